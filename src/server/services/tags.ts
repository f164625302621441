// Tag lookup for pickers, filters and the tag administration (a case-insensitive name prefix, most used first, one
// page at a time), the post form's tag list and a discussion's tags.
import { asc, count, desc, eq, ilike, inArray } from "drizzle-orm";
import type { Tag } from "../../types/generated/api/tag";
import type { TagListQuery } from "../../types/generated/api/tag-list-query";
import type { Db } from "../db/client";
import { discussionTags, tags } from "../db/schema";
import type { ServiceContext } from "./context";
import { type Paging, pageRequest } from "./paging";
import { escapeLike } from "./sql";

export type { Tag, TagListQuery };

/** The columns of the Tag resource. */
export const tagColumns = {
  tagID: tags.tagID,
  name: tags.name,
  urlcode: tags.urlcode,
  type: tags.type,
  countDiscussions: tags.countDiscussions,
};

/** One page of tags whose name starts with the query, most used first, with its paging. */
export async function listTags(
  ctx: ServiceContext,
  query: Partial<TagListQuery>,
): Promise<{ items: Tag[]; paging: Paging }> {
  const prefix = query.query?.trim() ?? "";
  const { page, limit, offset } = pageRequest(query.page, query.limit, { page: 1, limit: 20 }, 100);
  const where = prefix ? ilike(tags.name, `${escapeLike(prefix)}%`) : undefined;
  const [items, [total]] = await Promise.all([
    ctx.db
      .select(tagColumns)
      .from(tags)
      .where(where)
      .orderBy(desc(tags.countDiscussions), tags.name, tags.tagID)
      .limit(limit)
      .offset(offset),
    ctx.db.select({ n: count() }).from(tags).where(where),
  ]);
  return { items, paging: { page, limit, total: total?.n ?? 0 } };
}

/** Tags by id, in no particular order (the ids that name no tag are left out). */
export function tagsByID(db: Db, tagIDs: readonly number[]): Promise<Tag[]> {
  if (tagIDs.length === 0) return Promise.resolve([]);
  return db
    .select(tagColumns)
    .from(tags)
    .where(inArray(tags.tagID, [...tagIDs]));
}

/** The user tags (type "") the post form offers, by name. */
export function listPickableTags(db: Db, limit: number): Promise<{ tagID: number; name: string }[]> {
  return db
    .select({ tagID: tags.tagID, name: tags.name })
    .from(tags)
    .where(eq(tags.type, ""))
    .orderBy(asc(tags.name))
    .limit(limit);
}

/** A discussion's tags, by name. */
export function listDiscussionTags(db: Db, discussionID: number): Promise<{ tagID: number; name: string }[]> {
  return db
    .select({ tagID: tags.tagID, name: tags.name })
    .from(discussionTags)
    .innerJoin(tags, eq(tags.tagID, discussionTags.tagID))
    .where(eq(discussionTags.discussionID, discussionID))
    .orderBy(asc(tags.name));
}

/** A discussion's tags as resources, by name. */
export function discussionTagResources(db: Db, discussionID: number): Promise<Tag[]> {
  return db
    .select(tagColumns)
    .from(discussionTags)
    .innerJoin(tags, eq(tags.tagID, discussionTags.tagID))
    .where(eq(discussionTags.discussionID, discussionID))
    .orderBy(asc(tags.name));
}
