// Generated from schemas/widgets/knowledge-category-tree.schema.json by scripts/generate-stories.ts. Do not edit: change the schema's examples.
import type { Meta, StoryObj } from "@storybook/react-vite";
import { allVariantsStory } from "../support/all-variants-story";
import { widgetStory } from "../support/widget-story";

const meta = {
  title: "Widgets/Category Navigation",
  parameters: { hydrateKey: "react.knowledge-category-tree", layout: "padded" },
} satisfies Meta;

export default meta;

export const Default: StoryObj = {
  name: "Default",
  ...widgetStory("react.knowledge-category-tree", 0),
};

export const WithoutCountsInABox: StoryObj = {
  name: "Without counts in a box",
  ...widgetStory("react.knowledge-category-tree", 1),
};

export const AllVariants: StoryObj = {
  name: "All variants",
  ...allVariantsStory("react.knowledge-category-tree"),
};
