// Generated from schemas/widgets/post-comment-thread.schema.json by scripts/generate-stories.ts. Do not edit: change the schema's examples.
import type { Meta, StoryObj } from "@storybook/react-vite";
import { allVariantsStory } from "../support/all-variants-story";
import { widgetStory } from "../support/widget-story";

const meta = {
  title: "Widgets/Comment Thread",
  parameters: { hydrateKey: "react.asset.postCommentThread", layout: "padded" },
} satisfies Meta;

export default meta;

export const Default: StoryObj = {
  name: "Default",
  ...widgetStory("react.asset.postCommentThread", 0),
};

export const FlatNewestFirst: StoryObj = {
  name: "Flat, newest first",
  ...widgetStory("react.asset.postCommentThread", 1),
};

export const TopFirstRepliesCollapsedFromDepth2: StoryObj = {
  name: "Top first, replies collapsed from depth 2",
  ...widgetStory("react.asset.postCommentThread", 2),
};

export const AllVariants: StoryObj = {
  name: "All variants",
  ...allVariantsStory("react.asset.postCommentThread"),
};
