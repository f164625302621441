// The content log page's views (/log/filter, docs/reference/routes.md#app-routes), for moderators: a discussion's
// revision history (each version, who and when, what changed word by word) and a discussion's deleted comments with
// Restore.

import type { Meta, StoryObj } from "@storybook/react-vite";
import { contentLogKeys } from "../../src/client/api/content-log";
import { postSourceKeys } from "../../src/client/api/post-source";
import { ContentLogView } from "../../src/client/editing/ContentLogView";
import type { ContentLogEntry } from "../../src/types/generated/api/content-log-entry";
import { makeUser } from "../../tests/factories";
import { hoursAgo } from "../../tests/factories/clock";
import { EditingStage } from "./editing-stage";

const meta = {
  title: "Editing/Content Log",
  parameters: { layout: "fullscreen", location: "/log/filter" },
} satisfies Meta;

export default meta;

type Story = StoryObj;

const author = makeUser({ userID: 31, name: "MariaGarcia" });
const moderator = makeUser({ userID: 2, name: "moderator" });

const edit = (
  logID: number,
  data: Record<string, unknown>,
  by: typeof author,
  hours: number,
): ContentLogEntry => ({
  logID,
  recordType: "discussion",
  recordID: 12,
  parentRecordID: 3,
  operation: "edit",
  data,
  insertUserID: by.userID,
  insertUser: by,
  recordUserID: author.userID,
  recordUser: author,
  dateInserted: hoursAgo(hours),
  recordExists: true,
});

const revisions: ContentLogEntry[] = [
  edit(
    40,
    {
      name: "Printer on fire",
      body: "After the update my printer jams on every second page.\n\nAnyone else?",
      format: "markdown",
      dateUpdated: hoursAgo(30),
    },
    author,
    28,
  ),
  edit(
    41,
    {
      name: "Printer on fire after the update",
      body: "After the 4.2 update my LX-200 jams on every second page.\n\nAnyone else?",
      format: "markdown",
      dateUpdated: hoursAgo(28),
    },
    moderator,
    3,
  ),
];

/** Three versions: the author's first, their own edit, and a moderator's. */
export const RevisionHistory: Story = {
  render: () => (
    <EditingStage
      viewer="moderator"
      minHeight={600}
      seed={(client) => {
        client.setQueryData(
          contentLogKeys.list({ recordType: "discussion", recordID: 12, operation: "edit", limit: 100 }),
          revisions,
        );
        client.setQueryData(postSourceKeys.detail("discussion", 12), {
          recordType: "discussion",
          recordID: 12,
          discussionID: 12,
          categoryID: 3,
          name: "Printer on fire after the update",
          body: "After the 4.2 update my LX-200 jams on every second page when the tray is more than half full.\n\nAnyone else?",
          format: "markdown",
          insertUserID: author.userID,
          dateInserted: hoursAgo(30),
          dateUpdated: hoursAgo(3),
          updateUserID: moderator.userID,
          closed: false,
          editableUntil: null,
        });
      }}
    >
      <ContentLogView query={{ recordType: "discussion", recordID: 12 }} />
    </EditingStage>
  ),
};

const deleted = (
  logID: number,
  commentID: number,
  body: string,
  hours: number,
  restored = false,
): ContentLogEntry => ({
  logID,
  recordType: "comment",
  recordID: commentID,
  parentRecordID: 12,
  operation: "delete",
  data: { commentID, body, format: "markdown", dateInserted: hoursAgo(hours + 2) },
  bodyHtml: `<p>${body}</p>`,
  insertUserID: moderator.userID,
  insertUser: moderator,
  recordUserID: author.userID,
  recordUser: author,
  dateInserted: hoursAgo(hours),
  recordExists: restored,
});

/** Two deleted comments, newest first; the older one has been restored since. */
export const DeletedComments: Story = {
  render: () => (
    <EditingStage
      viewer="moderator"
      minHeight={420}
      seed={(client) =>
        client.setQueryData(
          contentLogKeys.list({ recordType: "comment", parentRecordID: 12, operation: "delete", limit: 100 }),
          [
            deleted(52, 640, "Buy cheap toner at totally-legit-toner.example!!!", 1),
            deleted(47, 618, "Have you tried turning it off and on again?", 20, true),
          ],
        )
      }
    >
      <ContentLogView query={{ recordType: "comment", parentRecordID: 12, operation: "delete" }} />
    </EditingStage>
  ),
};
