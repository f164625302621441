// A post's HTML as the site's feeds carry it: the sanitized rendering the site shows (src/server/format/), never the
// source, since feed readers read an item's description as HTML. Readers show it away from the site, so its links and
// images become absolute, resolved as on the post's own page.
import sanitizeHtml from "sanitize-html";

/** The attribute holding an address, per tag, in the sanitizer's output (format/sanitize.ts). */
const ADDRESS_ATTRIBUTES = { a: "href", img: "src", iframe: "src" } as const;

function absolute(value: string, base: string): string {
  try {
    return new URL(value, base).toString();
  } catch {
    return value;
  }
}

/**
 * The sanitized body HTML with its addresses made absolute against `pageUrl`. The input already went through the
 * site's sanitizer; this pass only rewrites addresses, so every tag and attribute the site shows is kept.
 */
export function feedItemHtml(sanitizedHtml: string, pageUrl: string): string {
  const transformTags: Record<string, sanitizeHtml.Transformer> = {};
  for (const [tag, attribute] of Object.entries(ADDRESS_ATTRIBUTES)) {
    transformTags[tag] = (tagName, attribs) => {
      const value = attribs[attribute];
      return {
        tagName,
        attribs: value === undefined ? attribs : { ...attribs, [attribute]: absolute(value, pageUrl) },
      };
    };
  }
  // Every tag and attribute passes (the site's sanitizer chose them; its script and style tags are gone already).
  return sanitizeHtml(sanitizedHtml, {
    allowedTags: false,
    allowedAttributes: false,
    allowVulnerableTags: true,
    transformTags,
  });
}

/**
 * HTML as the content of an XML element: one CDATA section, split wherever the text holds "]]>" (which would end
 * it early and let the rest be read as feed markup). Characters XML forbids are dropped by the caller.
 */
export function cdata(html: string): string {
  return `<![CDATA[${html.replaceAll("]]>", "]]]]><![CDATA[>")}]]>`;
}
