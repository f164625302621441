// Text bodies: escaped, blank lines make paragraphs, single newlines line breaks, bare http(s) URLs links.
import { escapeHtml } from "./escape";

// Found in the raw text, then escaped: a URL ends at whitespace, quotes or angle brackets, and trailing
// punctuation belongs to the sentence.
const URL_PATTERN = /\bhttps?:\/\/[^\s<>"']+[^\s<>"'.,;:!?)]/g;

function paragraphHtml(paragraph: string): string {
  let out = "";
  let last = 0;
  for (const match of paragraph.matchAll(URL_PATTERN)) {
    const url = escapeHtml(match[0]);
    out += `${escapeHtml(paragraph.slice(last, match.index))}<a href="${url}">${url}</a>`;
    last = match.index + match[0].length;
  }
  return (out + escapeHtml(paragraph.slice(last))).replace(/\n/g, "<br>");
}

export function textToHtml(source: string): string {
  return source
    .replace(/\r\n?/g, "\n")
    .split(/\n{2,}/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map((paragraph) => `<p>${paragraphHtml(paragraph)}</p>`)
    .join("\n");
}
