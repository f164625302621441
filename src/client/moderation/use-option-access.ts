// Which discussion options the current user sees (docs/reference/permissions.md#category-permissions, the resource
// being the discussion's category). The server checks the same rules again
// (services/discussion-options/option-permissions.ts and bulk moderation's moderation-permissions.ts); these only
// decide what to offer.
import { useSession } from "../../layout/session";
import { CLOSE_ANY_PERMISSIONS } from "../../lib/permissions/close-permissions";
import type { Discussion } from "../../types/generated/api/discussion";
import { useConfigValue } from "../api/config";
import { useMyPermissionsQuery } from "../api/users";
import { usePermission } from "../permissions/use-permission";

export const TRIAGE_CONFIG_KEY = "triage.enabled";

export interface OptionAccess {
  /** False while the permissions record loads: the menu waits, so its items do not shift under the user. */
  ready: boolean;
  announce: boolean;
  sink: boolean;
  close: boolean;
  move: boolean;
  changeType: boolean;
  changeAuthor: boolean;
  bump: boolean;
  resolve: boolean;
  mute: boolean;
  dismiss: boolean;
  revisionHistory: boolean;
  collections: boolean;
  delete: boolean;
}

/** Moderators of the whole community (community.moderate) and bulk moderators (discussions.manage) pass these too. */
const MODERATORS = ["community.moderate", "discussions.manage"] as const;

export function useOptionAccess(discussion: Discussion): OptionAccess {
  const { user, isGuest } = useSession();
  const record = useMyPermissionsQuery();
  const resource = { resourceID: discussion.categoryID };
  const moderate = usePermission(["discussions.moderate", "community.manage"], resource);
  const closeAny = usePermission(CLOSE_ANY_PERMISSIONS, resource);
  const closeOwn = usePermission("discussions.closeOwn", resource);
  const edit = usePermission(["discussions.edit", ...MODERATORS], resource);
  const changeAuthor = usePermission(["site.manage", "community.manage"], resource);
  const curate = usePermission("curation.manage", resource);
  const staff = usePermission("staff.allow");
  // Only staff can resolve: nobody else asks whether triage is on.
  const triage = useConfigValue(TRIAGE_CONFIG_KEY, staff) === true;
  const history = usePermission("discussions.moderate", resource);
  const collections = usePermission("community.manage", resource);
  const remove = usePermission(["discussions.delete", ...MODERATORS], resource);
  const own = !isGuest && discussion.insertUserID === user.userID;
  const convertible = discussion.type === "discussion" || discussion.type === "question";
  return {
    // A failed load still offers what needs no permission (mute); the server has the last word anyway.
    ready: isGuest || !record.isPending,
    announce: moderate,
    sink: moderate,
    close: closeAny || (own && closeOwn),
    move: edit,
    changeType: edit && convertible,
    changeAuthor,
    bump: curate,
    resolve: staff && triage,
    mute: !isGuest,
    dismiss: !isGuest && discussion.pinned,
    revisionHistory: history,
    collections,
    delete: remove,
  };
}

export function revisionHistoryUrl(discussionID: number): string {
  return `/log/filter?recordType=discussion&recordID=${discussionID}`;
}
