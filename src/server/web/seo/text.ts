// Plain text from the sanitized HTML the server renders post bodies to, and the short summaries search engines
// show under a result (meta description, og:description).
import { decodeHtmlEntities } from "../../../lib/html-entities";

/** Search engines cut descriptions near this length; longer text is shortened at a word boundary. */
export const DESCRIPTION_LENGTH = 155;

/**
 * The text a reader sees in an HTML fragment: elements that show no text (script, style, templates) dropped,
 * every tag a word break, entities decoded, white space collapsed.
 */
export function plainTextOf(html: string): string {
  const tagless = html
    .replace(/<(script|style|template|noscript)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, " ")
    .replace(/<!--[\s\S]*?-->/g, " ")
    .replace(/<[^>]*>/g, " ");
  return decodeHtmlEntities(tagless).replace(/\s+/g, " ").trim();
}

/** Text of at most `max` characters, shortened at a word boundary with an ellipsis. */
export function shorten(text: string, max = DESCRIPTION_LENGTH): string {
  const clean = text.replace(/\s+/g, " ").trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,;:.–—-]+$/, "")}…`;
}

/** The first sentence-sized run of an HTML body as a description; "" when the body has no text. */
export function describeHtml(html: string, max = DESCRIPTION_LENGTH): string {
  return shorten(plainTextOf(html), max);
}
