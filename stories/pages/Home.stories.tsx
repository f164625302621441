// The default home page (layouts/home.json, title bar included) hydrated with preview data, as theme and layout
// authors see it on a desktop and on a phone.
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
  globals: { device: "mobile", viewport: { value: "mobile1", isRotated: false } },
};
