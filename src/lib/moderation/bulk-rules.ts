// Who may moderate a discussion, one rule per operation, and the words bulk moderation refuses with: the server
// decides with them (one-at-a-time discussion options and bulk calls), the list and bulk forms use them to show
// checkboxes and warn before anything is sent. Where the permissions come from is a ModerationCheck.
// community.moderate (global) may do everything; discussions.manage may do every operation in its categories.
// Besides those:
// - move / merge need discussions.edit in the discussion's category (and a move in the target category too, so a
//   moderator cannot push content into a category they do not moderate);
// - close needs discussions.close or discussions.moderate (CLOSE_ANY_PERMISSIONS), or discussions.closeOwn on
//   the viewer's own discussion;
// - delete needs discussions.delete.
import { englishText, type Translate } from "../english-text";
import { msg } from "../i18n/msg";
import { CLOSE_ANY_PERMISSIONS } from "../permissions/close-permissions";
import type { PermissionName } from "../permissions/names";

/** One user's permissions, as each side reads them. */
export interface ModerationCheck {
  /** Held globally (community.moderate is only ever global). */
  global(name: PermissionName): boolean;
  /** One of the names held in the category (or globally). */
  inCategory(names: PermissionName | readonly PermissionName[], categoryID: number): boolean;
  /** One of the names held globally or in at least one category. */
  anywhere(names: readonly PermissionName[]): boolean;
}

export type BulkAction = "move" | "merge" | "close" | "delete";

function moderates(check: ModerationCheck, categoryID: number): boolean {
  return check.global("community.moderate") || check.inCategory("discussions.manage", categoryID);
}

/** Whether the viewer may start a bulk action at all (the list checkboxes show for them). */
export function canBulkModerate(check: ModerationCheck): boolean {
  return check.anywhere(["community.moderate", "discussions.manage"]);
}

/** Editing a category's discussions as a moderator: moving them out of or into it, merging them. */
export function canEditIn(check: ModerationCheck, categoryID: number): boolean {
  return moderates(check, categoryID) || check.inCategory("discussions.edit", categoryID);
}

/**
 * Closing a discussion. `isOwn`: the viewer wrote it (closeOwn then suffices); the interface, which does not
 * know authors, leaves it out and asks only the close-any rule.
 */
export function canClose(
  check: ModerationCheck,
  discussion: { categoryID: number; isOwn?: boolean },
): boolean {
  if (check.inCategory(CLOSE_ANY_PERMISSIONS, discussion.categoryID)) return true;
  return discussion.isOwn === true && check.inCategory("discussions.closeOwn", discussion.categoryID);
}

export function canDelete(check: ModerationCheck, categoryID: number): boolean {
  return moderates(check, categoryID) || check.inCategory("discussions.delete", categoryID);
}

/** Whether the action may be done on a discussion of this category (close: by the close-any rule). */
export function mayDo(
  check: ModerationCheck,
  action: BulkAction,
  discussion: { categoryID: number; isOwn?: boolean },
): boolean {
  switch (action) {
    case "move":
    case "merge":
      return canEditIn(check, discussion.categoryID);
    case "close":
      return canClose(check, discussion);
    case "delete":
      return canDelete(check, discussion.categoryID);
  }
}

/** The permissions a viewer must hold somewhere to start each bulk call (besides community.moderate). */
export const BULK_GATES: Readonly<Record<BulkAction, readonly PermissionName[]>> = {
  move: ["discussions.edit", "discussions.manage"],
  merge: ["discussions.edit", "discussions.manage"],
  close: [...CLOSE_ANY_PERMISSIONS, "discussions.closeOwn"],
  delete: ["discussions.delete", "discussions.manage"],
};

/**
 * The bulk refusals, word for word (two with a curly apostrophe, one with a straight one): message keys, translated
 * where they are shown (the bulk forms, the server's error bodies).
 */
export const BULK_MESSAGES = {
  mergeTooFew: msg("You must select at least 2 discussions to merge."),
  edit: msg("You don’t have the edit permission on the following discussions:"),
  close: msg("You don't have the close permission on the following discussions:"),
  alreadyClosed: msg("Selected discussions are already closed."),
  delete: msg("You don’t have the delete permission on the following discussions:"),
} as const;

/** The refusal that lists the discussions an action is not allowed on. */
export function permissionMessage(action: BulkAction): string {
  return action === "close"
    ? BULK_MESSAGES.close
    : action === "delete"
      ? BULK_MESSAGES.delete
      : BULK_MESSAGES.edit;
}

/** The refusal of a move into a category the viewer may not edit in: a message key with the value `category`. */
export const MOVE_TARGET_MESSAGE = msg("You don’t have the edit permission in {category}.");

/** A move into a category the viewer may not edit in, in the language of `t`. */
export function moveTargetMessage(categoryName: string, t: Translate = englishText): string {
  return t(MOVE_TARGET_MESSAGE, { category: categoryName });
}
