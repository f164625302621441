// The bulk permission rules (src/lib/moderation/bulk-rules.ts, which the server decides with) over the current
// user's permissions record: who sees the checkboxes, and which selected discussions a form warns about before
// anything is sent.
import * as rules from "../../lib/moderation/bulk-rules";
import { checkPermission, type PermissionSource } from "../../lib/permissions/check";
import type { BulkAction, SelectedDiscussion } from "./selection-store";

export { BULK_MESSAGES, permissionMessage } from "../../lib/moderation/bulk-rules";

function sourceCheck(source: PermissionSource | null): rules.ModerationCheck {
  return {
    global: (name) => checkPermission(source, name, { mode: "global" }),
    inCategory: (names, categoryID) => checkPermission(source, names, { resourceID: categoryID }),
    anywhere: (names) => checkPermission(source, names),
  };
}

/** Checkboxes show for discussions.manage in some category, or community.moderate. */
export function canBulkModerate(source: PermissionSource | null): boolean {
  return rules.canBulkModerate(sourceCheck(source));
}

export function canEditIn(source: PermissionSource | null, categoryID: number): boolean {
  return rules.canEditIn(sourceCheck(source), categoryID);
}

/** Whether the action is allowed on a selected discussion (close: the close-any rule; authors are not known). */
export function mayDo(
  source: PermissionSource | null,
  action: BulkAction,
  discussion: SelectedDiscussion,
): boolean {
  return rules.mayDo(sourceCheck(source), action, { categoryID: discussion.categoryID });
}
