// The one sanitizer every body format ends in: an allowlist of tags and attributes (no scripts, styles, event
// handlers or forms), links rewritten by the link policy and marked nofollow/ugc, images only over https or from
// this site's /media/, frames only for the video players of embeds.ts (their address re-checked, their sandbox set
// here), and classes only those the rich-body features emit (highlighting, spoilers, embeds).
import sanitizeHtml from "sanitize-html";
import { isVideoEmbedSource, VIDEO_IFRAME_ATTRIBUTES } from "./embeds";
import { bodyLinkHref } from "./link-policy";

const LINK_REL = "nofollow ugc noopener";

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
    "span",
    "div",
    "iframe",
  ],
  allowedAttributes: {
    a: ["href", "title", "rel", "class"],
    img: ["src", "alt", "title", "width", "height", "loading"],
    iframe: ["src", "title", ...Object.keys(VIDEO_IFRAME_ATTRIBUTES)],
    details: ["class"],
    span: ["class"],
    div: ["class"],
    ol: ["start"],
    th: ["colspan", "rowspan"],
    td: ["colspan", "rowspan"],
    code: ["class"],
    pre: ["tabindex"],
  },
  // Code blocks keep their language, highlighted code its token classes, spoilers and embeds theirs: no other class
  // reaches the page's styles.
  allowedClasses: {
    code: ["language-*"],
    span: ["hl-*", "embed-card-host", "embed-card-url"],
    details: ["spoiler"],
    div: ["embed", "embed-video", "embed-link"],
    a: ["embed-card"],
  },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowedSchemesByTag: { img: ["https"], iframe: ["https"] },
  allowedIframeHostnames: ["www.youtube-nocookie.com", "player.vimeo.com"],
  allowIframeRelativeUrls: false,
  allowProtocolRelative: false,
  // Script, style and the like go with their content; other unknown tags leave their text behind.
  disallowedTagsMode: "discard",
  // An image whose source was refused (data:, javascript:, http:, another site path) would be an empty box, a frame
  // without its address an empty hole: they go altogether.
  exclusiveFilter: (frame) =>
    (frame.tag === "img" && !isAllowedImageSource(frame.attribs.src ?? "")) ||
    (frame.tag === "iframe" && !frame.attribs.src),
  transformTags: {
    // The page title is the h1: headings inside a post start one level below.
    h1: sanitizeHtml.simpleTransform("h2", {}),
    a: (_tagName, attribs) => {
      const out: sanitizeHtml.Attributes = { rel: LINK_REL };
      if (attribs.href !== undefined) out.href = bodyLinkHref(attribs.href);
      if (attribs.title) out.title = attribs.title;
      if (attribs.class) out.class = attribs.class;
      return { tagName: "a", attribs: out };
    },
    img: (_tagName, attribs) => ({ tagName: "img", attribs: { ...attribs, loading: "lazy" } }),
    // A code block scrolls sideways on narrow screens: it takes focus so keyboards can scroll it (and no other
    // tabindex a body could carry survives).
    pre: () => ({ tagName: "pre", attribs: { tabindex: "0" } }),
    // Only the players' own addresses, with this sandbox: a frame written in an HTML body gets no more than an embed.
    iframe: (_tagName, attribs) => {
      const src = attribs.src ?? "";
      if (!isVideoEmbedSource(src)) return { tagName: "iframe", attribs: {} };
      const title = attribs.title?.slice(0, 100) || "Embedded video";
      return { tagName: "iframe", attribs: { src, title, ...VIDEO_IFRAME_ATTRIBUTES } };
    },
  },
};

/** Images load over https, or from this site's uploads (/media/…, no way out of that folder). */
function isAllowedImageSource(src: string): boolean {
  const value = src.trim();
  if (/^https:\/\/[^\s/\\]/i.test(value)) return true;
  return /^\/media\/[\w.-]+$/.test(value) && !value.includes("..");
}

export function sanitizeBodyHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}
