// Featured images for list widgets: each listed post's first body image, else the widget's fallback image.
import { inArray } from "drizzle-orm";
import { featuredImageOf } from "../../lib/first-image";
import type { Discussion } from "../../types/generated/api/discussion";
import { discussions } from "../db/schema";
import type { ServiceContext } from "./context";

/** discussionID → image URL for the listed posts; posts with neither their own nor a fallback are left out. */
export async function firstImages(
  ctx: ServiceContext,
  listed: Discussion[],
  fallbackImage: string | undefined,
): Promise<Record<string, string>> {
  if (listed.length === 0) return {};
  const ids = listed.map((discussion) => discussion.discussionID);
  const rows = await ctx.db
    .select({ discussionID: discussions.discussionID, body: discussions.body })
    .from(discussions)
    .where(inArray(discussions.discussionID, ids));
  const images: Record<string, string> = {};
  for (const row of rows) {
    const url = featuredImageOf(row.body, fallbackImage);
    if (url) images[String(row.discussionID)] = url;
  }
  return images;
}
