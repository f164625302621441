// The engagement bar under a discussion or a comment: votes with the points label, the reactions bar (each a toggle
// with its count and a tooltip of who chose it), the reactions log for moderators, bookmark (a discussion's), share,
// report, and the reports tag moderators see on reported posts. Reactions and the score change at once and revert
// when the server refuses (use-record-reactions.ts). While the reactions addon is off the votes, points, reactions
// and log go; while the reports addon is off, Report and the reports tag (docs/reference/addons.md).

import { Suspense } from "react";
import type { Comment } from "../../types/generated/api/comment";
import type { Discussion } from "../../types/generated/api/discussion";
import { cx } from "../../ui/cx";
import { useT } from "../../ui/i18n/i18n-context";
import { BookmarkButton } from "./BookmarkButton";
import { ReportAction } from "./ReportAction";
import { ReportsTag } from "./ReportsTag";
import { ReactionControlsChunk, ReactionsLogChunk } from "./reaction-controls-chunk";
import { isVote, VOTE_DOWN, VOTE_UP } from "./reaction-state";
import { ShareMenu } from "./ShareMenu";
import { useEngagementAbilities } from "./use-engagement-abilities";
import { useRecordReactions } from "./use-record-reactions";

export type EngagementBarProps =
  | { recordType: "discussion"; discussion: Discussion; className?: string }
  | { recordType: "comment"; comment: Comment; discussion: Discussion; className?: string };

export function EngagementBar(props: EngagementBarProps) {
  const t = useT();
  const { discussion } = props;
  const record = props.recordType === "discussion" ? props.discussion : props.comment;
  const recordID =
    props.recordType === "discussion" ? props.discussion.discussionID : props.comment.commentID;
  const abilities = useEngagementAbilities(discussion.categoryID, discussion.closed);
  const reactions = useRecordReactions(props.recordType, recordID, record.reactions, record.score);

  const { state, pending, toggle } = reactions;
  const up = state.reactions.find((reaction) => reaction.urlcode === VOTE_UP);
  const down = state.reactions.find((reaction) => reaction.urlcode === VOTE_DOWN);
  // Flag-class types never reach the client (they are reports): the server leaves them out of reactions.
  const others = state.reactions.filter(
    (reaction) => !isVote(reaction.urlcode) && abilities.mayReact(reaction),
  );
  const ownPost = record.insertUserID === abilities.viewerID;

  return (
    // A group (fieldset), not a region: a thread holds one bar per comment, and landmarks must be unique.
    <fieldset
      aria-label={props.recordType === "discussion" ? t("Discussion reactions") : t("Comment reactions")}
      className={cx("m-0 flex min-w-0 flex-wrap items-center gap-x-3 gap-y-2 border-0 p-0", props.className)}
    >
      {abilities.reactions ? (
        // Its own chunk, loaded only while the reactions addon is on (reaction-controls-chunk.ts).
        <Suspense fallback={null}>
          <ReactionControlsChunk.Component
            recordType={props.recordType}
            recordID={recordID}
            score={state.score}
            up={up}
            down={down}
            canVoteUp={up !== undefined && abilities.mayReact(up)}
            canVoteDown={down !== undefined && abilities.mayReact(down)}
            others={others}
            canViewWho={abilities.viewWho}
            pending={pending}
            onToggle={(urlcode) => void toggle(urlcode)}
          />
        </Suspense>
      ) : null}
      <div className="flex flex-wrap items-center gap-1">
        {props.recordType === "discussion" && abilities.signedIn ? (
          <BookmarkButton
            discussionID={discussion.discussionID}
            bookmarked={discussion.bookmarked === true}
          />
        ) : null}
        <ShareMenu
          recordType={props.recordType}
          url={record.url}
          title={discussion.name}
          canMessage={abilities.message}
        />
        {abilities.report && !ownPost ? (
          <ReportAction recordType={props.recordType} recordID={recordID} />
        ) : null}
        {abilities.moderate && abilities.reactions ? (
          <Suspense fallback={null}>
            <ReactionsLogChunk.Component
              recordType={props.recordType}
              recordID={recordID}
              viewerID={abilities.viewerID}
              onRemoved={(entry) => reactions.removed(entry.tagID, entry.userID === abilities.viewerID)}
            />
          </Suspense>
        ) : null}
        {abilities.moderate && abilities.reports && record.reportMeta ? (
          <ReportsTag
            recordType={props.recordType}
            recordID={recordID}
            countReports={record.reportMeta.countReports}
          />
        ) : null}
      </div>
    </fieldset>
  );
}
