// Generated from schemas/widgets/guide-pager.schema.json by scripts/generate-stories.ts. Do not edit: change the schema's examples.
import type { Meta, StoryObj } from "@storybook/react-vite";
import { allVariantsStory } from "../support/all-variants-story";
import { widgetStory } from "../support/widget-story";

const meta = {
  title: "Widgets/Guide Previous and Next",
  parameters: { hydrateKey: "react.guide-pager", layout: "padded" },
} satisfies Meta;

export default meta;

export const Default: StoryObj = {
  name: "Default",
  ...widgetStory("react.guide-pager", 0),
};

export const Separated: StoryObj = {
  name: "Separated",
  ...widgetStory("react.guide-pager", 1),
};

export const AllVariants: StoryObj = {
  name: "All variants",
  ...allVariantsStory("react.guide-pager"),
};
