// Generated from schemas/widgets/section-3-columns.schema.json by scripts/generate-stories.ts. Do not edit: change the schema's examples.
import type { Meta, StoryObj } from "@storybook/react-vite";
import { allVariantsStory } from "../support/all-variants-story";
import { widgetStory } from "../support/widget-story";

const meta = {
  title: "Sections/3 Columns - Default",
  parameters: { hydrateKey: "react.section.3-columns", layout: "fullscreen" },
} satisfies Meta;

export default meta;

export const Default: StoryObj = {
  name: "Default",
  ...widgetStory("react.section.3-columns", 0),
};

export const AllVariants: StoryObj = {
  name: "All variants",
  ...allVariantsStory("react.section.3-columns"),
};
