// The edit window (docs/reference/errors.md#bulk-actions): an author may edit their own discussion or comment while
// it is not closed and for `timeout` seconds after posting (-1: no limit); holders of community.moderate or the
// category's edit permission always may. Pure, shared by the server (which enforces it) and the client (which shows
// the time left).
import { englishText, type Translate } from "../english-text";
import type { PermissionName } from "../permissions/names";

/** The config key (seconds, -1 unlimited) and its default: an hour, long enough to fix a typo or add a detail. */
export const EDIT_TIMEOUT_CONFIG_KEY = "posting.editContentTimeout";
export const DEFAULT_EDIT_TIMEOUT_SECONDS = 3600;

/** Milliseconds of the window left at `now`: Infinity when unlimited, 0 or less when it has closed. */
export function editTimeRemainingMs(
  dateInserted: string | Date,
  timeoutSeconds: number,
  now: number,
): number {
  if (timeoutSeconds < 0) return Number.POSITIVE_INFINITY;
  const inserted = typeof dateInserted === "string" ? Date.parse(dateInserted) : dateInserted.getTime();
  if (Number.isNaN(inserted)) return 0;
  return inserted + timeoutSeconds * 1000 - now;
}

export interface EditablePost {
  insertUserID: number;
  dateInserted: string | Date;
  /** The discussion is closed (for a comment: its discussion). */
  closed: boolean;
}

/** Whether the author's own right to edit still holds (editors are checked separately). */
export function authorMayEdit(
  post: EditablePost,
  userID: number,
  timeoutSeconds: number,
  now: number,
): boolean {
  if (userID === 0 || post.insertUserID !== userID || post.closed) return false;
  return editTimeRemainingMs(post.dateInserted, timeoutSeconds, now) > 0;
}

/** The permissions that let someone edit anything in a category, by record type. */
export function editorPermissions(recordType: "discussion" | "comment"): PermissionName[] {
  return ["community.moderate", recordType === "discussion" ? "discussions.edit" : "comments.edit"];
}

/**
 * How often the client re-checks the window (docs/reference/permissions.md#editing): every 10 s, every 5 s in the
 * last minute.
 */
export function editRecheckDelayMs(remainingMs: number): number {
  return remainingMs <= 60_000 ? 5_000 : 10_000;
}

/**
 * The remaining time as the button shows it, in whole units rounded down so that it never promises more time than
 * there is: "45 seconds", "1 minute", "4 minutes", "2 hours", "3 days", in the language of `t`. Empty when unlimited (the
 * button reads "Edit").
 */
export function editTimeLabel(remainingMs: number, t: Translate = englishText): string {
  if (!Number.isFinite(remainingMs)) return "";
  const seconds = Math.max(0, Math.ceil(remainingMs / 1000));
  if (seconds < 60) return t("{count, plural, one {# second} other {# seconds}}", { count: seconds });
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return t("{count, plural, one {# minute} other {# minutes}}", { count: minutes });
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return t("{count, plural, one {# hour} other {# hours}}", { count: hours });
  return t("{count, plural, one {# day} other {# days}}", { count: Math.floor(hours / 24) });
}
