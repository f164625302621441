import type { CurrentUser } from "../../src/types/generated/api/current-user";
import type { UserFragment } from "../../src/types/generated/api/user-fragment";
import { hoursAgo } from "./clock";
import { USER_NAMES, USER_TITLES } from "./corpus";
import { cycle, rngFor } from "./random";
import { nextID } from "./sequence";

export const USER_COUNT = USER_NAMES.length;

/** A user as shown beside content. The photo is empty so previews never fetch images. */
export function makeUser(overrides: Partial<UserFragment> = {}): UserFragment {
  const userID = overrides.userID ?? nextID("user");
  const rng = rngFor("user", userID);
  const name = overrides.name ?? cycle(USER_NAMES, userID);
  const user: UserFragment = {
    userID,
    name,
    photoUrl: "",
    url: `/profile/${encodeURIComponent(name)}`,
    dateLastActive: hoursAgo(rng.int(1, 24 * 20)),
  };
  if (rng.chance(0.2)) user.title = rng.pick(USER_TITLES);
  return { ...user, ...overrides };
}

export function makeUsers(count: number): UserFragment[] {
  return Array.from({ length: count }, (_, index) => makeUser({ userID: index + 1 }));
}

/** The guest (userID 0, docs/reference/api-conventions.md#resources). */
export function makeGuest(): CurrentUser {
  return {
    userID: 0,
    name: "Guest",
    photoUrl: "",
    dateLastActive: null,
    roleIDs: [2],
    isAdmin: false,
    emailConfirmed: false,
    countUnreadNotifications: 0,
    countUnreadConversations: 0,
  };
}

/** A signed-in member with a couple of unread notifications. */
export function makeCurrentUser(overrides: Partial<CurrentUser> = {}): CurrentUser {
  const fragment = makeUser({ userID: overrides.userID ?? 1 });
  return {
    userID: fragment.userID,
    name: fragment.name,
    photoUrl: fragment.photoUrl,
    dateLastActive: fragment.dateLastActive ?? null,
    roleIDs: [8],
    isAdmin: false,
    emailConfirmed: true,
    countUnreadNotifications: 2,
    countUnreadConversations: 1,
    ...overrides,
  };
}
