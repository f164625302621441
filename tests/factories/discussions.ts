import type { Discussion } from "../../src/types/generated/api/discussion";
import { makeBreadcrumbs } from "./breadcrumbs";
import { categoryIDNamed, makeCategory } from "./categories";
import { hoursAgo } from "./clock";
import { DISCUSSIONS, TAGS } from "./corpus";
import { cycle, rngFor, slugify } from "./random";
import { nextID } from "./sequence";
import { makeTag } from "./tags";
import { makeUser, USER_COUNT } from "./users";

/**
 * A discussion as GET /discussions returns it with expand=insertUser,lastUser,category,tags.
 * Higher ids are newer: discussion 1 was started about two weeks before the anchor date.
 */
export function makeDiscussion(overrides: Partial<Discussion> = {}): Discussion {
  const discussionID = overrides.discussionID ?? nextID("discussion");
  const rng = rngFor("discussion", discussionID);
  const seed = cycle(DISCUSSIONS, discussionID);
  const category = makeCategory({ categoryID: overrides.categoryID ?? categoryIDNamed(seed.category) });
  const insertUser = makeUser({ userID: rng.int(1, USER_COUNT) });
  const countComments = rng.chance(0.15) ? 0 : rng.int(1, 48);
  const lastUser = countComments > 0 ? makeUser({ userID: rng.int(1, USER_COUNT) }) : null;
  const startedHoursAgo = Math.max(2, 340 - discussionID * 9 + rng.int(0, 8));
  const lastCommentHoursAgo =
    countComments > 0 ? rng.int(0, startedHoursAgo - 1) + rng.int(0, 59) / 60 : startedHoursAgo;
  const name = overrides.name ?? seed.name;
  return {
    discussionID,
    name,
    url: `/discussion/${discussionID}/${slugify(name)}`,
    excerpt: seed.excerpt,
    body: `<p>${seed.excerpt}</p>`,
    categoryID: category.categoryID,
    category: { categoryID: category.categoryID, name: category.name, url: category.url },
    type: "discussion",
    statusID: 0,
    insertUserID: insertUser.userID,
    insertUser,
    lastUserID: lastUser?.userID ?? null,
    lastUser,
    dateInserted: hoursAgo(startedHoursAgo),
    dateUpdated: null,
    dateLastComment: hoursAgo(lastCommentHoursAgo),
    pinned: false,
    pinLocation: "none",
    closed: false,
    sink: false,
    resolved: false,
    score: rng.int(0, 42),
    countViews: (countComments + 1) * rng.int(8, 60),
    countComments,
    tags: rng.chance(0.6) ? [makeTag({ tagID: rng.int(1, TAGS.length) })] : [],
    breadcrumbs: makeBreadcrumbs(category.categoryID),
    ...overrides,
  };
}

export type DiscussionOverrides = Partial<Discussion> | ((index: number) => Partial<Discussion>);

/** Discussions 1..count (or with ids from `overrides`), e.g. `makeDiscussions(5, { categoryID: 4 })`. */
export function makeDiscussions(count: number, overrides: DiscussionOverrides = {}): Discussion[] {
  return Array.from({ length: count }, (_, index) => {
    const extra = typeof overrides === "function" ? overrides(index) : overrides;
    return makeDiscussion({ discussionID: index + 1, ...extra });
  });
}
