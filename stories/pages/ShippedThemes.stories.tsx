// The home and post pages under each shipped theme but the default, whose baselines are the plain Pages stories
// (docs/reference/themes.md#shipped-themes): at desktop width, and at mobile width for the dark one too (the light
// themes change colours only, which the desktop pages show). A theme change that hurts a page shows here first.
import type { Meta, StoryObj } from "@storybook/react-vite";
import discussion from "../../layouts/discussion.json";
import home from "../../layouts/home.json";
import { pageStory } from "../support/page-story";
import { THEME_GLOBAL } from "../support/themes";

const meta = {
  title: "Pages/Shipped themes",
  parameters: { layout: "fullscreen" },
} satisfies Meta;

export default meta;

function themed(layout: unknown, device: "desktop" | "mobile", themeKey: string): StoryObj {
  const story = pageStory(layout, device);
  return { ...story, globals: { ...story.globals, [THEME_GLOBAL]: themeKey } };
}

// Tags are read statically by Storybook's indexer, so each viewport tag is spelled out.
export const NightHomeDesktop: StoryObj = {
  ...themed(home, "desktop", "quorum-dark"),
  tags: ["viewport-desktop"],
};
export const NightHomeMobile: StoryObj = {
  ...themed(home, "mobile", "quorum-dark"),
  tags: ["viewport-mobile"],
};
export const NightPostDesktop: StoryObj = {
  ...themed(discussion, "desktop", "quorum-dark"),
  tags: ["viewport-desktop"],
};
export const NightPostMobile: StoryObj = {
  ...themed(discussion, "mobile", "quorum-dark"),
  tags: ["viewport-mobile"],
};

export const HighContrastHomeDesktop: StoryObj = {
  ...themed(home, "desktop", "quorum-high-contrast"),
  tags: ["viewport-desktop"],
};
export const HighContrastPostDesktop: StoryObj = {
  ...themed(discussion, "desktop", "quorum-high-contrast"),
  tags: ["viewport-desktop"],
};

export const ForestHomeDesktop: StoryObj = {
  ...themed(home, "desktop", "quorum-forest"),
  tags: ["viewport-desktop"],
};
export const ForestPostDesktop: StoryObj = {
  ...themed(discussion, "desktop", "quorum-forest"),
  tags: ["viewport-desktop"],
};
