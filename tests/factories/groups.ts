// Groups, their members and invitation results as the API answers them (docs/reference/groups.md), for tests,
// stories and widget previews.
import type { Group } from "../../src/types/generated/api/group";
import type { GroupInvitationResult } from "../../src/types/generated/api/group-invitation-result";
import type { GroupMember } from "../../src/types/generated/api/group-member";
import { hoursAgo } from "./clock";
import { slugify } from "./random";
import { nextID } from "./sequence";
import { makeUser } from "./users";

export function makeGroup(overrides: Partial<Group> = {}): Group {
  const groupID = overrides.groupID ?? nextID("group");
  const name = overrides.name ?? "Trail Runners";
  return {
    groupID,
    name,
    description: "Members who run the hills together: routes, races and gear.",
    url: `/groups/${groupID}-${slugify(name)}`,
    privacy: "public",
    categoryID: 1000 + groupID,
    iconUrl: null,
    bannerUrl: null,
    countMembers: 24,
    countDiscussions: 9,
    insertUserID: 1,
    dateInserted: hoursAgo(24 * 40),
    dateUpdated: null,
    viewer: {
      membership: "none",
      canPost: false,
      canManage: false,
      canInvite: false,
      canJoin: "join",
      hasApplied: false,
      invitationID: null,
    },
    ...overrides,
  };
}

/** One public, one private and one secret group, as the group list shows them to a member of the secret one. */
export function makeGroups(): Group[] {
  return [
    makeGroup({ groupID: 1 }),
    makeGroup({
      groupID: 2,
      name: "Beta Testers",
      description: "Try the next release first and tell the team what breaks.",
      url: "/groups/2-beta-testers",
      privacy: "private",
      countMembers: 8,
      viewer: { ...makeGroup().viewer, canJoin: "apply" },
    }),
    makeGroup({
      groupID: 3,
      name: "Moderators' Lounge",
      description: "Where the moderators talk shop.",
      url: "/groups/3-moderators-lounge",
      privacy: "secret",
      countMembers: 4,
      viewer: {
        membership: "leader",
        canPost: true,
        canManage: true,
        canInvite: true,
        canJoin: "no",
        hasApplied: false,
        invitationID: null,
      },
    }),
  ];
}

export function makeGroupMember(overrides: Partial<GroupMember> = {}): GroupMember {
  const userID = overrides.userID ?? nextID("user");
  const user = makeUser({ userID });
  return {
    userID,
    role: "member",
    dateInserted: hoursAgo(24 * 3),
    user,
    ...overrides,
  };
}

export function makeInvitationResult(): GroupInvitationResult {
  return {
    invitees: [
      { userID: 7, name: "liam_obrien", status: "invited", invitationID: 11 },
      { email: "friend@example.com", status: "invited", invitationID: 12 },
      { userID: 3, name: "member", status: "alreadyMember" },
    ],
  };
}
