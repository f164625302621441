// The one sanitizer every body format ends in: an allowlist of tags and attributes (no scripts, styles, event
// handlers, forms or frames), links rewritten by the link policy and marked nofollow/ugc, images only over http(s).
import sanitizeHtml from "sanitize-html";
import { bodyLinkHref } from "./link-policy";

export const LINK_REL = "nofollow ugc noopener";

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    "p",
    "br",
    "hr",
    "h2",
    "h3",
    "h4",
    "h5",
    "h6",
    "blockquote",
    "pre",
    "code",
    "em",
    "strong",
    "b",
    "i",
    "u",
    "s",
    "del",
    "ins",
    "sub",
    "sup",
    "mark",
    "kbd",
    "ul",
    "ol",
    "li",
    "dl",
    "dt",
    "dd",
    "a",
    "img",
    "table",
    "thead",
    "tbody",
    "tfoot",
    "tr",
    "th",
    "td",
    "details",
    "summary",
  ],
  allowedAttributes: {
    a: ["href", "title", "rel"],
    img: ["src", "alt", "title", "width", "height"],
    ol: ["start"],
    th: ["colspan", "rowspan"],
    td: ["colspan", "rowspan"],
    code: ["class"],
  },
  // Code blocks keep their language for highlighting; no other class reaches the page's styles.
  allowedClasses: { code: ["language-*"] },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowedSchemesByTag: { img: ["http", "https"] },
  allowProtocolRelative: false,
  // Script, style and the like go with their content; other unknown tags leave their text behind.
  disallowedTagsMode: "discard",
  // An image whose source was refused (data:, javascript:) would be an empty box: it goes altogether.
  exclusiveFilter: (frame) => frame.tag === "img" && !frame.attribs.src,
  transformTags: {
    // The page title is the h1: headings inside a post start one level below.
    h1: sanitizeHtml.simpleTransform("h2", {}),
    a: (_tagName, attribs) => {
      const out: sanitizeHtml.Attributes = { rel: LINK_REL };
      if (attribs.href !== undefined) out.href = bodyLinkHref(attribs.href);
      if (attribs.title) out.title = attribs.title;
      return { tagName: "a", attribs: out };
    },
  },
};

export function sanitizeBodyHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}
