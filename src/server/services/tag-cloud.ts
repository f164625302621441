// The tag cloud: ordinary tags ranked by how many discussions the viewer can see carry them. Counting only visible
// discussions keeps a private category's tags (and their popularity) from leaking. The ranking is a grouped scan of
// discussion_tags, so it is cached for a minute per database, visible-category set and limit.
import { and, count, desc, eq, inArray } from "drizzle-orm";
import { invalidate, onInvalidate } from "../bus/invalidation";
import type { Db } from "../db/client";
import { discussions, discussionTags, tags } from "../db/schema";
import type { ServiceContext } from "./context";
import { categorySetKey, perDatabaseCache } from "./ttl-cache";

export interface CloudTag {
  tagID: number;
  name: string;
  urlcode: string;
  countDiscussions: number;
}

const TAG_CLOUD_CACHE_MS = 60_000;
const clouds = perDatabaseCache<CloudTag[]>(TAG_CLOUD_CACHE_MS);

export async function tagCloud(ctx: ServiceContext, limit: number): Promise<CloudTag[]> {
  const visible = ctx.viewer.permissions.visibleCategoryIDs();
  if (visible.length === 0) return [];
  const cache = clouds.cacheFor(ctx.db);
  const key = `${limit}:${categorySetKey(visible)}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const ranked = await rankTags(ctx, visible, limit);
  cache.set(key, ranked);
  return ranked;
}

const TAG_CLOUDS = "tag-clouds";

onInvalidate(TAG_CLOUDS, (db) => clouds.clear(db));

/** Forget cached clouds in every process (tests, and after tag edits that must show at once). */
export function clearTagCloudCache(db: Db): void {
  invalidate(db, TAG_CLOUDS);
}

function rankTags(ctx: ServiceContext, visible: number[], limit: number): Promise<CloudTag[]> {
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

/** The discussion list filtered by a tag (docs/reference/routes.md#layout-routes). */
export function tagUrl(tagID: number): string {
  return `/discussions?tagID=${tagID}`;
}
