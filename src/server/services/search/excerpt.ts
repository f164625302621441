// Excerpts: ts_headline over the body's text, run only for the rows of the page shown (never the whole match set),
// with private-use characters as highlight markers. The excerpt is then escaped as text, the markers become <mark>,
// and the result goes through the body sanitizer like every HTML the site sends (docs/reference/search.md#excerpts).
import { type SQL, sql } from "drizzle-orm";
import { escapeHtml } from "../../format/escape";
import { sanitizeBodyHtml } from "../../format/sanitize";
import { type TextQuery, tsqueryByConfig } from "./text-query";

const START = "\uE000";
const STOP = "\uE001";
/** Longest body text ts_headline reads (it is linear in the text). */
const HEADLINE_SOURCE_CHARS = 20_000;
const PLAIN_EXCERPT_CHARS = 240;
const HEADLINE_OPTIONS = `StartSel="${START}", StopSel="${STOP}", MaxWords=30, MinWords=12, ShortWord=3, MaxFragments=2, FragmentDelimiter=" … "`;

/** The body as the index reads it (quorum_search_text, 0011_search.sql: tags dropped), markers removed. */
function plainText(body: SQL): SQL {
  return sql`quorum_search_text(translate(${body}, ${START + STOP}, ''), ${sql.raw(String(HEADLINE_SOURCE_CHARS))})`;
}

/** The excerpt column of a page query: highlighted with a text query, the start of the text without one. */
export function excerptColumn(body: SQL, configColumn: SQL, text: TextQuery | null): SQL {
  if (!text) return sql`left(${plainText(body)}, ${sql.raw(String(PLAIN_EXCERPT_CHARS * 2))})`;
  return sql`ts_headline(${configColumn}, ${plainText(body)}, ${tsqueryByConfig(configColumn, text)}, ${HEADLINE_OPTIONS})`;
}

/** Markdown punctuation that reads as noise in a one-line excerpt: emphasis, headings, link targets, fences. */
function withoutMarkup(text: string): string {
  return text
    .replace(/\]\([^)\s]*\)/g, "")
    .replace(/\*\*|__|~~|`+|\[/g, "")
    .replace(/(^|\s)(#{1,6}|>)(?=\s)/g, "$1")
    .replace(/\s+/g, " ")
    .trim();
}

/** Substring (CJK) hits have no headline markers: the text around the first run, every run marked. */
function markRuns(text: string, runs: readonly string[]): string {
  const first = Math.min(...runs.map((run) => text.indexOf(run)).filter((at) => at >= 0));
  if (!Number.isFinite(first)) return text.slice(0, PLAIN_EXCERPT_CHARS);
  const start = Math.max(0, first - 60);
  let window = text.slice(start, start + PLAIN_EXCERPT_CHARS);
  for (const run of runs) window = window.split(run).join(`${START}${run}${STOP}`);
  return `${start > 0 ? "… " : ""}${window}`;
}

function shorten(text: string): string {
  if (text.length <= PLAIN_EXCERPT_CHARS) return text;
  const cut = text.slice(0, PLAIN_EXCERPT_CHARS);
  const space = cut.lastIndexOf(" ");
  return `${space > PLAIN_EXCERPT_CHARS / 2 ? cut.slice(0, space) : cut} …`;
}

/** The excerpt as sent: escaped text with <mark> around the matched words, through the sanitizer. */
export function finishExcerpt(raw: string | null, text: TextQuery | null): string {
  let excerpt = withoutMarkup(raw ?? "");
  if (text?.cjkTerms.length && !excerpt.includes(START)) excerpt = markRuns(excerpt, text.cjkTerms);
  if (!excerpt.includes(START)) excerpt = shorten(excerpt);
  const html = escapeHtml(excerpt).replaceAll(START, "<mark>").replaceAll(STOP, "</mark>");
  return sanitizeBodyHtml(html);
}
