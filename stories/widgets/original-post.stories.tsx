// Generated from schemas/widgets/original-post.schema.json by scripts/generate-stories.ts. Do not edit: change the schema's examples.
import type { Meta, StoryObj } from "@storybook/react-vite";
import { allVariantsStory } from "../support/all-variants-story";
import { widgetStory } from "../support/widget-story";

const meta = {
  title: "Widgets/Original Post",
  parameters: { hydrateKey: "react.asset.originalPost", layout: "padded" },
} satisfies Meta;

export default meta;

export const Default: StoryObj = {
  name: "Default",
  ...widgetStory("react.asset.originalPost", 0),
};

export const StaticTitle: StoryObj = {
  name: "Static title",
  ...widgetStory("react.asset.originalPost", 1),
};

export const AllVariants: StoryObj = {
  name: "All variants",
  ...allVariantsStory("react.asset.originalPost"),
};
