// Generated from schemas/widgets/content-banner.schema.json by scripts/generate-stories.ts. Do not edit: change the schema's examples.
import type { Meta, StoryObj } from "@storybook/react-vite";
import { allVariantsStory } from "../support/all-variants-story";
import { widgetStory } from "../support/widget-story";

const meta = {
  title: "Widgets/Content Banner",
  parameters: { hydrateKey: "react.app.content-banner", layout: "fullscreen" },
} satisfies Meta;

export default meta;

export const SiteName: StoryObj = {
  name: "Site name",
  ...widgetStory("react.app.content-banner", 0),
};

export const StaticLeftAlignedOnColour: StoryObj = {
  name: "Static left aligned on colour",
  ...widgetStory("react.app.content-banner", 1),
};

export const TitleOnlyRoomy: StoryObj = {
  name: "Title only, roomy",
  ...widgetStory("react.app.content-banner", 2),
};

export const AllVariants: StoryObj = {
  name: "All variants",
  ...allVariantsStory("react.app.content-banner"),
};
