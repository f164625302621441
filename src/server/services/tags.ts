// Tag lookup for pickers and filters (a case-insensitive name prefix, most used first), the post form's tag list
// and a discussion's tags.
import { asc, desc, eq, ilike } from "drizzle-orm";
import type { Tag } from "../../types/generated/api/tag";
import type { TagListQuery } from "../../types/generated/api/tag-list-query";
import type { Db } from "../db/client";
import { discussionTags, tags } from "../db/schema";
import type { ServiceContext } from "./context";
import { escapeLike } from "./sql";

export type { Tag, TagListQuery };

export async function searchTags(ctx: ServiceContext, query: Partial<TagListQuery>): Promise<Tag[]> {
  const prefix = query.query?.trim() ?? "";
  const limit = Math.min(Math.max(query.limit ?? 20, 1), 100);
  return ctx.db
    .select({
      tagID: tags.tagID,
      name: tags.name,
      urlcode: tags.urlcode,
      type: tags.type,
      countDiscussions: tags.countDiscussions,
    })
    .from(tags)
    .where(prefix ? ilike(tags.name, `${escapeLike(prefix)}%`) : undefined)
    .orderBy(desc(tags.countDiscussions), tags.name)
    .limit(limit);
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
