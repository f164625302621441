// Generated from schemas/widgets/leaderboard.schema.json by scripts/generate-stories.ts. Do not edit: change the schema's examples.
import type { Meta, StoryObj } from "@storybook/react-vite";
import { allVariantsStory } from "../support/all-variants-story";
import { widgetStory } from "../support/widget-story";

const meta = {
  title: "Widgets/Leaderboard",
  parameters: { hydrateKey: "react.leaderboard", layout: "padded" },
} satisfies Meta;

export default meta;

export const AllTimeReputation: StoryObj = {
  name: "All time reputation",
  ...widgetStory("react.leaderboard", 0),
};

export const ThisWeekSPosters: StoryObj = {
  name: "This week's posters",
  ...widgetStory("react.leaderboard", 1),
};

export const AcceptedAnswersThisMonth: StoryObj = {
  name: "Accepted answers this month",
  ...widgetStory("react.leaderboard", 2),
};

export const MembersOnlyWithDescription: StoryObj = {
  name: "Members only, with description",
  ...widgetStory("react.leaderboard", 3),
};

export const AllVariants: StoryObj = {
  name: "All variants",
  ...allVariantsStory("react.leaderboard"),
};
