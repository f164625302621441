// The article editor (/kb/articles/add, /kb/articles/{id}/edit; docs/reference/knowledge-base.md#the-article-editor):
// a new article in the help center, a published article being edited, a draft restored from this browser, the
// server's preview of the body, a scheduled draft with the schedule dialog open, and the page when the API refuses
// it (a knowledge base the viewer may not write in, an article that does not exist). Data comes from the factories
// through a seeded query cache.
import type { Meta, StoryObj } from "@storybook/react-vite";
import { ApiError } from "../../src/client/api/errors";
import { articleKeys } from "../../src/client/api/knowledge/articles";
import { ArticleEditorPage } from "../../src/client/pages/knowledge-editor/ArticleEditorPage";
import { articleDraftKey } from "../../src/client/pages/knowledge-editor/article-form";
import { EditorRefusal } from "../../src/client/pages/knowledge-editor/KnowledgeEditorFrame";
import { ANCHOR_TIME } from "../../tests/factories";
import { makeArticle } from "../../tests/factories/knowledge";
import { KnowledgeStage, WRITABLE_BASES } from "./knowledge-stage";

const meta = {
  title: "Knowledge Editor/Article Editor",
  parameters: { layout: "fullscreen", location: "/kb/articles/add?knowledgeBaseID=1" },
} satisfies Meta;

export default meta;
type Story = StoryObj;

const SOURCE = [
  "Your display name is how other members see you.",
  "",
  "## Change it",
  "",
  "1. Open your profile from the menu at the top right.",
  "2. Choose **Edit Profile**.",
  "3. Type the new name and save.",
].join("\n");

const published = makeArticle({
  articleID: 1,
  knowledgeCategoryID: 1,
  name: "How do I change my display name?",
  bodyRaw: SOURCE,
  format: "markdown",
  excerpt: "Your display name, changed in three steps.",
  status: "published",
});

const scheduled = makeArticle({
  articleID: 2,
  knowledgeCategoryID: 4,
  name: "Choosing which emails you receive",
  bodyRaw: "Open **Notification Preferences** and pick the emails you want.",
  format: "markdown",
  status: "draft",
  dateScheduled: "2026-11-03T09:00:00.000Z",
});

export const NewArticle: Story = {
  name: "New article",
  render: () => (
    <KnowledgeStage>
      <ArticleEditorPage
        article={null}
        knowledgeBases={WRITABLE_BASES}
        initialKnowledgeBaseID={1}
        guardUnsaved={false}
      />
    </KnowledgeStage>
  ),
};

export const Editing: Story = {
  name: "Editing a published article",
  parameters: { location: "/kb/articles/1/edit" },
  render: () => (
    <KnowledgeStage>
      <ArticleEditorPage article={published} knowledgeBases={WRITABLE_BASES} guardUnsaved={false} />
    </KnowledgeStage>
  ),
};

export const DraftRestored: Story = {
  name: "With a draft restored",
  parameters: { location: "/kb/articles/1/edit" },
  // The editor's unsaved text, as this browser kept it (newer than any server copy, which previews do not have).
  beforeEach: () => {
    const key = `quorum.draft:${articleDraftKey(1, null)}`;
    window.localStorage.setItem(
      key,
      JSON.stringify({
        body: `${SOURCE}\n\nYour old name stays on posts you wrote before the change.`,
        format: "markdown",
        draftMeta: {
          name: "Changing your display name",
          excerpt: "Your display name, changed in three steps.",
          knowledgeBaseID: 1,
          knowledgeCategoryID: 1,
        },
        lastSaved: new Date(ANCHOR_TIME).toISOString(),
      }),
    );
    return () => window.localStorage.removeItem(key);
  },
  render: () => (
    <KnowledgeStage>
      <ArticleEditorPage article={published} knowledgeBases={WRITABLE_BASES} guardUnsaved={false} />
    </KnowledgeStage>
  ),
};

export const Preview: Story = {
  name: "Preview",
  parameters: { location: "/kb/articles/1/edit" },
  render: () => (
    <KnowledgeStage
      seed={(client) =>
        client.setQueryData(articleKeys.preview(SOURCE, "markdown"), {
          body: "<p>Your display name is how other members see you.</p><h2>Change it</h2><ol><li>Open your profile from the menu at the top right.</li><li>Choose <strong>Edit Profile</strong>.</li><li>Type the new name and save.</li></ol>",
        })
      }
    >
      <ArticleEditorPage
        article={published}
        knowledgeBases={WRITABLE_BASES}
        guardUnsaved={false}
        defaultTab="preview"
      />
    </KnowledgeStage>
  ),
};

export const ScheduleOpen: Story = {
  name: "Scheduled, rescheduling",
  parameters: { location: "/kb/articles/2/edit" },
  render: () => (
    <KnowledgeStage>
      <ArticleEditorPage
        article={scheduled}
        knowledgeBases={WRITABLE_BASES}
        guardUnsaved={false}
        defaultScheduling
      />
    </KnowledgeStage>
  ),
};

export const Refused: Story = {
  name: "API refusal (no knowledge base to write in)",
  render: () => (
    <KnowledgeStage>
      <EditorRefusal status={403} />
    </KnowledgeStage>
  ),
};

export const NotFound: Story = {
  name: "API refusal (article not found)",
  parameters: { location: "/kb/articles/999/edit" },
  render: () => (
    <KnowledgeStage>
      <EditorRefusal error={new ApiError(404, { message: "Article not found." })} />
    </KnowledgeStage>
  ),
};
