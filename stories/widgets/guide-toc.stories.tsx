// Generated from schemas/widgets/guide-toc.schema.json by scripts/generate-stories.ts. Do not edit: change the schema's examples.
import type { Meta, StoryObj } from "@storybook/react-vite";
import { allVariantsStory } from "../support/all-variants-story";
import { widgetStory } from "../support/widget-story";

const meta = {
  title: "Widgets/Guide Contents",
  parameters: { hydrateKey: "react.guide-toc", layout: "padded" },
} satisfies Meta;

export default meta;

export const Default: StoryObj = {
  name: "Default",
  ...widgetStory("react.guide-toc", 0),
};

export const TitledByTheGuide: StoryObj = {
  name: "Titled by the guide",
  ...widgetStory("react.guide-toc", 1),
};

export const AllVariants: StoryObj = {
  name: "All variants",
  ...allVariantsStory("react.guide-toc"),
};
