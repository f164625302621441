// Generated from schemas/widgets/article.schema.json by scripts/generate-stories.ts. Do not edit: change the schema's examples.
import type { Meta, StoryObj } from "@storybook/react-vite";
import { allVariantsStory } from "../support/all-variants-story";
import { widgetStory } from "../support/widget-story";

const meta = {
  title: "Widgets/Article",
  parameters: { hydrateKey: "react.asset.article", layout: "padded" },
} satisfies Meta;

export default meta;

export const Default: StoryObj = {
  name: "Default",
  ...widgetStory("react.asset.article", 0),
};

export const WithoutMetaInABox: StoryObj = {
  name: "Without meta, in a box",
  ...widgetStory("react.asset.article", 1),
};

export const AllVariants: StoryObj = {
  name: "All variants",
  ...allVariantsStory("react.asset.article"),
};
