// Bookmark (spec 000 §4): applied at once, reverted if the call fails with the toast 'There was a problem
// bookmarking this discussion.'. Its icon has three states: normal, bookmarking (while the call runs), bookmarked.
import { useEffect, useRef, useState } from "react";
import { cx } from "../../ui/cx";
import { toast } from "../../ui/toast-store";
import { putBookmark } from "../api/bookmarks";
import { EngagementIcon } from "./engagement-icons";

export const BOOKMARK_FAILURE = "There was a problem bookmarking this discussion.";

export type BookmarkIconState = "normal" | "bookmarking" | "bookmarked";

export function BookmarkButton({ discussionID, bookmarked }: { discussionID: number; bookmarked: boolean }) {
  const [on, setOn] = useState(bookmarked);
  const [pending, setPending] = useState(false);
  const busy = useRef(false);
  useEffect(() => {
    if (!busy.current) setOn(bookmarked);
  }, [bookmarked]);

  const toggle = async () => {
    if (busy.current) return;
    busy.current = true;
    const next = !on;
    setOn(next);
    setPending(true);
    try {
      const answer = await putBookmark(discussionID, next);
      setOn(answer.bookmarked);
    } catch {
      setOn(!next);
      toast.error(BOOKMARK_FAILURE, { dismissible: true });
    } finally {
      busy.current = false;
      setPending(false);
    }
  };

  const iconState: BookmarkIconState = pending && on ? "bookmarking" : on ? "bookmarked" : "normal";
  return (
    <button
      type="button"
      aria-pressed={on}
      aria-busy={pending || undefined}
      data-state={iconState}
      onClick={() => void toggle()}
      className={cx(
        "inline-flex h-8 items-center gap-1.5 rounded-control px-2 text-sm focus-visible:outline-2",
        "focus-visible:outline-offset-2 focus-visible:outline-primary hover:text-primary",
        on ? "text-primary-hover" : "text-fg-muted",
      )}
    >
      <EngagementIcon
        name="bookmark"
        filled={iconState !== "normal"}
        className={iconState === "bookmarking" ? "animate-pulse opacity-60" : undefined}
      />
      {/* One name for both states: aria-pressed says which (a toggle's label must not change). */}
      Bookmark
    </button>
  );
}
