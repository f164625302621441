// Generated from schemas/widgets/post-meta.schema.json by scripts/generate-stories.ts. Do not edit: change the schema's examples.
import type { Meta, StoryObj } from "@storybook/react-vite";
import { allVariantsStory } from "../support/all-variants-story";
import { widgetStory } from "../support/widget-story";

const meta = {
  title: "Widgets/Post Meta",
  parameters: { hydrateKey: "react.asset.postMeta", layout: "padded" },
} satisfies Meta;

export default meta;

export const Default: StoryObj = {
  name: "Default",
  ...widgetStory("react.asset.postMeta", 0),
};

export const AsMetas: StoryObj = {
  name: "As metas",
  ...widgetStory("react.asset.postMeta", 1),
};

export const AllVariants: StoryObj = {
  name: "All variants",
  ...allVariantsStory("react.asset.postMeta"),
};
