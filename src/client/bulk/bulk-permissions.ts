// The client's copy of the bulk permission rules (src/server/services/moderation/moderation-permissions.ts), over
// the current user's permissions record: who sees the checkboxes, and which selected discussions a form warns
// about before anything is sent. The server decides; these only keep the interface honest.
import { checkPermission, type PermissionSource } from "../../lib/permissions/check";
import { CLOSE_ANY_PERMISSIONS } from "../../lib/permissions/close-permissions";
import type { BulkAction, SelectedDiscussion } from "./selection-store";

function moderates(source: PermissionSource | null, categoryID: number): boolean {
  return (
    checkPermission(source, "community.moderate", { mode: "global" }) ||
    checkPermission(source, "discussions.manage", { resourceID: categoryID })
  );
}

/** Checkboxes show for discussions.manage in some category, or community.moderate. */
export function canBulkModerate(source: PermissionSource | null): boolean {
  return checkPermission(source, ["community.moderate", "discussions.manage"]);
}

export function canEditIn(source: PermissionSource | null, categoryID: number): boolean {
  return (
    moderates(source, categoryID) || checkPermission(source, "discussions.edit", { resourceID: categoryID })
  );
}

export function mayDo(
  source: PermissionSource | null,
  action: BulkAction,
  discussion: SelectedDiscussion,
): boolean {
  const { categoryID } = discussion;
  switch (action) {
    case "move":
    case "merge":
      return canEditIn(source, categoryID);
    case "close":
      return checkPermission(source, CLOSE_ANY_PERMISSIONS, { resourceID: categoryID });
    case "delete":
      return (
        moderates(source, categoryID) ||
        checkPermission(source, "discussions.delete", { resourceID: categoryID })
      );
  }
}

/** The messages of spec 000 §5, word for word (two with a curly apostrophe, one with a straight one). */
export const BULK_MESSAGES = {
  mergeTooFew: "You must select at least 2 discussions to merge.",
  edit: "You don’t have the edit permission on the following discussions:",
  close: "You don't have the close permission on the following discussions:",
  alreadyClosed: "Selected discussions are already closed.",
  delete: "You don’t have the delete permission on the following discussions:",
} as const;

export function permissionMessage(action: BulkAction): string {
  return action === "close"
    ? BULK_MESSAGES.close
    : action === "delete"
      ? BULK_MESSAGES.delete
      : BULK_MESSAGES.edit;
}
