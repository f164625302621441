// Generated from schemas/widgets/kb-search.schema.json by scripts/generate-stories.ts. Do not edit: change the schema's examples.
import type { Meta, StoryObj } from "@storybook/react-vite";
import { allVariantsStory } from "../support/all-variants-story";
import { widgetStory } from "../support/widget-story";

const meta = {
  title: "Widgets/Knowledge Base Search",
  parameters: { hydrateKey: "react.kb-search", layout: "padded" },
} satisfies Meta;

export default meta;

export const Default: StoryObj = {
  name: "Default",
  ...widgetStory("react.kb-search", 0),
};

export const Titled: StoryObj = {
  name: "Titled",
  ...widgetStory("react.kb-search", 1),
};

export const AllVariants: StoryObj = {
  name: "All variants",
  ...allVariantsStory("react.kb-search"),
};
