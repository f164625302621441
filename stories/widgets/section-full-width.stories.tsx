// Generated from schemas/widgets/section-full-width.schema.json by scripts/generate-stories.ts. Do not edit: change the schema's examples.
import type { Meta, StoryObj } from "@storybook/react-vite";
import { allVariantsStory } from "../support/all-variants-story";
import { widgetStory } from "../support/widget-story";

const meta = {
  title: "Sections/1 Column - Full Width",
  parameters: { hydrateKey: "react.section.full-width", layout: "fullscreen" },
} satisfies Meta;

export default meta;

export const WithBanner: StoryObj = {
  name: "With banner",
  ...widgetStory("react.section.full-width", 0),
};

export const AllVariants: StoryObj = {
  name: "All variants",
  ...allVariantsStory("react.section.full-width"),
};
