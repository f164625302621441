// Generated from schemas/widgets/section-3-columns-even.schema.json by scripts/generate-stories.ts. Do not edit: change the schema's examples.
import type { Meta, StoryObj } from "@storybook/react-vite";
import { allVariantsStory } from "../support/all-variants-story";
import { widgetStory } from "../support/widget-story";

const meta = {
  title: "Sections/3 Columns - Even",
  parameters: { hydrateKey: "react.section.3-columns-even", layout: "fullscreen" },
} satisfies Meta;

export default meta;

export const Default: StoryObj = {
  name: "Default",
  ...widgetStory("react.section.3-columns-even", 0),
};

export const AllVariants: StoryObj = {
  name: "All variants",
  ...allVariantsStory("react.section.3-columns-even"),
};
