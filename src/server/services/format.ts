// Plain-text excerpts of post bodies. Rendering bodies to safe HTML lives in src/server/format/.
/** Plain text of about `max` characters, cut at a word boundary. */
export function excerptOf(source: string, max = 200): string {
  const text = source
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, "$1") // markdown links and images keep their text
    .replace(/[*_`#>]+/g, "")
    .replace(/\s+/g, " ")
    .trim();
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const space = cut.lastIndexOf(" ");
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
