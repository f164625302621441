// Generated from schemas/widgets/app-banner.schema.json by scripts/generate-stories.ts. Do not edit: change the schema's examples.
import type { Meta, StoryObj } from "@storybook/react-vite";
import { allVariantsStory } from "../support/all-variants-story";
import { widgetStory } from "../support/widget-story";

const meta = {
  title: "Widgets/Banner",
  parameters: { hydrateKey: "react.app-banner", layout: "fullscreen" },
} satisfies Meta;

export default meta;

export const SiteName: StoryObj = {
  name: "Site name",
  ...widgetStory("react.app-banner", 0),
};

export const StaticLeftAligned: StoryObj = {
  name: "Static left aligned",
  ...widgetStory("react.app-banner", 1),
};

export const TitleOnly: StoryObj = {
  name: "Title only",
  ...widgetStory("react.app-banner", 2),
};

export const AllVariants: StoryObj = {
  name: "All variants",
  ...allVariantsStory("react.app-banner"),
};
