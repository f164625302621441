// Generated from schemas/widgets/role-spotlight.schema.json by scripts/generate-stories.ts. Do not edit: change the schema's examples.
import type { Meta, StoryObj } from "@storybook/react-vite";
import { allVariantsStory } from "../support/all-variants-story";
import { widgetStory } from "../support/widget-story";

const meta = {
  title: "Widgets/Role Spotlight",
  parameters: { hydrateKey: "react.rolespotlight", layout: "padded" },
} satisfies Meta;

export default meta;

export const Default: StoryObj = {
  name: "Default",
  ...widgetStory("react.rolespotlight", 0),
};

export const StaticTitleFewMembers: StoryObj = {
  name: "Static title, few members",
  ...widgetStory("react.rolespotlight", 1),
};

export const ShadowNoTitle: StoryObj = {
  name: "Shadow, no title",
  ...widgetStory("react.rolespotlight", 2),
};

export const AllVariants: StoryObj = {
  name: "All variants",
  ...allVariantsStory("react.rolespotlight"),
};
