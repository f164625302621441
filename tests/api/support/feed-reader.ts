// Reads an RSS feed as a feed reader does: the XML with a conformant XML parser, then each item's description as HTML
// with a browser's HTML parser (jsdom, scripts off), and lists whatever in that HTML could run script: script-like
// elements, event handler attributes, script or data addresses, srcdoc, styles.
import { JSDOM } from "jsdom";

export interface ReadFeedItem {
  title: string;
  link: string;
  /** The description's text content: the HTML a reader renders. */
  descriptionHtml: string;
}

// One window for all parsing: building a jsdom window per description would take most of a test's time.
const { DOMParser } = new JSDOM("").window;

export function readFeed(xml: string): { link: string; items: ReadFeedItem[] } {
  const document = new DOMParser().parseFromString(xml, "application/xml");
  const errors = document.getElementsByTagName("parsererror");
  if (errors.length) throw new Error(`feed is not well-formed XML: ${errors[0]?.textContent}`);
  const childText = (parent: Element, name: string) =>
    [...parent.children].find((child) => child.tagName === name)?.textContent ?? "";
  const channel = document.getElementsByTagName("channel")[0];
  if (!channel) throw new Error("no channel");
  return {
    link: childText(channel, "link"),
    items: [...document.getElementsByTagName("item")].map((item) => ({
      title: childText(item, "title"),
      link: childText(item, "link"),
      descriptionHtml: childText(item, "description"),
    })),
  };
}

const SCRIPT_ELEMENTS = new Set([
  "script",
  "style",
  "object",
  "embed",
  "applet",
  "base",
  "meta",
  "link",
  "form",
  "svg",
  "math",
  "frame",
  "frameset",
  "noscript",
  "template",
]);
const ADDRESS_ATTRIBUTES = new Set([
  "href",
  "src",
  "action",
  "formaction",
  "xlink:href",
  "poster",
  "background",
]);
/** Video players of format/embeds.ts: the only frames a body may hold. */
const FRAME_HOSTS = new Set(["www.youtube-nocookie.com", "player.vimeo.com"]);

function unsafeAddress(value: string): boolean {
  // Browsers drop these before reading a scheme ("java\tscript:").
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is being removed
  const squeezed = value.replace(/[\u0000-\u0020\u007f]/g, "").toLowerCase();
  return !/^(https?:|mailto:|tel:)/.test(squeezed);
}

/**
 * Everything in each HTML that could run script when a reader shows it, as "<index>: <finding>"; empty when all are
 * inert. Each is read as a reader's page holds it, inside its own markup (an unclosed tag at the end is closed by
 * what follows), all in one page since building a document per description would take most of a test's time.
 */
export function executableMarkup(htmls: readonly string[]): string[] {
  const found: string[] = [];
  const articles = htmls.map(
    (html, index) => `<article data-index="${index}">${html}</article><footer>More</footer>`,
  );
  const body = new DOMParser().parseFromString(`<!doctype html><body>${articles.join("")}`, "text/html").body;
  for (const element of body.querySelectorAll("*")) {
    const where = element.closest("article")?.getAttribute("data-index") ?? "page";
    for (const finding of elementFindings(element)) found.push(`${where}: ${finding}`);
  }
  return found;
}

function elementFindings(element: Element): string[] {
  const found: string[] = [];
  const tag = element.tagName.toLowerCase();
  if (SCRIPT_ELEMENTS.has(tag)) found.push(`<${tag}>`);
  if (tag === "iframe") {
    const src = element.getAttribute("src") ?? "";
    const host = URL.canParse(src) ? new URL(src).hostname : "";
    if (!FRAME_HOSTS.has(host) || !element.hasAttribute("sandbox")) found.push(`<iframe src=${src}>`);
  }
  for (const { name, value } of element.attributes) {
    if (name.startsWith("on") || name === "srcdoc" || name === "style") found.push(`${tag}[${name}]`);
    else if (ADDRESS_ATTRIBUTES.has(name) && unsafeAddress(value)) found.push(`${tag}[${name}=${value}]`);
  }
  return found;
}
