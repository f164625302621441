// Generated from schemas/widgets/community-search.schema.json by scripts/generate-stories.ts. Do not edit: change the schema's examples.
import type { Meta, StoryObj } from "@storybook/react-vite";
import { allVariantsStory } from "../support/all-variants-story";
import { widgetStory } from "../support/widget-story";

const meta = {
  title: "Widgets/Search",
  parameters: { hydrateKey: "react.community-search", layout: "padded" },
} satisfies Meta;

export default meta;

export const Everything: StoryObj = {
  name: "Everything",
  ...widgetStory("react.community-search", 0),
};

export const QuestionsOnly: StoryObj = {
  name: "Questions only",
  ...widgetStory("react.community-search", 1),
};

export const MembersNoHeader: StoryObj = {
  name: "Members, no header",
  ...widgetStory("react.community-search", 2),
};

export const Places: StoryObj = {
  name: "Places",
  ...widgetStory("react.community-search", 3),
};

export const AllVariants: StoryObj = {
  name: "All variants",
  ...allVariantsStory("react.community-search"),
};
