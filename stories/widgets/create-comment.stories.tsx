// Generated from schemas/widgets/create-comment.schema.json by scripts/generate-stories.ts. Do not edit: change the schema's examples.
import type { Meta, StoryObj } from "@storybook/react-vite";
import { allVariantsStory } from "../support/all-variants-story";
import { widgetStory } from "../support/widget-story";

const meta = {
  title: "Widgets/Comment Editor",
  parameters: { hydrateKey: "react.asset.createComment", layout: "padded" },
} satisfies Meta;

export default meta;

export const Default: StoryObj = {
  name: "Default",
  ...widgetStory("react.asset.createComment", 0),
};

export const CustomTitle: StoryObj = {
  name: "Custom title",
  ...widgetStory("react.asset.createComment", 1),
};

export const AllVariants: StoryObj = {
  name: "All variants",
  ...allVariantsStory("react.asset.createComment"),
};
