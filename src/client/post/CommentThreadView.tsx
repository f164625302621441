// A page of the comment thread as the post page shows it: heading, sort switcher, the nested comments, and the
// pager (/discussion/{id}/{slug}/p{N}, keeping ?sort=). Comments posted here (inline replies, or the create comment
// asset's comment-posted event) join the page without a reload; edits and deletions show at once. A permalink's
// comment is scrolled to, focused and highlighted, its collapsed ancestors opened.
import { type ReactNode, useEffect, useMemo, useRef, useState } from "react";
import type { Comment } from "../../types/generated/api/comment";
import type { Discussion } from "../../types/generated/api/discussion";
import { useT } from "../../ui/i18n/i18n-context";
import { Pager } from "../../ui/Pager";
import { COMMENT_POSTED_EVENT, type CommentPostedDetail } from "../composer/comment-events";
import { CommentList } from "./CommentItem";
import { SortSwitcher } from "./SortSwitcher";
import { ThreadContext, type ThreadContextValue } from "./thread-context";
import { ancestorsOf, insertComment, removeComment, replaceComment } from "./thread-tree";
import { commentAnchor, threadPageHref } from "./thread-urls";

export interface CommentThreadViewProps {
  discussion: Discussion;
  comments: Comment[];
  paging: { page: number; limit: number; total: number };
  sort: string;
  defaultSort: string;
  maxDepth: number;
  collapseChildDepth: number;
  showOPTag: boolean;
  highlightCommentID?: number | undefined;
  renderCommentExtras?: (comment: Comment) => ReactNode;
  /** Shown when the page holds no comment. */
  emptyMessage?: string;
  /** A fixed list beside the thread (accepted answers): no sort switcher, pager or #Comment_{id} anchors. */
  bare?: boolean;
}

function useScrollToHighlight(commentID: number | undefined) {
  useEffect(() => {
    if (commentID === undefined) return;
    const element = document.getElementById(commentAnchor(commentID));
    if (!element) return;
    element.scrollIntoView?.({ block: "center" });
    element.focus({ preventScroll: true });
  }, [commentID]);
}

/**
 * Top-level comments from the page's composer (composer/comment-events.ts): shown here when this page is where the
 * thread puts them — the last page oldest first, the first page newest first — and the event is marked handled;
 * otherwise the composer opens the comment's permalink (the page holding it).
 */
function useTopLevelComments(props: CommentThreadViewProps, add: (comment: Comment) => void) {
  const { bare, sort, paging } = props;
  const discussionID = props.discussion.discussionID;
  const lastPage = Math.max(1, Math.ceil(paging.total / paging.limit));
  const here =
    sort === "-dateInserted" ? paging.page === 1 : sort === "dateInserted" && paging.page >= lastPage;
  const addRef = useRef(add);
  addRef.current = add;
  useEffect(() => {
    if (bare || !here) return;
    const listener = (event: Event) => {
      const { comment } = (event as CustomEvent<CommentPostedDetail>).detail;
      if (comment.discussionID !== discussionID || comment.parentCommentID !== null) return;
      event.preventDefault();
      addRef.current(comment);
    };
    window.addEventListener(COMMENT_POSTED_EVENT, listener);
    return () => window.removeEventListener(COMMENT_POSTED_EVENT, listener);
  }, [bare, here, discussionID]);
}

export function CommentThreadView(props: CommentThreadViewProps) {
  const t = useT();
  const { discussion, paging, maxDepth } = props;
  const [comments, setComments] = useState(props.comments);
  // A new page (navigation, sort) replaces whatever was added to the old one.
  useEffect(() => setComments(props.comments), [props.comments]);
  useTopLevelComments(props, (comment) =>
    setComments((tree) =>
      props.sort === "-dateInserted"
        ? [{ ...comment, depth: 1, children: [], countReplies: 0 }, ...tree]
        : insertComment(tree, comment, maxDepth),
    ),
  );
  useScrollToHighlight(props.highlightCommentID);
  const openAncestors = useMemo(
    () => new Set(props.highlightCommentID ? ancestorsOf(props.comments, props.highlightCommentID) : []),
    [props.comments, props.highlightCommentID],
  );
  const context: ThreadContextValue = {
    discussion,
    showOPTag: props.showOPTag,
    collapseChildDepth: props.collapseChildDepth,
    highlightCommentID: props.highlightCommentID,
    openAncestors,
    anchors: !props.bare,
    onPosted: (comment) => setComments((tree) => insertComment(tree, comment, maxDepth)),
    onEdited: (comment) => setComments((tree) => replaceComment(tree, comment)),
    onDeleted: (commentID) => setComments((tree) => removeComment(tree, commentID)),
    renderCommentExtras: props.renderCommentExtras,
  };
  return (
    <ThreadContext.Provider value={context}>
      {props.bare ? null : (
        <SortSwitcher
          discussionUrl={discussion.url}
          sort={props.sort}
          defaultSort={props.defaultSort}
          className="mb-4"
        />
      )}
      {comments.length === 0 ? (
        <p className="rounded-md border border-dashed border-border px-4 py-6 text-center text-sm text-fg-muted">
          {props.emptyMessage ?? t("No comments yet.")}
        </p>
      ) : (
        <CommentList comments={comments} />
      )}
      {props.bare ? null : (
        <Pager
          page={paging.page}
          limit={paging.limit}
          total={paging.total}
          className="mt-6 justify-center"
          pageHref={(location, page) =>
            threadPageHref(discussion.url, page, props.sort, props.defaultSort, location.search)
          }
        />
      )}
    </ThreadContext.Provider>
  );
}
