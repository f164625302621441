// Generated from schemas/widgets/articles.schema.json by scripts/generate-stories.ts. Do not edit: change the schema's examples.
import type { Meta, StoryObj } from "@storybook/react-vite";
import { allVariantsStory } from "../support/all-variants-story";
import { widgetStory } from "../support/widget-story";

const meta = {
  title: "Widgets/Articles",
  parameters: { hydrateKey: "react.article.articles", layout: "padded" },
} satisfies Meta;

export default meta;

export const LatestOfAKnowledgeBase: StoryObj = {
  name: "Latest of a knowledge base",
  ...widgetStory("react.article.articles", 0),
};

export const Featured: StoryObj = {
  name: "Featured",
  ...widgetStory("react.article.articles", 1),
};

export const CategoryWithPager: StoryObj = {
  name: "Category with pager",
  ...widgetStory("react.article.articles", 2),
};

export const TitlesOnly: StoryObj = {
  name: "Titles only",
  ...widgetStory("react.article.articles", 3),
};

export const AllVariants: StoryObj = {
  name: "All variants",
  ...allVariantsStory("react.article.articles"),
};
