// The bulk permission rules (src/lib/moderation/bulk-rules.ts, which the server decides with) over the current
// user's permissions record: who sees the checkboxes, and which selected discussions a form warns about before
// anything is sent.
import * as rules from "../../lib/moderation/bulk-rules";
import type { PermissionSource } from "../../lib/permissions/check";
import { moderationCheck as sourceCheck } from "../permissions/moderation-check";
import type { BulkAction, SelectedDiscussion } from "./selection-store";

export { BULK_MESSAGES, permissionMessage } from "../../lib/moderation/bulk-rules";

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
