// The default home page (layouts/home.json, title bar included) hydrated with preview data, as theme and layout
// authors see it on a desktop and on a phone, and as a signed-in member sees it.
import type { Meta, StoryObj } from "@storybook/react-vite";
import home from "../../layouts/home.json";
import { layoutStory } from "../support/widget-story";

const meta = {
  title: "Pages/Home",
  parameters: { layout: "fullscreen" },
} satisfies Meta;

export default meta;

const homeNodes: unknown[] = [home.titleBar, ...home.layout];

export const Desktop: StoryObj = {
  ...layoutStory(homeNodes),
  globals: { device: "desktop" },
};

export const Mobile: StoryObj = {
  ...layoutStory(homeNodes),
  globals: { device: "mobile" },
};

/** A member: no guest call to action, the account menu instead of Sign In / Register. */
export const DesktopMember: StoryObj = {
  ...layoutStory(homeNodes),
  globals: { device: "desktop", viewer: "member" },
};
