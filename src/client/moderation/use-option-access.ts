// Which discussion options the current user sees: the permission rules are the server's own
// (src/lib/moderation/option-rules.ts, over the current user's permissions record); this adds what needs no
// permission (mute, dismiss) and waits for the record, and only decides what to offer.
import { useMemo } from "react";
import { useSession } from "../../layout/session";
import {
  canConvertToArticle,
  canResolve,
  canSeeDeletedComments,
  type ModerationOptions,
  moderationOptions,
} from "../../lib/moderation/option-rules";
import type { Discussion } from "../../types/generated/api/discussion";
import { useConfigValue } from "../api/config";
import { moderationCheck } from "../permissions/moderation-check";
import { usePermissionState } from "../permissions/use-permission";

export const TRIAGE_CONFIG_KEY = "triage.enabled";

export interface OptionAccess extends ModerationOptions {
  /** False while the permissions record loads: the menu waits, so its items do not shift under the user. */
  ready: boolean;
  mute: boolean;
  dismiss: boolean;
  /** The link to the discussion's deleted comments (moderators). */
  deletedComments: boolean;
  /** Convert to an article (moderators; the knowledge bases they may write in are asked when the dialog opens). */
  convertToArticle: boolean;
}

export function useOptionAccess(discussion: Discussion): OptionAccess {
  const { user, isGuest } = useSession();
  const { source, pending } = usePermissionState();
  const check = useMemo(() => moderationCheck(source), [source]);
  // Only those who may resolve ask whether triage is on.
  const triage = useConfigValue(TRIAGE_CONFIG_KEY, canResolve(check)) === true;
  const { categoryID, type } = discussion;
  const isOwn = !isGuest && discussion.insertUserID === user.userID;
  const options = useMemo(
    () => moderationOptions(check, { categoryID, isOwn, type }, triage),
    [check, categoryID, isOwn, type, triage],
  );
  return {
    ...options,
    // A failed load still offers what needs no permission (mute); the server has the last word anyway.
    ready: isGuest || !pending,
    mute: !isGuest,
    dismiss: !isGuest && discussion.pinned,
    deletedComments: canSeeDeletedComments(check, categoryID),
    convertToArticle: !isGuest && canConvertToArticle(check, { categoryID, type }),
  };
}

export function revisionHistoryUrl(discussionID: number): string {
  return `/log/filter?recordType=discussion&recordID=${discussionID}`;
}

/** The log of a discussion's deleted comments (spec 001 §2.6). */
export function deletedCommentsUrl(discussionID: number): string {
  return `/log/filter?parentRecordID=${discussionID}&recordType=comment&operation=delete`;
}
