// The text of an HTML fragment as the DOM's textContent gives it (tags dropped, entities decoded, white space kept),
// computed without a DOM: pages render on the server too, where there is no DOMParser.
import { decodeHtmlEntities } from "../../lib/html-entities";

/** textContent of sanitized HTML (the server's rendering of a post body): what a reader sees, as plain text. */
export function htmlTextContent(html: string): string {
  return decodeHtmlEntities(html.replace(/<!--[\s\S]*?-->/g, "").replace(/<[^>]*>/g, ""));
}
