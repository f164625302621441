// Generated from schemas/widgets/category-list-asset.schema.json by scripts/generate-stories.ts. Do not edit: change the schema's examples.
import type { Meta, StoryObj } from "@storybook/react-vite";
import { allVariantsStory } from "../support/all-variants-story";
import { widgetStory } from "../support/widget-story";

const meta = {
  title: "Widgets/Category List",
  parameters: { hydrateKey: "react.asset.categoryList", layout: "padded" },
} satisfies Meta;

export default meta;

export const CategoriesPageList: StoryObj = {
  name: "Categories page list",
  ...widgetStory("react.asset.categoryList", 0),
};

export const NestedCategoryGrid: StoryObj = {
  name: "Nested category grid",
  ...widgetStory("react.asset.categoryList", 1),
};

export const PagedList: StoryObj = {
  name: "Paged list",
  ...widgetStory("react.asset.categoryList", 2),
};

export const AllVariants: StoryObj = {
  name: "All variants",
  ...allVariantsStory("react.asset.categoryList"),
};
