// Whether the discussion options offer Edit Tags (docs/reference/curation.md#tags): while tagging is on, to the
// discussion's author and to whoever edits discussions in its category (the server's rule: the move rule of
// src/lib/moderation/bulk-rules.ts, or the author; it checks again).
import { useMemo } from "react";
import { useSession } from "../../layout/session";
import { useAddonEnabled } from "../../layout/use-addon-enabled";
import { canEditIn } from "../../lib/moderation/bulk-rules";
import type { Discussion } from "../../types/generated/api/discussion";
import { moderationCheck } from "../permissions/moderation-check";
import { usePermissionSource } from "../permissions/use-permission";

export function useEditTagsAccess(discussion: Pick<Discussion, "insertUserID" | "categoryID">): boolean {
  const { user, isGuest } = useSession();
  const taggingOn = useAddonEnabled("tagging");
  const source = usePermissionSource();
  const check = useMemo(() => moderationCheck(source), [source]);
  if (isGuest || !taggingOn) return false;
  return discussion.insertUserID === user.userID || canEditIn(check, discussion.categoryID);
}
