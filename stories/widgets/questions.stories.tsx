// Generated from schemas/widgets/questions.schema.json by scripts/generate-stories.ts. Do not edit: change the schema's examples.
import type { Meta, StoryObj } from "@storybook/react-vite";
import { allVariantsStory } from "../support/all-variants-story";
import { widgetStory } from "../support/widget-story";

const meta = {
  title: "Widgets/Questions",
  parameters: { hydrateKey: "react.discussion.questions", layout: "padded" },
} satisfies Meta;

export default meta;

export const UnansweredQuestions: StoryObj = {
  name: "Unanswered questions",
  ...widgetStory("react.discussion.questions", 0),
};

export const AcceptedAnswers: StoryObj = {
  name: "Accepted answers",
  ...widgetStory("react.discussion.questions", 1),
};

export const AllQuestionsGrid: StoryObj = {
  name: "All questions grid",
  ...widgetStory("react.discussion.questions", 2),
};

export const QuestionsCarousel: StoryObj = {
  name: "Questions carousel",
  ...widgetStory("react.discussion.questions", 3),
};

export const AllVariants: StoryObj = {
  name: "All variants",
  ...allVariantsStory("react.discussion.questions"),
};
