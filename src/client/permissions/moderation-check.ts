// The current user's permissions record as the shared moderation rules ask for it (src/lib/moderation/): used by
// the bulk forms and the discussion options menu, so both read the rules the server decides with.
import type { ModerationCheck } from "../../lib/moderation/bulk-rules";
import { checkPermission, type PermissionSource } from "../../lib/permissions/check";

export function moderationCheck(source: PermissionSource | null): ModerationCheck {
  return {
    global: (name) => checkPermission(source, name, { mode: "global" }),
    inCategory: (names, categoryID) => checkPermission(source, names, { resourceID: categoryID }),
    anywhere: (names) => checkPermission(source, names),
  };
}
