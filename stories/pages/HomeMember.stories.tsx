// The default home page as a signed-in member sees it (the generated Pages/Home stories show a guest): no guest
// call to action, the account menu instead of Sign In / Register.
import type { Meta, StoryObj } from "@storybook/react-vite";
import home from "../../layouts/home.json";
import { pageStory } from "../support/page-story";

const meta = {
  title: "Pages/Home member",
  parameters: { layout: "fullscreen" },
} satisfies Meta;

export default meta;

const desktop = pageStory(home, "desktop");

// Tags are read statically by Storybook's indexer, so the viewport tag is spelled out here too.
export const Desktop: StoryObj = {
  ...desktop,
  globals: { ...desktop.globals, viewer: "member" },
  tags: ["viewport-desktop"],
};
