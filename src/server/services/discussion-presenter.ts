// How discussions leave the server. Expansions are loaded in one batched query per relation for a whole page.
import { eq, type InferSelectModel, inArray } from "drizzle-orm";
import type { Discussion } from "../../types/generated/api/discussion";
import type { Tag } from "../../types/generated/api/tag";
import type { Db } from "../db/client";
import { discussions, discussionTags, tags } from "../db/schema";
import { renderStoredBodies } from "../format/stored-bodies";
import { categoryNodeUrl, GROUPS_CRUMB, HOME_CRUMB } from "./categories";
import { ancestryOf, type CategoryIndex } from "./category-index";
import type { ServiceContext } from "./context";
import { parseExpand } from "./expand";
import { excerptOf } from "./format";
import { loadViewerDiscussionState } from "./member-discussions/viewer-state";
import { loadRecordReactions } from "./reactions/record-reactions";
import { loadReportMeta } from "./reports/report-counts";
import { categoryUrl, discussionUrl } from "./urls";
import { loadUserFragments } from "./users-batch";

const DISCUSSION_EXPANDS = [
  "insertUser",
  "lastUser",
  "category",
  "breadcrumbs",
  "tags",
  "reactions",
  "body",
] as const;

/** The columns a discussion is presented from (attributes stay inside). */
export const discussionColumns = {
  discussionID: discussions.discussionID,
  categoryID: discussions.categoryID,
  name: discussions.name,
  body: discussions.body,
  format: discussions.format,
  type: discussions.type,
  statusID: discussions.statusID,
  insertUserID: discussions.insertUserID,
  lastCommentUserID: discussions.lastCommentUserID,
  pinned: discussions.pinned,
  pinLocation: discussions.pinLocation,
  closed: discussions.closed,
  sink: discussions.sink,
  resolved: discussions.resolved,
  score: discussions.score,
  countViews: discussions.countViews,
  countComments: discussions.countComments,
  dateInserted: discussions.dateInserted,
  dateUpdated: discussions.dateUpdated,
  dateLastComment: discussions.dateLastComment,
};

export type DiscussionRow = Pick<InferSelectModel<typeof discussions>, keyof typeof discussionColumns>;

export interface PresentOptions {
  expand?: readonly string[] | string | undefined;
  /** false leaves the excerpt empty (cheap lists that show none). */
  excerpt?: boolean | undefined;
}

async function loadTags(db: Db, discussionIDs: number[]): Promise<Map<number, Tag[]>> {
  const byDiscussion = new Map<number, Tag[]>();
  if (!discussionIDs.length) return byDiscussion;
  const rows = await db
    .select({
      discussionID: discussionTags.discussionID,
      tagID: tags.tagID,
      name: tags.name,
      urlcode: tags.urlcode,
      type: tags.type,
    })
    .from(discussionTags)
    .innerJoin(tags, eq(tags.tagID, discussionTags.tagID))
    .where(inArray(discussionTags.discussionID, discussionIDs))
    .orderBy(tags.name);
  for (const { discussionID, ...tag } of rows) {
    const list = byDiscussion.get(discussionID) ?? [];
    list.push(tag);
    byDiscussion.set(discussionID, list);
  }
  return byDiscussion;
}

const PIN_LOCATIONS = new Set(["none", "category", "recent"]);
function pinLocationOf(value: string): Discussion["pinLocation"] {
  return PIN_LOCATIONS.has(value) ? (value as Discussion["pinLocation"]) : "none";
}

function present(row: DiscussionRow, body: string | undefined, withExcerpt: boolean): Discussion {
  const discussion: Discussion = {
    discussionID: row.discussionID,
    name: row.name,
    url: discussionUrl(row.discussionID, row.name),
    excerpt: withExcerpt ? excerptOf(row.body) : "",
    categoryID: row.categoryID,
    type: row.type,
    statusID: row.statusID,
    insertUserID: row.insertUserID,
    lastUserID: row.lastCommentUserID ?? row.insertUserID,
    dateInserted: row.dateInserted.toISOString(),
    dateUpdated: row.dateUpdated?.toISOString() ?? null,
    dateLastComment: row.dateLastComment.toISOString(),
    pinned: row.pinned,
    pinLocation: pinLocationOf(row.pinLocation),
    closed: row.closed,
    sink: row.sink,
    resolved: row.resolved,
    score: row.score,
    countViews: row.countViews,
    countComments: row.countComments,
  };
  if (body !== undefined) discussion.body = body;
  return discussion;
}

function storedBodyOf(row: DiscussionRow) {
  return {
    recordType: "discussion" as const,
    id: row.discussionID,
    body: row.body,
    format: row.format,
    version: row.dateUpdated ?? row.dateInserted,
  };
}

function categoryParts(index: CategoryIndex, visible: (id: number) => boolean, categoryID: number) {
  const chain = ancestryOf(index, categoryID).filter((node) => visible(node.categoryID));
  const own = chain[chain.length - 1];
  // A group's discussion: its category is the group (name and page), under Groups (docs/reference/groups.md#urls).
  if (own && own.groupID !== null) {
    const group = { name: own.name, url: categoryNodeUrl(own) };
    return {
      category: { categoryID: own.categoryID, ...group },
      breadcrumbs: [HOME_CRUMB, GROUPS_CRUMB, group],
    };
  }
  return {
    category: own ? { categoryID: own.categoryID, name: own.name, url: categoryUrl(own.urlcode) } : undefined,
    breadcrumbs: [HOME_CRUMB, ...chain.map((node) => ({ name: node.name, url: categoryUrl(node.urlcode) }))],
  };
}

/** Presents a page of rows with the requested expansions: one query for users and one for tags at most. */
export async function presentDiscussions(
  ctx: ServiceContext,
  index: CategoryIndex,
  rows: DiscussionRow[],
  options: PresentOptions,
): Promise<Discussion[]> {
  const expand = parseExpand(options.expand, DISCUSSION_EXPANDS);
  const userIDs = [
    ...(expand.has("insertUser") ? rows.map((row) => row.insertUserID) : []),
    ...(expand.has("lastUser") ? rows.map((row) => row.lastCommentUserID ?? row.insertUserID) : []),
  ];
  const withBody = !expand.removes("body");
  const discussionIDs = rows.map((row) => row.discussionID);
  const [users, tagMap, bodies, reactionMap, viewerState, reportMeta] = await Promise.all([
    loadUserFragments(ctx.db, userIDs),
    expand.has("tags") ? loadTags(ctx.db, discussionIDs) : Promise.resolve(null),
    withBody ? renderStoredBodies(ctx.db, rows.map(storedBodyOf)) : Promise.resolve([]),
    expand.has("reactions") ? loadRecordReactions(ctx, "discussion", discussionIDs) : Promise.resolve(null),
    // The signed-in viewer's bookmark, mute, dismissal and read position; open reports for moderators.
    loadViewerDiscussionState(ctx, rows),
    loadReportMeta(
      ctx,
      "discussion",
      rows.map((row) => ({ recordID: row.discussionID, categoryID: row.categoryID })),
    ),
  ]);
  const canView = (id: number) => ctx.viewer.permissions.canViewCategory(id);
  return rows.map((row, i) => {
    const discussion = present(row, withBody ? (bodies[i] ?? "") : undefined, options.excerpt !== false);
    const insertUser = users.get(row.insertUserID);
    if (expand.has("insertUser") && insertUser) discussion.insertUser = insertUser;
    if (expand.has("lastUser"))
      discussion.lastUser = users.get(row.lastCommentUserID ?? row.insertUserID) ?? null;
    if (tagMap) discussion.tags = tagMap.get(row.discussionID) ?? [];
    if (reactionMap) discussion.reactions = reactionMap.get(row.discussionID) ?? [];
    const own = viewerState?.get(row.discussionID);
    if (own) Object.assign(discussion, own);
    const reports = reportMeta.get(row.discussionID);
    if (reports) discussion.reportMeta = reports;
    if (expand.has("category") || expand.has("breadcrumbs")) {
      const parts = categoryParts(index, canView, row.categoryID);
      if (expand.has("category") && parts.category) discussion.category = parts.category;
      if (expand.has("breadcrumbs")) discussion.breadcrumbs = parts.breadcrumbs;
    }
    return discussion;
  });
}
