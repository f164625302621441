// Generated from schemas/widgets/sitetotals.schema.json by scripts/generate-stories.ts. Do not edit: change the schema's examples.
import type { Meta, StoryObj } from "@storybook/react-vite";
import { allVariantsStory } from "../support/all-variants-story";
import { widgetStory } from "../support/widget-story";

const meta = {
  title: "Widgets/Site Totals",
  parameters: { hydrateKey: "react.sitetotals", layout: "padded" },
} satisfies Meta;

export default meta;

export const Default: StoryObj = {
  name: "Default",
  ...widgetStory("react.sitetotals", 0),
};

export const AllCountsFormatted: StoryObj = {
  name: "All counts, formatted",
  ...widgetStory("react.sitetotals", 1),
};

export const TextOnlyOnColour: StoryObj = {
  name: "Text only on colour",
  ...widgetStory("react.sitetotals", 2),
};

export const IconsOnlyLeft: StoryObj = {
  name: "Icons only, left",
  ...widgetStory("react.sitetotals", 3),
};

export const AllVariants: StoryObj = {
  name: "All variants",
  ...allVariantsStory("react.sitetotals"),
};
