// Generated from schemas/widgets/featured-collections.schema.json by scripts/generate-stories.ts. Do not edit: change the schema's examples.
import type { Meta, StoryObj } from "@storybook/react-vite";
import { allVariantsStory } from "../support/all-variants-story";
import { widgetStory } from "../support/widget-story";

const meta = {
  title: "Widgets/Featured Collections",
  parameters: { hydrateKey: "react.featuredcollections", layout: "padded" },
} satisfies Meta;

export default meta;

export const List: StoryObj = {
  name: "List",
  ...widgetStory("react.featuredcollections", 0),
};

export const GridWithImages: StoryObj = {
  name: "Grid with images",
  ...widgetStory("react.featuredcollections", 1),
};

export const Links: StoryObj = {
  name: "Links",
  ...widgetStory("react.featuredcollections", 2),
};

export const Carousel: StoryObj = {
  name: "Carousel",
  ...widgetStory("react.featuredcollections", 3),
};

export const AllVariants: StoryObj = {
  name: "All variants",
  ...allVariantsStory("react.featuredcollections"),
};
