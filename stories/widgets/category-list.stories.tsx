// Generated from schemas/widgets/category-list.schema.json by scripts/generate-stories.ts. Do not edit: change the schema's examples.
import type { Meta, StoryObj } from "@storybook/react-vite";
import { allVariantsStory } from "../support/all-variants-story";
import { widgetStory } from "../support/widget-story";

const meta = {
  title: "Widgets/Category List",
  parameters: { hydrateKey: "react.asset.categoryList", layout: "padded" },
} satisfies Meta;

export default meta;

export const AsTheDocumentedTemplate: StoryObj = {
  name: "As the documented template",
  ...widgetStory("react.asset.categoryList", 0),
  globals: { viewer: "member" },
};

export const FeaturedOnly: StoryObj = {
  name: "Featured only",
  ...widgetStory("react.asset.categoryList", 1),
};

export const CategoriesPageList: StoryObj = {
  name: "Categories page list",
  ...widgetStory("react.asset.categoryList", 2),
};

export const NestedCategoryGrid: StoryObj = {
  name: "Nested category grid",
  ...widgetStory("react.asset.categoryList", 3),
};

export const PagedList: StoryObj = {
  name: "Paged list",
  ...widgetStory("react.asset.categoryList", 4),
};

export const AllVariants: StoryObj = {
  name: "All variants",
  ...allVariantsStory("react.asset.categoryList"),
};
