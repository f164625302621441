// Generated from schemas/widgets/section-1-column.schema.json by scripts/generate-stories.ts. Do not edit: change the schema's examples.
import type { Meta, StoryObj } from "@storybook/react-vite";
import { allVariantsStory } from "../support/all-variants-story";
import { widgetStory } from "../support/widget-story";

const meta = {
  title: "Sections/1 Column - Default",
  parameters: { hydrateKey: "react.section.1-column", layout: "fullscreen" },
} satisfies Meta;

export default meta;

export const Default: StoryObj = {
  name: "Default",
  ...widgetStory("react.section.1-column", 0),
};

export const Narrow: StoryObj = {
  name: "Narrow",
  ...widgetStory("react.section.1-column", 1),
};

export const AllVariants: StoryObj = {
  name: "All variants",
  ...allVariantsStory("react.section.1-column"),
};
