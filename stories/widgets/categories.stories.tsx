// Generated from schemas/widgets/categories.schema.json by scripts/generate-stories.ts. Do not edit: change the schema's examples.
import type { Meta, StoryObj } from "@storybook/react-vite";
import { allVariantsStory } from "../support/all-variants-story";
import { widgetStory } from "../support/widget-story";

const meta = {
  title: "Widgets/Categories",
  parameters: { hydrateKey: "react.categories", layout: "padded" },
} satisfies Meta;

export default meta;

export const FeaturedGrid: StoryObj = {
  name: "Featured grid",
  ...widgetStory("react.categories", 0),
};

export const ListWithLastPost: StoryObj = {
  name: "List with last post",
  ...widgetStory("react.categories", 1),
};

export const Carousel: StoryObj = {
  name: "Carousel",
  ...widgetStory("react.categories", 2),
};

export const FollowButtonsAndIconCounts: StoryObj = {
  name: "Follow buttons and icon counts",
  ...widgetStory("react.categories", 3),
  globals: { viewer: "member" },
};

export const AllVariants: StoryObj = {
  name: "All variants",
  ...allVariantsStory("react.categories"),
};
