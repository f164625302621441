// Generated from schemas/widgets/cta.schema.json by scripts/generate-stories.ts. Do not edit: change the schema's examples.
import type { Meta, StoryObj } from "@storybook/react-vite";
import { allVariantsStory } from "../support/all-variants-story";
import { widgetStory } from "../support/widget-story";

const meta = {
  title: "Widgets/Call To Action",
  parameters: { hydrateKey: "react.cta", layout: "padded" },
} satisfies Meta;

export default meta;

export const Default: StoryObj = {
  name: "Default",
  ...widgetStory("react.cta", 0),
};

export const CenteredWithShadow: StoryObj = {
  name: "Centered with shadow",
  ...widgetStory("react.cta", 1),
};

export const OnAColourTextButton: StoryObj = {
  name: "On a colour, text button",
  ...widgetStory("react.cta", 2),
};

export const WithoutAButton: StoryObj = {
  name: "Without a button",
  ...widgetStory("react.cta", 3),
};

export const AllVariants: StoryObj = {
  name: "All variants",
  ...allVariantsStory("react.cta"),
};
