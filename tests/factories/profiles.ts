// Users as the card and the profile pages get them (GET /users/{id}?expand=reactionsReceived), the restricted card
// of a private or banned profile, and the posts a reaction tab lists.
import type { ReactedPost } from "../../src/types/generated/api/reacted-post";
import type { ReactionReceived } from "../../src/types/generated/api/reaction-received";
import type { User } from "../../src/types/generated/api/user";
import { hoursAgo } from "./clock";
import { DISCUSSIONS } from "./corpus";
import { cycle, rngFor, slugify } from "./random";
import { nextID } from "./sequence";
import { makeUser } from "./users";

/** Reaction types of the demo seed (urlcode, name), in a fixed order. */
const REACTIONS: ReadonlyArray<[string, string]> = [
  ["Like", "Like"],
  ["Insightful", "Insightful"],
  ["Up", "Vote Up"],
  ["Agree", "Agree"],
  ["LOL", "LOL"],
];

function makeReactionsReceived(userName: string, userID: number): ReactionReceived[] {
  const rng = rngFor("reactionsReceived", userID);
  return REACTIONS.slice(0, rng.int(2, REACTIONS.length))
    .map(([urlcode, name], index) => ({
      tagID: index + 1,
      urlcode,
      name,
      count: rng.int(1, 60),
      url: `/profile/reactions/${encodeURIComponent(userName)}?reaction=${urlcode}`,
    }))
    .sort((a, b) => b.count - a.count);
}

/** A whole profile, as the user, staff or anyone sees a public one (no email unless given). */
export function makeProfile(overrides: Partial<User> = {}): User {
  const userID = overrides.userID ?? nextID("user");
  const rng = rngFor("profile", userID);
  const fragment = makeUser({ userID, ...(overrides.name ? { name: overrides.name } : {}) });
  const title = overrides.title !== undefined ? overrides.title : (fragment.title ?? null);
  const banned = overrides.banned ?? 0;
  return {
    userID,
    name: fragment.name,
    photoUrl: fragment.photoUrl,
    url: fragment.url,
    private: false,
    banned,
    title,
    labelHtml: banned ? "Banned" : title,
    countDiscussions: rng.int(0, 140),
    countComments: rng.int(0, 900),
    dateInserted: hoursAgo(rng.int(24 * 30, 24 * 700)),
    dateLastActive: fragment.dateLastActive ?? null,
    reactionsReceived: makeReactionsReceived(fragment.name, userID),
    ...overrides,
  };
}

/** The restricted card a viewer without personalInfo.view gets for a private (or banned-private) profile. */
export function makeRestrictedProfile(overrides: Partial<User> = {}): User {
  const full = makeProfile(overrides);
  const banned = overrides.banned ?? 0;
  return {
    userID: full.userID,
    name: full.name,
    photoUrl: full.photoUrl,
    url: full.url,
    private: overrides.private ?? !banned,
    banned,
    labelHtml: banned ? "Banned" : null,
  };
}

/** A post of the user's that received a reaction: discussions and comments alternate. */
export function makeReactedPost(overrides: Partial<ReactedPost> = {}): ReactedPost {
  const recordID = overrides.recordID ?? nextID("reactedPost");
  const rng = rngFor("reactedPost", recordID);
  const seed = cycle(DISCUSSIONS, recordID);
  const recordType = overrides.recordType ?? (recordID % 2 === 0 ? "comment" : "discussion");
  const discussionID = overrides.discussionID ?? recordID;
  return {
    recordType,
    recordID,
    discussionID,
    categoryID: 1,
    name: seed.name,
    excerpt: seed.excerpt,
    url:
      recordType === "discussion"
        ? `/discussion/${discussionID}/${slugify(seed.name)}`
        : `/discussion/comment/${recordID}#Comment_${recordID}`,
    dateInserted: hoursAgo(rng.int(48, 24 * 90)),
    count: rng.int(1, 12),
    dateLastReacted: hoursAgo(recordID * 3),
    ...overrides,
  };
}
