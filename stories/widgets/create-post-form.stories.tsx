// Generated from schemas/widgets/create-post-form.schema.json by scripts/generate-stories.ts. Do not edit: change the schema's examples.
import type { Meta, StoryObj } from "@storybook/react-vite";
import { allVariantsStory } from "../support/all-variants-story";
import { widgetStory } from "../support/widget-story";

const meta = {
  title: "Widgets/Create Post Form",
  parameters: { hydrateKey: "react.asset.createPostForm", layout: "padded" },
} satisfies Meta;

export default meta;

export const Default: StoryObj = {
  name: "Default",
  ...widgetStory("react.asset.createPostForm", 0),
};

export const CustomTitle: StoryObj = {
  name: "Custom title",
  ...widgetStory("react.asset.createPostForm", 1),
};

export const AllVariants: StoryObj = {
  name: "All variants",
  ...allVariantsStory("react.asset.createPostForm"),
};
