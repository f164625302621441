// Generated from schemas/widgets/quick-links.schema.json by scripts/generate-stories.ts. Do not edit: change the schema's examples.
import type { Meta, StoryObj } from "@storybook/react-vite";
import { allVariantsStory } from "../support/all-variants-story";
import { widgetStory } from "../support/widget-story";

const meta = {
  title: "Widgets/Quick Links",
  parameters: { hydrateKey: "react.quick-links", layout: "padded" },
} satisfies Meta;

export default meta;

export const SiteDefaults: StoryObj = {
  name: "Site defaults",
  ...widgetStory("react.quick-links", 0),
};

export const CustomLinks: StoryObj = {
  name: "Custom links",
  ...widgetStory("react.quick-links", 1),
};

export const AllVariants: StoryObj = {
  name: "All variants",
  ...allVariantsStory("react.quick-links"),
};
