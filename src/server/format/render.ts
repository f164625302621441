// A body's source and format → sanitized HTML and the names it mentions. Pure: the same input gives the same
// output, so results may be cached per stored version. Linking mentions to profiles needs the users table and
// happens after (stored-bodies.ts), on every read, so a mention of someone who registers later becomes a link.
import { markdownToHtml } from "./markdown";
import { findMentions } from "./mentions";
import { textToHtml } from "./plain-text";
import { sanitizeBodyHtml } from "./sanitize";
import { labelTableCells } from "./tables";

export interface RenderedBody {
  html: string;
  /** Distinct mentioned names as written (not yet checked against the users table). */
  mentions: string[];
}

/** Posts are written in markdown, text or html; stored rows with another format (rich2, …) render as markdown. */
function toUnsafeHtml(source: string, format: string): string {
  switch (format) {
    case "text":
      return textToHtml(source);
    case "html":
      return source;
    default:
      return markdownToHtml(source);
  }
}

export function renderSource(source: string, format: string): RenderedBody {
  // Every format, markdown and text included, ends in the sanitizer: one place decides what reaches the page.
  // Table cells are labelled after sanitizing: the labels are derived from text the sanitizer has already cleaned.
  const html = labelTableCells(sanitizeBodyHtml(toUnsafeHtml(source.replace(/\r\n?/g, "\n"), format)).trim());
  return { html, mentions: findMentions(html) };
}
