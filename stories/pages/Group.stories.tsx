// Generated from layouts/group.json by scripts/generate-stories.ts. Do not edit: change the template.
import type { Meta, StoryObj } from "@storybook/react-vite";
import template from "../../layouts/group.json";
import { pageStory } from "../support/page-story";

const meta = {
  title: "Pages/Group",
  parameters: { layout: "fullscreen" },
} satisfies Meta;

export default meta;

export const Desktop: StoryObj = {
  ...pageStory(template, "desktop"),
  tags: ["viewport-desktop"],
};

export const Tablet: StoryObj = {
  ...pageStory(template, "tablet"),
  tags: ["viewport-tablet"],
};

export const Mobile: StoryObj = {
  ...pageStory(template, "mobile"),
  tags: ["viewport-mobile"],
};
