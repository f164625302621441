// Generated from schemas/widgets/rss.schema.json by scripts/generate-stories.ts. Do not edit: change the schema's examples.
import type { Meta, StoryObj } from "@storybook/react-vite";
import { allVariantsStory } from "../support/all-variants-story";
import { widgetStory } from "../support/widget-story";

const meta = {
  title: "Widgets/RSS Feed",
  parameters: { hydrateKey: "react.rss", layout: "padded" },
} satisfies Meta;

export default meta;

export const List: StoryObj = {
  name: "List",
  ...widgetStory("react.rss", 0),
};

export const GridWithImages: StoryObj = {
  name: "Grid with images",
  ...widgetStory("react.rss", 1),
};

export const Carousel: StoryObj = {
  name: "Carousel",
  ...widgetStory("react.rss", 2),
};

export const Links: StoryObj = {
  name: "Links",
  ...widgetStory("react.rss", 3),
};

export const AllVariants: StoryObj = {
  name: "All variants",
  ...allVariantsStory("react.rss"),
};
