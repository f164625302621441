// Generated from schemas/widgets/article-related-articles.schema.json by scripts/generate-stories.ts. Do not edit: change the schema's examples.
import type { Meta, StoryObj } from "@storybook/react-vite";
import { allVariantsStory } from "../support/all-variants-story";
import { widgetStory } from "../support/widget-story";

const meta = {
  title: "Widgets/Related Articles",
  parameters: { hydrateKey: "react.article-related-articles", layout: "padded" },
} satisfies Meta;

export default meta;

export const Default: StoryObj = {
  name: "Default",
  ...widgetStory("react.article-related-articles", 0),
};

export const ThreeInABox: StoryObj = {
  name: "Three in a box",
  ...widgetStory("react.article-related-articles", 1),
};

export const AllVariants: StoryObj = {
  name: "All variants",
  ...allVariantsStory("react.article-related-articles"),
};
