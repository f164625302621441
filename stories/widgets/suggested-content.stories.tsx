// Generated from schemas/widgets/suggested-content.schema.json by scripts/generate-stories.ts. Do not edit: change the schema's examples.
import type { Meta, StoryObj } from "@storybook/react-vite";
import { allVariantsStory } from "../support/all-variants-story";
import { widgetStory } from "../support/widget-story";

const meta = {
  title: "Widgets/Suggested Content",
  parameters: { hydrateKey: "react.suggestedcontent", layout: "padded" },
} satisfies Meta;

export default meta;

export const FollowsAndPosts: StoryObj = {
  name: "Follows and posts",
  ...widgetStory("react.suggestedcontent", 0),
  globals: { viewer: "member" },
};

export const PostsOnlyShortExcerpts: StoryObj = {
  name: "Posts only, short excerpts",
  ...widgetStory("react.suggestedcontent", 1),
};

export const FollowsOnly: StoryObj = {
  name: "Follows only",
  ...widgetStory("react.suggestedcontent", 2),
  globals: { viewer: "member" },
};

export const PostsWithCompactMetas: StoryObj = {
  name: "Posts with compact metas",
  ...widgetStory("react.suggestedcontent", 3),
};

export const AllVariants: StoryObj = {
  name: "All variants",
  ...allVariantsStory("react.suggestedcontent"),
};
