// Generated from schemas/widgets/tag.schema.json by scripts/generate-stories.ts. Do not edit: change the schema's examples.
import type { Meta, StoryObj } from "@storybook/react-vite";
import { allVariantsStory } from "../support/all-variants-story";
import { widgetStory } from "../support/widget-story";

const meta = {
  title: "Widgets/Tag Cloud",
  parameters: { hydrateKey: "react.tag", layout: "padded" },
} satisfies Meta;

export default meta;

export const Standard: StoryObj = {
  name: "Standard",
  ...widgetStory("react.tag", 0),
};

export const PrimaryBordered: StoryObj = {
  name: "Primary, bordered",
  ...widgetStory("react.tag", 1),
};

export const GreyscaleWithDescription: StoryObj = {
  name: "Greyscale with description",
  ...widgetStory("react.tag", 2),
};

export const ColoredCenteredHeader: StoryObj = {
  name: "Colored, centered header",
  ...widgetStory("react.tag", 3),
};

export const AllVariants: StoryObj = {
  name: "All variants",
  ...allVariantsStory("react.tag"),
};
