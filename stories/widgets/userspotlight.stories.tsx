// Generated from schemas/widgets/userspotlight.schema.json by scripts/generate-stories.ts. Do not edit: change the schema's examples.
import type { Meta, StoryObj } from "@storybook/react-vite";
import { allVariantsStory } from "../support/all-variants-story";
import { widgetStory } from "../support/widget-story";

const meta = {
  title: "Widgets/User Spotlight",
  parameters: { hydrateKey: "react.userspotlight", layout: "padded" },
} satisfies Meta;

export default meta;

export const Default: StoryObj = {
  name: "Default",
  ...widgetStory("react.userspotlight", 0),
};

export const TextOnTheRight: StoryObj = {
  name: "Text on the right",
  ...widgetStory("react.userspotlight", 1),
};

export const ShadowNoTitle: StoryObj = {
  name: "Shadow, no title",
  ...widgetStory("react.userspotlight", 2),
};

export const AllVariants: StoryObj = {
  name: "All variants",
  ...allVariantsStory("react.userspotlight"),
};
