// Generated from schemas/widgets/guest-cta.schema.json by scripts/generate-stories.ts. Do not edit: change the schema's examples.
import type { Meta, StoryObj } from "@storybook/react-vite";
import { allVariantsStory } from "../support/all-variants-story";
import { widgetStory } from "../support/widget-story";

const meta = {
  title: "Widgets/Guest Sign In",
  parameters: { hydrateKey: "react.guest-cta", layout: "padded" },
} satisfies Meta;

export default meta;

export const Default: StoryObj = {
  name: "Default",
  ...widgetStory("react.guest-cta", 0),
};

export const CenteredOnColour: StoryObj = {
  name: "Centered on colour",
  ...widgetStory("react.guest-cta", 1),
};

export const AllVariants: StoryObj = {
  name: "All variants",
  ...allVariantsStory("react.guest-cta"),
};
