// A post's featured image for list widgets: the first image in its body (markdown or HTML), else the widget's
// fallback image. Only safe URLs are kept.
import { inArray } from "drizzle-orm";
import { isSafeUrl } from "../../lib/safe-url";
import type { Discussion } from "../../types/generated/api/discussion";
import { discussions } from "../db/schema";
import type { ServiceContext } from "./context";

const MARKDOWN_IMAGE = /!\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/;
const HTML_IMAGE = /<img\b[^>]*\bsrc\s*=\s*["']([^"']+)["']/i;

/** The first image URL in a stored body, whichever of the two comes first. */
export function firstImageOf(body: string): string | undefined {
  const candidates = [MARKDOWN_IMAGE.exec(body), HTML_IMAGE.exec(body)]
    .filter((match): match is RegExpExecArray => match !== null)
    .sort((a, b) => a.index - b.index);
  const url = candidates[0]?.[1]?.trim();
  return url && isSafeUrl(url) ? url : undefined;
}

/** discussionID → image URL for the listed posts; posts with neither their own nor a fallback are left out. */
export async function firstImages(
  ctx: ServiceContext,
  listed: Discussion[],
  fallbackImage: string | undefined,
): Promise<Record<string, string>> {
  if (listed.length === 0) return {};
  const rows = await ctx.db
    .select({ discussionID: discussions.discussionID, body: discussions.body })
    .from(discussions)
    .where(
      inArray(
        discussions.discussionID,
        listed.map((discussion) => discussion.discussionID),
      ),
    );
  const fallback = fallbackImage && isSafeUrl(fallbackImage) ? fallbackImage : undefined;
  const images: Record<string, string> = {};
  for (const row of rows) {
    const url = firstImageOf(row.body) ?? fallback;
    if (url) images[String(row.discussionID)] = url;
  }
  return images;
}
