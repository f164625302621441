// Generated from schemas/widgets/title-bar.schema.json by scripts/generate-stories.ts. Do not edit: change the schema's examples.
import type { Meta, StoryObj } from "@storybook/react-vite";
import { allVariantsStory } from "../support/all-variants-story";
import { widgetStory } from "../support/widget-story";

const meta = {
  title: "Widgets/Title Bar",
  parameters: { hydrateKey: "react.titleBar", layout: "fullscreen" },
} satisfies Meta;

export default meta;

export const Default: StoryObj = {
  name: "Default",
  ...widgetStory("react.titleBar", 0),
};

export const Branded: StoryObj = {
  name: "Branded",
  ...widgetStory("react.titleBar", 1),
};

export const MegaMenu: StoryObj = {
  name: "Mega menu",
  ...widgetStory("react.titleBar", 2),
};

export const AllVariants: StoryObj = {
  name: "All variants",
  ...allVariantsStory("react.titleBar"),
};
