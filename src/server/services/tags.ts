// Tag lookup for pickers and filters: a case-insensitive name prefix, most used first.
import { desc, ilike } from "drizzle-orm";
import type { Tag } from "../../types/generated/api/tag";
import type { TagListQuery } from "../../types/generated/api/tag-list-query";
import { tags } from "../db/schema";
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
