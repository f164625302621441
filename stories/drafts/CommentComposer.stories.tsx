// The comment composer: empty under a discussion, reopened on a draft the member left (restored from this browser's
// copy), and as an inline reply with Cancel.
import type { Meta, StoryObj } from "@storybook/react-vite";
import { CommentComposer } from "../../src/client/composer/CommentComposer";
import { commentDraftKey } from "../../src/client/composer/comment-drafts";
import { makeComment, makeDiscussion } from "../../tests/factories";
import { DraftsStage } from "./drafts-stage";

const meta = {
  title: "Drafts/Comment Composer",
  parameters: { layout: "fullscreen", location: "/discussion/42/release-notes" },
} satisfies Meta;

export default meta;
type Story = StoryObj;

const discussion = makeDiscussion({ discussionID: 42, name: "Release notes for 4.2", categoryID: 3 });
const parent = makeComment(discussion, 880);
const ignore = () => undefined;

export const TopLevel: Story = {
  render: () => (
    <DraftsStage>
      <CommentComposer discussion={discussion} onPosted={ignore} />
    </DraftsStage>
  ),
};

export const RestoredDraft: Story = {
  // The member's unposted text, as this browser kept it (newer than any server copy, which previews do not have).
  beforeEach: () => {
    const key = `quorum.draft:${commentDraftKey(discussion.discussionID, null)}`;
    window.localStorage.setItem(
      key,
      JSON.stringify({
        body: "Thanks for the write-up! One question about the migration step: does it keep custom roles?",
        format: "markdown",
        draftMeta: {},
        lastSaved: "2026-11-01T11:40:00Z",
      }),
    );
    return () => window.localStorage.removeItem(key);
  },
  render: () => (
    <DraftsStage>
      <CommentComposer discussion={discussion} onPosted={ignore} />
    </DraftsStage>
  ),
};

export const Reply: Story = {
  render: () => (
    <DraftsStage>
      <CommentComposer discussion={discussion} parentComment={parent} onPosted={ignore} onCancel={ignore} />
    </DraftsStage>
  ),
};
