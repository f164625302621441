// One comment of the thread (docs/reference/permissions.md#permissions-record): author (the name opens the user
// card), the OP tag on the original poster's comments, the date as the comment's permalink, the body (sanitized HTML
// from the server) or the edit form in its place, 'Updated by', then the engagement bar, Reply (comments.add; on a
// closed discussion only for those who may close discussions, lib/permissions/close-permissions.ts) opening the
// composer inline, and the comment's options. Replies nest below; those at or beyond the collapse depth wait behind
// 'Show N replies'.

import { useEffect, useId, useRef, useState } from "react";
import { REPLY_WHEN_CLOSED_PERMISSIONS } from "../../lib/permissions/close-permissions";
import type { Comment } from "../../types/generated/api/comment";
import { Badge } from "../../ui/Badge";
import { cx } from "../../ui/cx";
import { RichMessage, useT } from "../../ui/i18n/i18n-context";
import { RelativeTime } from "../../ui/RelativeTime";
import { CommentComposer } from "../composer/CommentComposer";
import { useReplyRequested } from "../composer/reply-draft-link";
import { CommentEditForm, CommentOptionsMenu } from "../editing/PostEditControls";
import { EngagementBar } from "../engagement/EngagementBar";
import { usePermission } from "../permissions/use-permission";
import { TranslatablePostBody } from "../translation/TranslatablePostBody";
import { authorName, PostAuthor } from "./PostAuthor";
import { PostSignature } from "./PostSignature";
import { RepliesToggle } from "./RepliesToggle";
import { useThread } from "./thread-context";
import { commentAnchor } from "./thread-urls";

/**
 * Where focus goes once an inline form closes (the form held it, and unmounting would drop it on <body>): a
 * cancelled reply back to Reply, a posted one to the new comment, a closed edit form to the comment's options.
 */
type FocusAfterForm = { to: "reply" } | { to: "options" } | { to: "comment"; commentID: number };

export function CommentList({
  comments,
  id,
  className,
  hidden,
}: {
  comments: Comment[];
  id?: string;
  className?: string;
  hidden?: boolean;
}) {
  return (
    <ol id={id} hidden={hidden} className={cx("flex flex-col gap-4", className)}>
      {comments.map((comment) => (
        <li key={comment.commentID}>
          <CommentItem comment={comment} />
        </li>
      ))}
    </ol>
  );
}

function useCanReply(): boolean {
  const { discussion } = useThread();
  const options = { resourceID: discussion.categoryID };
  const canAdd = usePermission("comments.add", options);
  const canReplyWhenClosed = usePermission(REPLY_WHEN_CLOSED_PERMISSIONS, options);
  return canAdd && (!discussion.closed || canReplyWhenClosed);
}

function CommentItem({ comment }: { comment: Comment }) {
  const t = useT();
  const thread = useThread();
  const { discussion } = thread;
  const canReply = useCanReply();
  const [editing, setEditing] = useState(false);
  // 'Navigate to Draft' for a reply draft opens this comment's permalink with ?reply=1: start with the reply open.
  const replyRequested = useReplyRequested(comment.commentID);
  const [replying, setReplying] = useState(replyRequested);
  const children = comment.children ?? [];
  const startsCollapsed =
    comment.depth + 1 >= thread.collapseChildDepth && !thread.openAncestors.has(comment.commentID);
  const [expanded, setExpanded] = useState(!startsCollapsed);
  const repliesID = useId();
  const name = authorName(comment.insertUser, t);
  const optionsLabel = t("Comment options");
  const articleRef = useRef<HTMLElement>(null);
  const replyButtonRef = useRef<HTMLButtonElement>(null);
  const focusAfterForm = useRef<FocusAfterForm | null>(null);
  // Runs after the render that removed the form (and, for a posted reply, added the new comment below).
  useEffect(() => {
    const pending = focusAfterForm.current;
    if (!pending) return;
    focusAfterForm.current = null;
    const article = articleRef.current;
    const target =
      pending.to === "comment"
        ? article?.querySelector<HTMLElement>(`[data-comment-id="${pending.commentID}"]`)
        : pending.to === "options"
          ? article?.querySelector<HTMLElement>(
              `:scope > footer button[aria-label=${JSON.stringify(optionsLabel)}]`,
            )
          : replyButtonRef.current;
    // A reply shown elsewhere (another page) or a menu that is gone: Reply, else the comment itself.
    (target ?? replyButtonRef.current ?? article)?.focus();
  });
  const isOP = thread.showOPTag && comment.insertUserID === discussion.insertUserID;
  const highlighted = thread.highlightCommentID === comment.commentID;

  return (
    <article
      ref={articleRef}
      id={thread.anchors ? commentAnchor(comment.commentID) : undefined}
      data-comment-id={comment.commentID}
      tabIndex={-1}
      aria-label={t("Comment by {name}", { name })}
      data-highlighted={highlighted ? "true" : undefined}
      className={cx(
        "scroll-mt-24 rounded-md border border-border bg-bg p-4 focus:outline-none",
        highlighted && "border-primary ring-2 ring-primary",
      )}
    >
      <header className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
        <PostAuthor user={comment.insertUser} />
        {isOP ? (
          <Badge tone="primary">
            <abbr title={t("Original poster")} className="no-underline">
              {t("OP")}
            </abbr>
          </Badge>
        ) : null}
        {comment.answerStatus === "accepted" ? <Badge tone="success">{t("Accepted answer")}</Badge> : null}
        {comment.answerStatus === "rejected" ? <Badge tone="muted">{t("Rejected answer")}</Badge> : null}
        <a href={comment.url} className="text-fg-muted hover:text-primary hover:underline">
          <RelativeTime date={comment.dateInserted} />
        </a>
      </header>
      {editing ? (
        <CommentEditForm
          comment={comment}
          onSaved={(saved) => {
            focusAfterForm.current = { to: "options" };
            setEditing(false);
            thread.onEdited(saved);
          }}
          onCancel={() => {
            focusAfterForm.current = { to: "options" };
            setEditing(false);
          }}
        />
      ) : (
        <TranslatablePostBody
          recordType="comment"
          recordID={comment.commentID}
          html={comment.body}
          className="userContent mt-2 text-fg"
        />
      )}
      {editing ? null : <PostSignature user={comment.insertUser} />}
      {comment.dateUpdated && comment.updateUser ? (
        <p className="mt-2 text-xs text-fg-muted">
          <RichMessage
            id="Updated by {name} <time></time>"
            values={{
              name: comment.updateUser.name,
              time: () => <RelativeTime date={comment.dateUpdated ?? ""} />,
            }}
          />
        </p>
      ) : null}
      <footer className="mt-3 flex flex-wrap items-center gap-2">
        <EngagementBar recordType="comment" comment={comment} discussion={discussion} />
        {canReply ? (
          <button
            ref={replyButtonRef}
            type="button"
            aria-expanded={replying}
            onClick={() => setReplying((open) => !open)}
            className="rounded-control px-2 py-1 text-sm font-semibold text-fg hover:bg-bg-hover focus-visible:outline-2 focus-visible:outline-primary"
          >
            {t("Reply")}
          </button>
        ) : null}
        {thread.renderCommentExtras?.(comment)}
        <CommentOptionsMenu
          comment={comment}
          discussion={discussion}
          onEdit={() => setEditing(true)}
          onDeleted={() => thread.onDeleted(comment.commentID)}
        />
      </footer>
      {replying ? (
        <div className="mt-3">
          <CommentComposer
            discussion={discussion}
            parentComment={comment}
            autoFocus
            onPosted={(posted) => {
              focusAfterForm.current = { to: "comment", commentID: posted.commentID };
              setReplying(false);
              setExpanded(true);
              thread.onPosted(posted);
            }}
            onCancel={() => {
              focusAfterForm.current = { to: "reply" };
              setReplying(false);
            }}
          />
        </div>
      ) : null}
      {children.length > 0 ? (
        <div className="mt-3 border-s-2 border-border ps-4">
          {startsCollapsed || !expanded ? (
            <RepliesToggle
              expanded={expanded}
              count={comment.countReplies ?? children.length}
              controls={repliesID}
              onToggle={() => setExpanded((open) => !open)}
            />
          ) : null}
          <CommentList comments={children} id={repliesID} hidden={!expanded} className="mt-2" />
        </div>
      ) : null}
    </article>
  );
}
