// An article's revisions (/kb/articles/{id}/revisions; docs/reference/knowledge-base.md#revisions): the list (who,
// when, status, locale) with the revision before the current one compared with it, two older revisions compared,
// and the confirmation Restore asks for. Data comes from the factories through a seeded query cache.
import type { Meta, StoryObj } from "@storybook/react-vite";
import type { QueryClient } from "@tanstack/react-query";
import { articleRevisionQuery } from "../../src/client/api/knowledge/revisions";
import { ArticleRevisionsPage } from "../../src/client/pages/knowledge-editor/ArticleRevisionsPage";
import type { ArticleRevision } from "../../src/types/generated/api/article-revision";
import { makeUser } from "../../tests/factories";
import { makeArticle, makeArticleRevisions } from "../../tests/factories/knowledge";
import { KnowledgeStage } from "./knowledge-stage";

const meta = {
  title: "Knowledge Editor/Article Revisions",
  parameters: { layout: "fullscreen", location: "/kb/articles/1/revisions" },
} satisfies Meta;

export default meta;
type Story = StoryObj;

const article = makeArticle({ articleID: 1, name: "How do I change my display name?" });
const editor = makeUser({ userID: 2, name: "moderator" });
const [current, published, first] = makeArticleRevisions(1) as [
  ArticleRevision,
  ArticleRevision,
  ArticleRevision,
];
const revisions: ArticleRevision[] = [
  { ...current, insertUserID: editor.userID, insertUser: editor, restoredFromRevisionID: null },
  published,
  first,
];

const SOURCES: Record<number, { name: string; excerpt: string; bodyRaw: string }> = {
  1: {
    name: "Changing your name",
    excerpt: "",
    bodyRaw: "Open your profile and change your name.",
  },
  2: {
    name: "How do I change my display name?",
    excerpt: "Your display name, changed in three steps.",
    bodyRaw:
      "Your display name is how other members see you.\n\n1. Open your profile.\n2. Choose **Edit Profile**.\n3. Save.",
  },
  3: {
    name: "How do I change my display name?",
    excerpt: "Your display name, changed in three steps.",
    bodyRaw:
      "Your display name is how other members see you.\n\n1. Open your profile from the menu at the top right.\n2. Choose **Edit Profile**.\n3. Type the new name and save.",
  },
};

const seedSources = (client: QueryClient) => {
  for (const revision of revisions) {
    const source = SOURCES[revision.articleRevisionID];
    if (source) {
      client.setQueryData(articleRevisionQuery(1, revision.articleRevisionID).queryKey, {
        ...revision,
        ...source,
        format: "markdown",
      });
    }
  }
};

export const List: Story = {
  name: "Revisions, the last change compared",
  render: () => (
    <KnowledgeStage seed={seedSources}>
      <ArticleRevisionsPage article={article} revisions={revisions} />
    </KnowledgeStage>
  ),
};

export const TwoCompared: Story = {
  name: "Two revisions compared",
  render: () => (
    <KnowledgeStage seed={seedSources}>
      <ArticleRevisionsPage article={article} revisions={revisions} initialSelection={[1, 2]} />
    </KnowledgeStage>
  ),
};

export const RestoreConfirm: Story = {
  name: "Restore, confirming",
  render: () => (
    <KnowledgeStage seed={seedSources}>
      <ArticleRevisionsPage article={article} revisions={revisions} initialRestoring={1} />
    </KnowledgeStage>
  ),
};
