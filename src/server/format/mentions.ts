// Mentions: `@name` or `@"name with spaces"` in a body. Found in the sanitized HTML rather than the source, so that
// every format behaves alike and nothing inside links or code counts (an email address, a code sample). The
// sanitizer's output is regular (text escapes only & < >, attribute values are quoted with " escaped), which makes
// splitting it at tags exact.
import { escapeHtml, unescapeHtml } from "./escape";

/** At most this many distinct people are mentioned (linked, notified) by one post. */
export const MAX_MENTIONS = 50;
const MAX_NAME_LENGTH = 64;

// A mention starts a line or follows something other than a letter, digit or underscore (so mail@example.com is
// not one). Bare names are letters, digits, _ - . (a final dot is the sentence's); quoted ones anything but quotes.
const MENTION = /(?<![\p{L}\p{N}_@])@(?:"([^"\n<>]{1,64})"|([\p{L}\p{N}_][\p{L}\p{N}_.-]*))/gu;

const SKIPPED_TAGS = new Set(["a", "code", "pre"]);
const TAG = /<\/?([a-zA-Z0-9]+)[^>]*>/g;

interface Segment {
  text: string;
  /** Text outside links and code (tags themselves are never mentionable). */
  mentionable: boolean;
}

function segmentsOf(html: string): Segment[] {
  const segments: Segment[] = [];
  let skipDepth = 0;
  let last = 0;
  for (const match of html.matchAll(TAG)) {
    if (match.index > last)
      segments.push({ text: html.slice(last, match.index), mentionable: skipDepth === 0 });
    segments.push({ text: match[0], mentionable: false });
    const name = (match[1] ?? "").toLowerCase();
    if (SKIPPED_TAGS.has(name)) skipDepth = Math.max(0, skipDepth + (match[0].startsWith("</") ? -1 : 1));
    last = match.index + match[0].length;
  }
  if (last < html.length) segments.push({ text: html.slice(last), mentionable: skipDepth === 0 });
  return segments;
}

interface Found {
  /** The matched text as it stands in the HTML (escaped). */
  raw: string;
  name: string;
  index: number;
}

function mentionsIn(escapedText: string): Found[] {
  const found: Found[] = [];
  for (const match of escapedText.matchAll(MENTION)) {
    const quoted = match[1];
    let raw = match[0];
    let name = quoted !== undefined ? unescapeHtml(quoted).trim() : (match[2] ?? "");
    if (quoted === undefined) {
      // "Thanks @sam." — the dots after a bare name end the sentence.
      const trimmed = name.replace(/[.-]+$/, "");
      raw = raw.slice(0, raw.length - (name.length - trimmed.length));
      name = trimmed;
    }
    if (!name || name.length > MAX_NAME_LENGTH) continue;
    found.push({ raw, name, index: match.index });
  }
  return found;
}

/** The distinct names mentioned in sanitized body HTML, first appearance first, at most MAX_MENTIONS. */
export function findMentions(html: string): string[] {
  const seen = new Map<string, string>();
  for (const segment of segmentsOf(html)) {
    if (!segment.mentionable) continue;
    for (const { name } of mentionsIn(segment.text)) {
      const key = name.toLowerCase();
      if (!seen.has(key) && seen.size < MAX_MENTIONS) seen.set(key, name);
    }
  }
  return [...seen.values()];
}

function profileUrl(name: string): string {
  return `/profile/${encodeURIComponent(name)}`;
}

/**
 * Turns mentions of existing users into profile links. `users` maps a lower-cased name to the user's own spelling;
 * mentions of anyone else stay text.
 */
export function linkMentions(html: string, users: ReadonlyMap<string, string>): string {
  if (!users.size) return html;
  return segmentsOf(html)
    .map((segment) => {
      if (!segment.mentionable) return segment.text;
      let out = "";
      let last = 0;
      for (const found of mentionsIn(segment.text)) {
        const name = users.get(found.name.toLowerCase());
        if (name === undefined) continue;
        out += segment.text.slice(last, found.index);
        out += `<a href="${escapeHtml(profileUrl(name))}" class="atMention" data-username="${escapeHtml(name)}">${found.raw}</a>`;
        last = found.index + found.raw.length;
      }
      return out + segment.text.slice(last);
    })
    .join("");
}
