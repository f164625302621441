// @vitest-environment node
// The one group rule (docs/reference/groups.md#permissions), table-driven, and the permission set that applies it to
// a group's category: reading as the privacy says, posting for members, moderation as the roles grant, and
// groups.moderate (or an administrator) as a leader of every group.
import { describe, expect, it } from "vitest";
import { type PermissionGrant, PermissionSet } from "../../src/server/permissions/permission-set";
import type { CategoryIndex, CategoryNode } from "../../src/server/services/category-index";
import {
  type GroupAccessInput,
  type GroupMembership,
  type GroupPrivacy,
  groupAccess,
  groupCategoryAllows,
} from "../../src/server/services/groups/access";

const base = { moderator: false, signedIn: true } as const;
const access = (input: Partial<GroupAccessInput> & Pick<GroupAccessInput, "privacy" | "membership">) =>
  groupAccess({ ...base, ...input });

describe("groupAccess", () => {
  it.each<[GroupPrivacy, GroupMembership, boolean, boolean, boolean, boolean, boolean, string]>([
    // privacy, membership, canSeeGroup, canRead, canPost, canManage, canInvite, canJoin
    ["public", "none", true, true, false, false, false, "join"],
    ["public", "member", true, true, true, false, true, "no"],
    ["public", "leader", true, true, true, true, true, "no"],
    ["private", "none", true, false, false, false, false, "apply"],
    ["private", "member", true, true, true, false, false, "no"],
    ["private", "leader", true, true, true, true, true, "no"],
    ["secret", "none", false, false, false, false, false, "no"],
    ["secret", "member", true, true, true, false, false, "no"],
    ["secret", "leader", true, true, true, true, true, "no"],
  ])("%s group, %s", (privacy, membership, canSeeGroup, canRead, canPost, canManage, canInvite, canJoin) => {
    expect(access({ privacy, membership })).toEqual({
      canSeeGroup,
      canRead,
      canPost,
      canManage,
      canInvite,
      canJoin,
    });
  });

  it("lets an invitee see a secret group and join it, but not read it before joining", () => {
    expect(access({ privacy: "secret", membership: "none", invited: true })).toMatchObject({
      canSeeGroup: true,
      canRead: false,
      canJoin: "join",
    });
    expect(access({ privacy: "private", membership: "none", invited: true }).canJoin).toBe("join");
  });

  it("makes a group moderator a leader of every group", () => {
    for (const privacy of ["public", "private", "secret"] as const) {
      expect(access({ privacy, membership: "none", moderator: true })).toEqual({
        canSeeGroup: true,
        canRead: true,
        canPost: true,
        canManage: true,
        canInvite: true,
        canJoin: "join",
      });
    }
  });

  it("offers guests nothing to join, and a pending request nothing more", () => {
    expect(access({ privacy: "public", membership: "none", signedIn: false }).canJoin).toBe("no");
    expect(access({ privacy: "private", membership: "none", hasApplied: true }).canJoin).toBe("no");
  });

  it("narrows reading and posting only", () => {
    const outside = access({ privacy: "private", membership: "none" });
    expect(groupCategoryAllows("discussions.view", outside)).toBe(false);
    expect(groupCategoryAllows("comments.add", outside)).toBe(false);
    expect(groupCategoryAllows("reactions.positive.add", outside)).toBe(false);
    expect(groupCategoryAllows("discussions.moderate", outside)).toBe(true);
  });
});

function node(categoryID: number, groupID: number | null, groupPrivacy: GroupPrivacy | null): CategoryNode {
  return {
    categoryID,
    parentCategoryID: -1,
    name: `Category ${categoryID}`,
    urlcode: `category-${categoryID}`,
    description: "",
    displayAs: "discussions",
    depth: 1,
    sort: categoryID,
    permissionCategoryID: -1,
    featured: false,
    iconUrl: null,
    bannerImageUrl: null,
    groupID,
    groupPrivacy,
  };
}

const GENERAL = 1;
const PUBLIC = 11;
const PRIVATE = 12;
const SECRET = 13;
const NODES = [
  node(GENERAL, null, null),
  node(PUBLIC, 1, "public"),
  node(PRIVATE, 2, "private"),
  node(SECRET, 3, "secret"),
];
const INDEX: CategoryIndex = {
  byID: new Map(NODES.map((n) => [n.categoryID, n])),
  byUrlcode: new Map(NODES.map((n) => [n.urlcode, n])),
  childrenOf: new Map([[-1, NODES]]),
};
const MEMBER: PermissionGrant[] = [
  ...["discussions.view", "discussions.add", "comments.add", "reactions.positive.add"].map((permission) => ({
    permission,
    categoryID: -1,
  })),
  { permission: "groups.add", categoryID: null },
];
const MODERATOR: PermissionGrant[] = [
  ...MEMBER,
  { permission: "discussions.moderate", categoryID: -1 },
  { permission: "groups.moderate", categoryID: null },
];
const GUEST: PermissionGrant[] = [{ permission: "discussions.view", categoryID: -1 }];

describe("PermissionSet in a group's category", () => {
  it("lets a non-member read only the public group, and post nowhere", () => {
    const set = new PermissionSet(MEMBER, false, INDEX, []);
    expect(set.visibleCategoryIDs()).toEqual([GENERAL, PUBLIC]);
    expect(set.has("discussions.add", GENERAL)).toBe(true);
    expect(set.has("discussions.add", PUBLIC)).toBe(false);
    expect(set.has("reactions.positive.add", PUBLIC)).toBe(false);
    // What the roles alone grant stays answerable (a new group's category starts with the root's).
    expect(set.grantedByRoles("discussions.add", PUBLIC)).toBe(true);
  });

  it("lets members read and post in their groups", () => {
    const set = new PermissionSet(MEMBER, false, INDEX, [
      { groupID: 2, role: "member" },
      { groupID: 3, role: "leader" },
    ]);
    expect(set.visibleCategoryIDs()).toEqual([GENERAL, PUBLIC, PRIVATE, SECRET]);
    expect(set.has("comments.add", PRIVATE)).toBe(true);
    expect(set.has("discussions.add", SECRET)).toBe(true);
    expect(set.has("discussions.add", PUBLIC)).toBe(false);
    expect(set.groupMembership(3)).toBe("leader");
    // Leading a group grants no moderation the roles do not.
    expect(set.has("discussions.moderate", SECRET)).toBe(false);
  });

  it("lets group moderators and administrators in everywhere, guests only into public groups", () => {
    const moderator = new PermissionSet(MODERATOR, false, INDEX, []);
    expect(moderator.isGroupModerator()).toBe(true);
    expect(moderator.visibleCategoryIDs()).toEqual([GENERAL, PUBLIC, PRIVATE, SECRET]);
    expect(moderator.has("discussions.moderate", SECRET)).toBe(true);
    const admin = new PermissionSet([], true, INDEX, []);
    expect(admin.has("discussions.add", SECRET)).toBe(true);
    const guest = new PermissionSet(GUEST, false, INDEX, []);
    expect(guest.visibleCategoryIDs()).toEqual([GENERAL, PUBLIC]);
  });

  it("keeps a member's own memberships when copied for another member", () => {
    const shared = new PermissionSet(MEMBER, false, INDEX, []);
    const own = shared.withMemberships([{ groupID: 2, role: "member" }]);
    expect(own.canViewCategory(PRIVATE)).toBe(true);
    expect(shared.canViewCategory(PRIVATE)).toBe(false);
  });
});
