// Generated from schemas/widgets/section-2-columns.schema.json by scripts/generate-stories.ts. Do not edit: change the schema's examples.
import type { Meta, StoryObj } from "@storybook/react-vite";
import { allVariantsStory } from "../support/all-variants-story";
import { widgetStory } from "../support/widget-story";

const meta = {
  title: "Sections/2 Columns - Default",
  parameters: { hydrateKey: "react.section.2-columns", layout: "fullscreen" },
} satisfies Meta;

export default meta;

export const Default: StoryObj = {
  name: "Default",
  ...widgetStory("react.section.2-columns", 0),
};

export const Inverted: StoryObj = {
  name: "Inverted",
  ...widgetStory("react.section.2-columns", 1),
};

export const AllVariants: StoryObj = {
  name: "All variants",
  ...allVariantsStory("react.section.2-columns"),
};
