// Plain text from the sanitized HTML the server renders post bodies to, and the short summaries search engines
// show under a result (meta description, og:description).

/** Search engines cut descriptions near this length; longer text is shortened at a word boundary. */
export const DESCRIPTION_LENGTH = 155;

const NAMED_ENTITIES: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: " ",
};

function decodeEntity(entity: string, name: string): string {
  if (name.startsWith("#")) {
    const hex = name[1] === "x" || name[1] === "X";
    const code = Number.parseInt(name.slice(hex ? 2 : 1), hex ? 16 : 10);
    return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
  }
  return NAMED_ENTITIES[name.toLowerCase()] ?? entity;
}

/**
 * The text a reader sees in an HTML fragment: elements that show no text (script, style, templates) dropped,
 * every tag a word break, entities decoded, white space collapsed.
 */
export function plainTextOf(html: string): string {
  return html
    .replace(/<(script|style|template|noscript)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, " ")
    .replace(/<!--[\s\S]*?-->/g, " ")
    .replace(/<[^>]*>/g, " ")
    .replace(/&(#[0-9]{1,7}|#[xX][0-9a-fA-F]{1,6}|[a-zA-Z]{2,8});/g, decodeEntity)
    .replace(/\s+/g, " ")
    .trim();
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
