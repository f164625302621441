// Generated from schemas/widgets/new-post.schema.json by scripts/generate-stories.ts. Do not edit: change the schema's examples.
import type { Meta, StoryObj } from "@storybook/react-vite";
import { allVariantsStory } from "../support/all-variants-story";
import { widgetStory } from "../support/widget-story";

const meta = {
  title: "Widgets/New Post Button",
  parameters: { hydrateKey: "react.newpost", layout: "padded" },
} satisfies Meta;

export default meta;

export const Menu: StoryObj = {
  name: "Menu",
  ...widgetStory("react.newpost", 0),
  globals: { viewer: "member" },
};

export const SeparateButtons: StoryObj = {
  name: "Separate buttons",
  ...widgetStory("react.newpost", 1),
  globals: { viewer: "member" },
};

export const CustomLabels: StoryObj = {
  name: "Custom labels",
  ...widgetStory("react.newpost", 2),
  globals: { viewer: "member" },
};

export const AllVariants: StoryObj = {
  name: "All variants",
  ...allVariantsStory("react.newpost"),
};
