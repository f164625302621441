// The home and post pages in Arabic, right to left (docs/reference/localisation.md): the layout mirrors through
// logical CSS properties, and what Arabic's catalogue lacks reads as English. Their visual baselines guard both.
import type { Meta, StoryObj } from "@storybook/react-vite";
import discussion from "../../layouts/discussion.json";
import home from "../../layouts/home.json";
import { LOCALE_GLOBAL } from "../support/locale";
import { pageStory } from "../support/page-story";

const meta = {
  title: "Pages/Right to left",
  parameters: { layout: "fullscreen" },
} satisfies Meta;

export default meta;

const homeDesktop = pageStory(home, "desktop");
const homeMobile = pageStory(home, "mobile");
const postDesktop = pageStory(discussion, "desktop");
const postMobile = pageStory(discussion, "mobile");

// Tags are read statically by Storybook's indexer, so the viewport tag is spelled out here too.
export const HomeDesktop: StoryObj = {
  ...homeDesktop,
  globals: { ...homeDesktop.globals, [LOCALE_GLOBAL]: "ar" },
  tags: ["viewport-desktop"],
};

export const HomeMobile: StoryObj = {
  ...homeMobile,
  globals: { ...homeMobile.globals, [LOCALE_GLOBAL]: "ar" },
  tags: ["viewport-mobile"],
};

export const PostDesktop: StoryObj = {
  ...postDesktop,
  globals: { ...postDesktop.globals, [LOCALE_GLOBAL]: "ar" },
  tags: ["viewport-desktop"],
};

export const PostMobile: StoryObj = {
  ...postMobile,
  globals: { ...postMobile.globals, [LOCALE_GLOBAL]: "ar" },
  tags: ["viewport-mobile"],
};
