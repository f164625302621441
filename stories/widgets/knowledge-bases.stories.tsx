// Generated from schemas/widgets/knowledge-bases.schema.json by scripts/generate-stories.ts. Do not edit: change the schema's examples.
import type { Meta, StoryObj } from "@storybook/react-vite";
import { allVariantsStory } from "../support/all-variants-story";
import { widgetStory } from "../support/widget-story";

const meta = {
  title: "Widgets/Knowledge Bases",
  parameters: { hydrateKey: "react.knowledge-bases", layout: "padded" },
} satisfies Meta;

export default meta;

export const Grid: StoryObj = {
  name: "Grid",
  ...widgetStory("react.knowledge-bases", 0),
};

export const ListWithoutCounts: StoryObj = {
  name: "List without counts",
  ...widgetStory("react.knowledge-bases", 1),
};

export const TwoColumnsInABox: StoryObj = {
  name: "Two columns in a box",
  ...widgetStory("react.knowledge-bases", 2),
};

export const AllVariants: StoryObj = {
  name: "All variants",
  ...allVariantsStory("react.knowledge-bases"),
};
