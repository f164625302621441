// Generated from schemas/widgets/discussions.schema.json by scripts/generate-stories.ts. Do not edit: change the schema's examples.
import type { Meta, StoryObj } from "@storybook/react-vite";
import { allVariantsStory } from "../support/all-variants-story";
import { widgetStory } from "../support/widget-story";

const meta = {
  title: "Widgets/Posts",
  parameters: { hydrateKey: "react.discussion.discussions", layout: "padded" },
} satisfies Meta;

export default meta;

export const Recent: StoryObj = {
  name: "Recent",
  ...widgetStory("react.discussion.discussions", 0),
};

export const CompactMetasAsIcons: StoryObj = {
  name: "Compact metas as icons",
  ...widgetStory("react.discussion.discussions", 1),
};

export const Grid: StoryObj = {
  name: "Grid",
  ...widgetStory("react.discussion.discussions", 2),
};

export const PageAsset: StoryObj = {
  name: "Page asset",
  ...widgetStory("react.discussion.discussions", 3),
};

export const Carousel: StoryObj = {
  name: "Carousel",
  ...widgetStory("react.discussion.discussions", 4),
};

export const Links: StoryObj = {
  name: "Links",
  ...widgetStory("react.discussion.discussions", 5),
};

export const AllVariants: StoryObj = {
  name: "All variants",
  ...allVariantsStory("react.discussion.discussions"),
};
