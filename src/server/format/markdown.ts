// Markdown bodies through markdown-it: raw HTML off (it shows as text), bare URLs linked, single line breaks kept
// (people type posts, not documents). Its output still goes through the sanitizer like every other format.
import MarkdownIt from "markdown-it";

const markdown = new MarkdownIt({ html: false, linkify: true, breaks: true, typographer: false });

export function markdownToHtml(source: string): string {
  return markdown.render(source);
}
