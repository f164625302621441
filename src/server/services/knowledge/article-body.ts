// Article bodies as they leave the server: the posts' renderer and sanitizer (src/server/format/, the same path
// discussions and comments take), cached per article and source, with mentions of existing users linked.
// Excerpts are plain text: the author's own, else the first words of the body.

import type { Db } from "../../db/client";
import { linkMentions } from "../../format/mentions";
import { type RenderedBody, renderSource } from "../../format/render";
import { RenderCache } from "../../format/render-cache";
import { existingUserNames } from "../../format/stored-bodies";
import { excerptOf } from "../format";

const cache = new RenderCache(2000);

export interface ArticleSource {
  /** Names the cache entry: the article and the revision (or locale) the source belongs to. */
  cacheKey: string;
  body: string;
  format: string;
}

function render(item: ArticleSource): RenderedBody {
  const cached = cache.get(item.cacheKey, item.body, item.format);
  if (cached) return cached;
  const rendered = renderSource(item.body, item.format);
  cache.set(item.cacheKey, item.body, item.format, rendered);
  return rendered;
}

/** Sanitized HTML for each source, in order. */
export async function renderArticleBodies(db: Db, items: readonly ArticleSource[]): Promise<string[]> {
  const rendered = items.map(render);
  const mentioned = rendered.flatMap((body) => body.mentions);
  if (!mentioned.length) return rendered.map((body) => body.html);
  const found = await existingUserNames(db, mentioned);
  const spellings = new Map([...found].map(([key, user]) => [key, user.name]));
  return rendered.map((body) => (body.mentions.length ? linkMentions(body.html, spellings) : body.html));
}

/** The stored excerpt, or about the first 200 characters of the body's text. */
export function articleExcerpt(excerpt: string, body: string, format: string): string {
  if (excerpt.trim()) return excerpt.trim();
  // Markdown may hold HTML too: tags (and what scripts and styles hold) are no words of the excerpt.
  const text = body.replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, " ").replace(/<[^>]*>/g, " ");
  return excerptOf(format === "text" ? body : text);
}
