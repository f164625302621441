// Bookmark (docs/reference/ui-behaviour.md#optimistic-updates): applied at once, reverted if the call fails with the
// toast 'There was a problem bookmarking this discussion.'. Its icon has three states: normal, bookmarking (while the
// call runs), bookmarked.
import { useEffect, useState } from "react";
import { msg } from "../../lib/i18n/msg";
import { cx } from "../../ui/cx";
import { Icon } from "../../ui/Icon";
import { useT } from "../../ui/i18n/i18n-context";
import { toast } from "../../ui/toast-store";
import { useBookmarkMutation } from "../api/discussions";

export const BOOKMARK_FAILURE = msg("There was a problem bookmarking this discussion.");

type BookmarkIconState = "normal" | "bookmarking" | "bookmarked";

export function BookmarkButton({ discussionID, bookmarked }: { discussionID: number; bookmarked: boolean }) {
  const t = useT();
  const [on, setOn] = useState(bookmarked);
  const mutation = useBookmarkMutation(discussionID);
  const pending = mutation.isPending;
  // A new value from the page is taken unless a change of the member's own is on its way.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new prop value resets the shown state.
  useEffect(() => {
    if (!pending) setOn(bookmarked);
  }, [bookmarked]);

  const toggle = () => {
    if (pending) return;
    const next = !on;
    setOn(next);
    mutation.mutate(next, {
      onSuccess: (answer) => setOn(answer.bookmarked),
      onError: () => {
        setOn(!next);
        toast.error(t(BOOKMARK_FAILURE), { dismissible: true });
      },
    });
  };

  const iconState: BookmarkIconState = pending && on ? "bookmarking" : on ? "bookmarked" : "normal";
  return (
    <button
      type="button"
      aria-pressed={on}
      aria-busy={pending || undefined}
      data-state={iconState}
      onClick={toggle}
      className={cx(
        "inline-flex h-8 items-center gap-1.5 rounded-control px-2 text-sm focus-visible:outline-2",
        "focus-visible:outline-offset-2 focus-visible:outline-primary hover:text-primary",
        on ? "text-primary-hover" : "text-fg-muted",
      )}
    >
      <Icon
        name="bookmark"
        filled={iconState !== "normal"}
        className={iconState === "bookmarking" ? "animate-pulse opacity-60" : undefined}
      />
      {/* One name for both states: aria-pressed says which (a toggle's label must not change). */}
      {t("Bookmark")}
    </button>
  );
}
