// Post bodies: stored source → safe HTML, and plain-text excerpts. For now every format is treated as text:
// escaped, split into paragraphs, with bare http(s) links made clickable. The full renderer (markdown, rich
// formats, sanitizer) comes with the post page, behind these same two functions.
const ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => ESCAPES[ch] ?? ch);
}

// Links are matched on the escaped text: an escaped URL cannot contain a quote or angle bracket.
const URL_PATTERN = /\bhttps?:\/\/[^\s<>"']+[^\s<>"'.,;:!?)]/g;

function linkify(escaped: string): string {
  return escaped.replace(URL_PATTERN, (url) => `<a href="${url}" rel="nofollow ugc noopener">${url}</a>`);
}

export function renderBody(source: string, _format: string): string {
  return source
    .replace(/\r\n?/g, "\n")
    .split(/\n{2,}/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map((paragraph) => `<p>${linkify(escapeHtml(paragraph)).replace(/\n/g, "<br>")}</p>`)
    .join("\n");
}

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
