// Generated from schemas/widgets/category-follow.schema.json by scripts/generate-stories.ts. Do not edit: change the schema's examples.
import type { Meta, StoryObj } from "@storybook/react-vite";
import { allVariantsStory } from "../support/all-variants-story";
import { widgetStory } from "../support/widget-story";

const meta = {
  title: "Widgets/Follow Category",
  parameters: { hydrateKey: "react.asset.categoryFollow", layout: "padded" },
} satisfies Meta;

export default meta;

export const Default: StoryObj = {
  name: "Default",
  ...widgetStory("react.asset.categoryFollow", 0),
  globals: { viewer: "member" },
};

export const CentredAndRounded: StoryObj = {
  name: "Centred and rounded",
  ...widgetStory("react.asset.categoryFollow", 1),
  globals: { viewer: "member" },
};

export const CustomColours: StoryObj = {
  name: "Custom colours",
  ...widgetStory("react.asset.categoryFollow", 2),
  globals: { viewer: "member" },
};

export const AllVariants: StoryObj = {
  name: "All variants",
  ...allVariantsStory("react.asset.categoryFollow"),
};
