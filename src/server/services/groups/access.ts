// The one rule of who may do what in a group (docs/reference/groups.md#permissions), pure: the permission set
// (src/server/permissions/permission-set.ts) asks it for a group's category, every group route and presenter asks
// it for the group. Holders of the global groups.moderate (and administrators) pass as leaders of every group.
// What the viewer's roles grant (discussions.view, discussions.add…) is checked on top by the permission set: this
// rule only narrows it.

export const GROUP_PRIVACIES = ["public", "private", "secret"] as const;
export type GroupPrivacy = (typeof GROUP_PRIVACIES)[number];
export type GroupMembership = "none" | "member" | "leader";
export type GroupJoin = "no" | "join" | "apply";

export interface GroupAccessInput {
  privacy: GroupPrivacy;
  membership: GroupMembership;
  /** Holds groups.moderate, or is an administrator. */
  moderator: boolean;
  signedIn?: boolean;
  /** A pending invitation to the viewer. */
  invited?: boolean;
  /** A pending request to join. */
  hasApplied?: boolean;
}

export interface GroupAccess {
  /** The group itself: its name, description and page. */
  canSeeGroup: boolean;
  /** Its discussions, comments and members. */
  canRead: boolean;
  /** Start discussions, comment and react there. */
  canPost: boolean;
  /** Edit, approve requests, remove members, change roles, delete. */
  canManage: boolean;
  canInvite: boolean;
  /** What POST /groups/{id}/join would do: join at once (public, or invited), or ask (private). */
  canJoin: GroupJoin;
}

export function isGroupPrivacy(value: string): value is GroupPrivacy {
  return (GROUP_PRIVACIES as readonly string[]).includes(value);
}

function joinOf(input: GroupAccessInput, belongs: boolean): GroupJoin {
  if (belongs || input.signedIn !== true) return "no";
  if (input.invited || input.moderator || input.privacy === "public") return "join";
  if (input.privacy === "private") return input.hasApplied ? "no" : "apply";
  return "no";
}

export function groupAccess(input: GroupAccessInput): GroupAccess {
  const belongs = input.membership !== "none";
  const leads = input.membership === "leader" || input.moderator;
  const inside = belongs || input.moderator;
  const canSeeGroup = input.privacy !== "secret" || inside || input.invited === true;
  return {
    canSeeGroup,
    canRead: input.privacy === "public" || inside,
    canPost: inside,
    canManage: leads,
    canInvite: leads || (belongs && input.privacy === "public"),
    canJoin: canSeeGroup ? joinOf(input, belongs) : "no",
  };
}

/** Category permissions a group narrows to its members (reactions.{class}.add included). */
function isPostingPermission(name: string): boolean {
  return name === "discussions.add" || name === "comments.add" || /^reactions\.[a-z]+\.add$/.test(name);
}

/**
 * Whether a category permission the viewer's roles grant in a group's category stays granted there: reading as the
 * group's privacy says, posting for members; every other permission (moderation) as the roles grant it.
 */
export function groupCategoryAllows(name: string, access: GroupAccess): boolean {
  if (name === "discussions.view") return access.canRead;
  if (isPostingPermission(name)) return access.canPost;
  return true;
}
