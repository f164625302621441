// The tag cloud: ordinary tags ranked by how many discussions the viewer can see carry them. Counting only visible
// discussions keeps a private category's tags (and their popularity) from leaking.
import { and, count, desc, eq, inArray } from "drizzle-orm";
import { discussions, discussionTags, tags } from "../db/schema";
import type { ServiceContext } from "./context";

export interface CloudTag {
  tagID: number;
  name: string;
  urlcode: string;
  countDiscussions: number;
}

export async function tagCloud(ctx: ServiceContext, limit: number): Promise<CloudTag[]> {
  const visible = ctx.viewer.permissions.visibleCategoryIDs();
  if (visible.length === 0) return [];
  const uses = count(discussionTags.discussionID);
  return ctx.db
    .select({ tagID: tags.tagID, name: tags.name, urlcode: tags.urlcode, countDiscussions: uses })
    .from(discussionTags)
    .innerJoin(discussions, eq(discussions.discussionID, discussionTags.discussionID))
    .innerJoin(tags, eq(tags.tagID, discussionTags.tagID))
    .where(and(inArray(discussions.categoryID, visible), eq(tags.type, "")))
    .groupBy(tags.tagID, tags.name, tags.urlcode)
    .orderBy(desc(uses), tags.name)
    .limit(Math.min(Math.max(limit, 1), 100));
}

/** The discussion list filtered by a tag (spec 001 §2.7). */
export function tagUrl(tagID: number): string {
  return `/discussions?tagID=${tagID}`;
}
