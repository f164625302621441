// Generated from schemas/widgets/tabs.schema.json by scripts/generate-stories.ts. Do not edit: change the schema's examples.
import type { Meta, StoryObj } from "@storybook/react-vite";
import { allVariantsStory } from "../support/all-variants-story";
import { widgetStory } from "../support/widget-story";

const meta = {
  title: "Widgets/Tabbed Posts",
  parameters: { hydrateKey: "react.tabs", layout: "padded" },
} satisfies Meta;

export default meta;

export const DefaultPresets: StoryObj = {
  name: "Default presets",
  ...widgetStory("react.tabs", 0),
};

export const Questions: StoryObj = {
  name: "Questions",
  ...widgetStory("react.tabs", 1),
};

export const RenamedAndHiddenTabs: StoryObj = {
  name: "Renamed and hidden tabs",
  ...widgetStory("react.tabs", 2),
};

export const AllVariants: StoryObj = {
  name: "All variants",
  ...allVariantsStory("react.tabs"),
};
