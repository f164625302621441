// Convert to Article, from the discussion options (docs/reference/knowledge-base.md#converting-a-discussion): on a
// question with an accepted answer (the whole discussion or that answer), and on a discussion already made into an
// article. Data comes from the factories through a seeded query cache: nothing is fetched or converted.
import type { Meta, StoryObj } from "@storybook/react-vite";
import type { QueryClient } from "@tanstack/react-query";
import { acceptedAnswersQuery, articlesFromDiscussionQuery } from "../../src/client/api/knowledge/convert";
import { knowledgeBasesQuery } from "../../src/client/api/knowledge/knowledge-bases";
import { ConvertToArticleDialog } from "../../src/client/pages/knowledge-editor/ConvertToArticleDialog";
import { makeComment, makeDiscussion, makeUser } from "../../tests/factories";
import { makeArticle } from "../../tests/factories/knowledge";
import { KnowledgeStage, WRITABLE_BASES } from "./knowledge-stage";

const meta = {
  title: "Knowledge Editor/Convert to Article",
  parameters: { layout: "fullscreen", location: "/discussion/42/how-do-i-reset-my-password" },
} satisfies Meta;

export default meta;
type Story = StoryObj;

const question = makeDiscussion({
  discussionID: 42,
  name: "How do I reset my password?",
  type: "question",
  statusID: 3,
});
const answer = {
  ...makeComment(question, 501),
  answerStatus: "accepted" as const,
  insertUser: { ...makeUser({ userID: 31, name: "MariaGarcia" }), url: "/profile/MariaGarcia" },
};
const discussion = makeDiscussion({ discussionID: 43, name: "Tips for writing a good bug report" });

/** The help center alone is writable: it is chosen for the moderator, its categories shown. */
const seed = (discussionID: number, made: ReturnType<typeof makeArticle>[]) => (client: QueryClient) => {
  client.setQueryData(knowledgeBasesQuery().queryKey, WRITABLE_BASES.slice(0, 1));
  client.setQueryData(articlesFromDiscussionQuery(discussionID).queryKey, made);
  client.setQueryData(acceptedAnswersQuery(discussionID).queryKey, [answer]);
};

const ignore = () => undefined;

export const AcceptedAnswer: Story = {
  name: "A question with an accepted answer",
  render: () => (
    <KnowledgeStage seed={seed(42, [])}>
      <ConvertToArticleDialog discussion={question} onClose={ignore} />
    </KnowledgeStage>
  ),
};

export const AlreadyConverted: Story = {
  name: "Already made into an article",
  render: () => (
    <KnowledgeStage
      seed={seed(43, [
        makeArticle({
          articleID: 9,
          name: "Writing a good bug report",
          url: "/kb/articles/9-writing-a-good-bug-report",
        }),
      ])}
    >
      <ConvertToArticleDialog discussion={discussion} onClose={ignore} />
    </KnowledgeStage>
  ),
};
