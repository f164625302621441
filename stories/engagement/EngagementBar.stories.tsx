// The engagement bar under a discussion and under a comment: a member's view with their vote and a reaction chosen, a
// moderator's with the reactions log button and the reports tag, a tooltip listing who reacted with +N, a closed
// thread (points only), and a comment's bar.
import type { Meta, StoryObj } from "@storybook/react-vite";
import { EngagementBar } from "../../src/client/engagement/EngagementBar";
import { ReactionButton } from "../../src/client/engagement/ReactionButton";
import { makeDiscussion, makeReactionLog, makeReactions } from "../../tests/factories";
import { EngagementStage } from "./engagement-stage";

const meta = {
  title: "Engagement/Engagement Bar",
  parameters: { layout: "fullscreen", location: "/discussion/42/release-notes" },
} satisfies Meta;

export default meta;
type Story = StoryObj;

const reactions = makeReactions({ Up: 12, Down: 1, Like: 8, Insightful: 3, LOL: 1, Agree: 2 }, "Like");
const discussion = makeDiscussion({
  discussionID: 42,
  name: "Release notes for 4.2",
  categoryID: 3,
  insertUserID: 7,
  score: 24,
  closed: false,
  bookmarked: true,
  reactions,
});

export const Member: Story = {
  render: () => (
    <EngagementStage viewer="member">
      <EngagementBar recordType="discussion" discussion={discussion} />
    </EngagementStage>
  ),
};

export const Moderator: Story = {
  render: () => (
    <EngagementStage viewer="moderator">
      <EngagementBar
        recordType="discussion"
        discussion={{ ...discussion, reportMeta: { countReports: 3 } }}
      />
    </EngagementStage>
  ),
};

export const ClosedThread: Story = {
  render: () => (
    <EngagementStage viewer="member">
      <EngagementBar
        recordType="discussion"
        discussion={{ ...discussion, closed: true, score: 0, bookmarked: false }}
      />
    </EngagementStage>
  ),
};

export const Comment: Story = {
  render: () => (
    <EngagementStage viewer="member">
      <EngagementBar
        recordType="comment"
        discussion={discussion}
        comment={{
          commentID: 901,
          discussionID: 42,
          categoryID: 3,
          parentCommentID: null,
          depth: 1,
          body: "<p>Thanks, the upgrade went smoothly.</p>",
          insertUserID: 9,
          dateInserted: "2026-11-01T09:00:00Z",
          dateUpdated: null,
          score: 1,
          url: "/discussion/comment/901#Comment_901",
          reactions: makeReactions({ Up: 1, Awesome: 2 }, "Up"),
        }}
      />
    </EngagementStage>
  ),
};

/** Who chose Like, as a moderator (reactions.view) sees it: five names stacked, then +3. */
export const TooltipWithOverflow: Story = {
  render: () => {
    const like = reactions.find((reaction) => reaction.urlcode === "Like");
    if (!like) return <p>No Like type.</p>;
    return (
      <EngagementStage
        viewer="moderator"
        log={{ recordType: "discussion", recordID: 42, entries: makeReactionLog(reactions, "Like", 8) }}
      >
        <div style={{ paddingTop: 140 }}>
          <ReactionButton
            recordType="discussion"
            recordID={42}
            reaction={like}
            canViewWho
            pending={null}
            onToggle={() => undefined}
            tooltipOpen
          />
        </div>
      </EngagementStage>
    );
  },
};
