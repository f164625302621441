// Markdown bodies through markdown-it: raw HTML off (it shows as text), bare URLs linked, single line breaks kept
// (people type posts, not documents). Extensions: spoilers (:::spoiler … :::), fenced code highlighted server-side
// (highlight.ts), a URL alone in its paragraph embedded (embeds.ts). Its output still goes through the sanitizer
// like every other format.
import MarkdownIt from "markdown-it";
import { embedPlugin } from "./embeds";
import { escapeHtml } from "./escape";
import { highlightCode } from "./highlight";
import { spoilerPlugin } from "./spoilers";

const markdown = new MarkdownIt({
  html: false,
  linkify: true,
  breaks: true,
  typographer: false,
  // markdown-it wraps what this returns in <pre><code class="language-…">; "" lets it escape the code itself.
  highlight: (code, language) => {
    const name = language.trim().split(/\s+/)[0] ?? "";
    return (name && highlightCode(code, name)) || escapeHtml(code);
  },
});
markdown.use(spoilerPlugin);
markdown.use(embedPlugin);

export function markdownToHtml(source: string): string {
  return markdown.render(source);
}
