// The @mention being typed at the caret, and what choosing a suggestion does to the text. Pure, so the composer and
// its tests agree. The syntax follows the server's (src/server/format/mentions.ts): `@name`, where a mention starts
// a line or follows anything but a letter, digit, underscore or @, and bare names are letters, digits, _ . and -;
// `@"name with spaces"` for any other name.

export interface MentionToken {
  /** Index of the @ in the text. */
  start: number;
  /** Index just past the token: the caret, or further when the caret sits inside a name. */
  end: number;
  /** The typed part of the name (no @, no opening quote). */
  query: string;
}

const NAME_CHAR = /[\p{L}\p{N}_.-]/u;
const BARE_TOKEN = /(?<![\p{L}\p{N}_@])@([\p{L}\p{N}_][\p{L}\p{N}_.-]*)$/u;
const QUOTED_TOKEN = /(?<![\p{L}\p{N}_@])@"([^"\n<>]{1,64})$/u;
const BARE_NAME = /^[\p{L}\p{N}_](?:[\p{L}\p{N}_.-]*[\p{L}\p{N}_])?$/u;

/** The mention the caret is in or just after, or null. The typed part is at least one character. */
export function mentionAt(text: string, caret: number): MentionToken | null {
  const before = text.slice(0, caret);
  const quoted = QUOTED_TOKEN.exec(before);
  if (quoted?.[1] !== undefined) {
    return { start: quoted.index, end: caret, query: quoted[1] };
  }
  const bare = BARE_TOKEN.exec(before);
  if (bare?.[1] === undefined) return null;
  // A caret inside a word replaces the whole word.
  let end = caret;
  while (end < text.length && NAME_CHAR.test(text[end] ?? "")) end++;
  return { start: bare.index, end, query: bare[1] };
}

/** How a name is written in a post: bare when the server reads it back whole, otherwise quoted. */
export function mentionText(name: string): string {
  return BARE_NAME.test(name) ? `@${name}` : `@"${name}"`;
}

/** The text with the token replaced by the mention and a space, and where the caret goes (after the space). */
export function insertMention(
  text: string,
  token: MentionToken,
  name: string,
): { text: string; caret: number } {
  const mention = `${mentionText(name)} `;
  const after = text.slice(token.end);
  // A space already following the name is kept as the separator rather than doubled.
  const rest = after.startsWith(" ") ? after.slice(1) : after;
  return { text: `${text.slice(0, token.start)}${mention}${rest}`, caret: token.start + mention.length };
}
