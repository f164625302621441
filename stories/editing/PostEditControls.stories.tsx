// Editing on the post page (docs/reference/permissions.md#editing, docs/reference/ui-behaviour.md#share): the
// original post's 'Edit (remaining time)' link, the comment options menu as its author and as a moderator see it, and
// the comment edit form with a field error. "Now" is frozen (2026-11-01T12:00:00Z), so the times left read the same
// in every run.

import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, within } from "storybook/test";
import { postSourceKeys } from "../../src/client/api/post-source";
import {
  CommentEditForm,
  CommentOptionsMenu,
  DiscussionEditLink,
} from "../../src/client/editing/PostEditControls";
import { makeComment, makeDiscussion } from "../../tests/factories";
import { ANCHOR_TIME } from "../../tests/factories/clock";
import { EditingStage, MEMBER_VIEWER } from "./editing-stage";

const meta = {
  title: "Editing/Post Edit Controls",
  parameters: { layout: "fullscreen", location: "/discussion/12/printer-on-fire" },
} satisfies Meta;

export default meta;

type Story = StoryObj;

const now = () => ANCHOR_TIME;
const minutesAgo = (minutes: number) => new Date(ANCHOR_TIME - minutes * 60_000).toISOString();
const discussion = makeDiscussion({
  discussionID: 12,
  categoryID: 3,
  insertUserID: MEMBER_VIEWER.userID,
  name: "Printer on fire after the update",
  dateInserted: minutesAgo(56),
});
const ownComment = makeComment({ ...discussion, insertUserID: 31 }, 501, {
  insertUserID: MEMBER_VIEWER.userID,
  dateInserted: minutesAgo(4),
});
const othersComment = makeComment({ ...discussion, insertUserID: 31 }, 502, { insertUserID: 31 });
const noop = () => undefined;

/** The author, 56 minutes into the default one-hour window: 'Edit (4 minutes)'. */
export const DiscussionEditLinkForTheAuthor: Story = {
  render: () => (
    <EditingStage viewer="member" minHeight={80}>
      <DiscussionEditLink discussion={discussion} editContentTimeout={3600} now={now} />
    </EditingStage>
  ),
};

/** The comment's author sees Edit with the time left, and Quote. */
export const CommentMenuForTheAuthor: Story = {
  render: () => (
    <EditingStage viewer="member">
      <div className="flex justify-end">
        <CommentOptionsMenu
          comment={ownComment}
          discussion={discussion}
          onEdit={noop}
          onDeleted={noop}
          editContentTimeout={3600}
          now={now}
          defaultOpen
        />
      </div>
    </EditingStage>
  ),
};

/** A moderator: Edit at any age, Quote, Delete (with confirmation) and Revision History. */
export const CommentMenuForAModerator: Story = {
  render: () => (
    <EditingStage viewer="moderator">
      <div className="flex justify-end">
        <CommentOptionsMenu
          comment={othersComment}
          discussion={discussion}
          onEdit={noop}
          onDeleted={noop}
          now={now}
          defaultOpen
        />
      </div>
    </EditingStage>
  ),
};

function EditFormStory() {
  const [saved, setSaved] = useState(false);
  return saved ? (
    <p>Saved.</p>
  ) : (
    <CommentEditForm comment={ownComment} onSaved={() => setSaved(true)} onCancel={noop} />
  );
}

/**
 * The edit form starts from the comment's source text (GET /comments/{id}/edit), its text box focused: the form
 * focuses it as it opens, and the play function focuses it again and waits for it, so the story shows the focused
 * box however its render was timed.
 */
export const CommentEditFormStory: Story = {
  name: "Comment Edit Form",
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByLabelText("Edit comment");
    box.focus();
    await expect(box).toHaveFocus();
  },
  render: () => (
    <EditingStage
      viewer="member"
      seed={(client) =>
        client.setQueryData(postSourceKeys.detail("comment", ownComment.commentID), {
          recordType: "comment",
          recordID: ownComment.commentID,
          discussionID: discussion.discussionID,
          categoryID: discussion.categoryID,
          body: "Same here: it jams when the tray is **more than half full**.\n\nHalf a tray works every time.",
          format: "markdown",
          insertUserID: MEMBER_VIEWER.userID,
          dateInserted: ownComment.dateInserted,
          dateUpdated: null,
          updateUserID: null,
          closed: false,
          editableUntil: new Date(ANCHOR_TIME + 56 * 60_000).toISOString(),
        })
      }
    >
      <EditFormStory />
    </EditingStage>
  ),
};
