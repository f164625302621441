// Bodies of stored discussions and comments as they leave the server: rendered (cached per version) and with
// mentions of existing users linked, one users query for a whole page of records.
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { users } from "../db/schema";
import { linkMentions } from "./mentions";
import { type RenderedBody, renderSource } from "./render";
import { RenderCache } from "./render-cache";

export interface StoredBody {
  recordType: "discussion" | "comment";
  id: number;
  body: string;
  format: string;
  /** dateUpdated, or dateInserted for a post never edited. */
  version: Date;
}

const cache = new RenderCache();

/**
 * Part of every cache key: raise it whenever rendering changes its output (2: spoilers, highlighting, embeds,
 * table labels, stricter images), so no body is served as an older renderer made it.
 */
const RENDER_VERSION = 2;

function renderStored(item: StoredBody): RenderedBody {
  const key = `v${RENDER_VERSION}:${item.recordType}:${item.id}:${item.version.getTime()}`;
  const cached = cache.get(key, item.body, item.format);
  if (cached) return cached;
  const rendered = renderSource(item.body, item.format);
  cache.set(key, item.body, item.format, rendered);
  return rendered;
}

/** Lower-cased name → the user's own spelling, for the names that belong to a user (deleted users excluded). */
export async function existingUserNames(
  db: Db,
  names: Iterable<string>,
): Promise<Map<string, { userID: number; name: string }>> {
  const lowered = [...new Set([...names].map((name) => name.toLowerCase()))];
  const found = new Map<string, { userID: number; name: string }>();
  if (!lowered.length) return found;
  const rows = await db
    .select({ userID: users.userID, name: users.name })
    .from(users)
    .where(and(inArray(sql`lower(${users.name})`, lowered), eq(users.deleted, false)));
  for (const row of rows) found.set(row.name.toLowerCase(), row);
  return found;
}

/** HTML for each item, in order. */
export async function renderStoredBodies(db: Db, items: readonly StoredBody[]): Promise<string[]> {
  const rendered = items.map(renderStored);
  const mentioned = rendered.flatMap((body) => body.mentions);
  if (!mentioned.length) return rendered.map((body) => body.html);
  const found = await existingUserNames(db, mentioned);
  const spellings = new Map([...found].map(([key, user]) => [key, user.name]));
  return rendered.map((body) => (body.mentions.length ? linkMentions(body.html, spellings) : body.html));
}
