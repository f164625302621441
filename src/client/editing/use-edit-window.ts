// The edit window on the client: the configured timeout (inlined with the site info), who may edit a post, and the
// time left, re-checked every 10 s and every 5 s in the last minute (docs/reference/permissions.md#editing) until the
// window closes.
import { useEffect, useState } from "react";
import { useSession } from "../../layout/session";
import {
  DEFAULT_EDIT_TIMEOUT_SECONDS,
  editorPermissions,
  editRecheckDelayMs,
  editTimeRemainingMs,
} from "../../lib/editing/edit-window";
import { useRenderClock } from "../../ui/render-clock";
import { useOptionalAppState } from "../app-state";
import { usePermission } from "../permissions/use-permission";

/** Seconds authors may edit for (-1: no limit): the prop when given, else the site's setting. */
export function useEditContentTimeout(override?: number): number {
  const state = useOptionalAppState();
  return override ?? state?.site.editContentTimeout ?? DEFAULT_EDIT_TIMEOUT_SECONDS;
}

/**
 * Milliseconds left at the last check (Infinity when unlimited, 0 or less once closed). While `active`, checks
 * again after 10 s, or 5 s with a minute or less left, and at the very end so the control goes on time.
 */
export function useEditTimeRemaining(
  dateInserted: string,
  timeoutSeconds: number,
  active: boolean,
  now: () => number = Date.now,
): number {
  // A server-rendered page hydrates with the server's clock ('Edit (4 minutes)' written the same on both sides),
  // then the effect reads the browser's.
  const renderedAt = useRenderClock();
  const [remaining, setRemaining] = useState(() =>
    editTimeRemainingMs(dateInserted, timeoutSeconds, renderedAt ?? now()),
  );
  useEffect(() => {
    if (!active) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = () => {
      const left = editTimeRemainingMs(dateInserted, timeoutSeconds, now());
      setRemaining(left);
      if (left > 0 && Number.isFinite(left))
        timer = setTimeout(check, Math.min(editRecheckDelayMs(left), left));
    };
    check();
    return () => clearTimeout(timer);
  }, [dateInserted, timeoutSeconds, active, now]);
  return remaining;
}

export interface EditRights {
  /** Edits anything in the category (community.moderate, discussions.edit / comments.edit). */
  editor: boolean;
  /** The viewer wrote it, and it is not closed: the window decides. */
  authorInWindowRules: boolean;
}

export function useEditRights(
  recordType: "discussion" | "comment",
  post: { insertUserID: number; categoryID: number },
  closed: boolean,
): EditRights {
  const { user, isGuest } = useSession();
  const editor = usePermission(editorPermissions(recordType), { resourceID: post.categoryID });
  return { editor, authorInWindowRules: !isGuest && !closed && user.userID === post.insertUserID };
}
