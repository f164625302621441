// Every payload of the XSS corpus, in every body format, through the server's renderer (sanitizer, table labels)
// and the mention linker: the HTML that reaches pages holds only allowed elements, no event handler or style
// attribute, and no address a browser would run. The browser-side check is tests/e2e/xss.spec.ts.
import { describe, expect, it } from "vitest";
import { isVideoEmbedSource, VIDEO_IFRAME_ATTRIBUTES } from "../../src/server/format/embeds";
import { findMentions, linkMentions } from "../../src/server/format/mentions";
import { renderSource } from "../../src/server/format/render";
import { XSS_CORPUS } from "../factories/xss-corpus";

const ALLOWED_TAGS = new Set(
  (
    "p br hr h2 h3 h4 h5 h6 blockquote pre code em strong b i u s del ins sub sup mark kbd ul ol li dl dt dd a img " +
    "table thead tbody tfoot tr th td details summary span div iframe"
  ).split(" "),
);

/** An address a link or image may carry once rendered. */
function isSafeAddress(name: string, value: string): boolean {
  if (name === "href") {
    return (
      /^(\/(?![/\\])|#|mailto:|tel:)/i.test(value) && !/^\/home\/leaving\?target=(?!https?%3A)/i.test(value)
    );
  }
  // Images: https, or this site's uploads.
  return /^https:\/\/[^\s/\\]/i.test(value) || /^\/media\/[\w.-]+$/.test(value);
}

function problemsIn(html: string): string[] {
  const template = document.createElement("template");
  template.innerHTML = html;
  const problems: string[] = [];
  for (const element of template.content.querySelectorAll("*")) {
    const tag = element.localName;
    if (!ALLOWED_TAGS.has(tag)) problems.push(`<${tag}>`);
    for (const { name, value } of [...element.attributes]) {
      if (/^on/i.test(name)) problems.push(`${tag}[${name}]`);
      if (name === "style" || name === "srcdoc" || name === "formaction" || name === "xlink:href") {
        problems.push(`${tag}[${name}]`);
      }
      if (/javascript:|vbscript:|data:/i.test(value.replace(/[\s\p{Cc}]/gu, ""))) {
        problems.push(`${tag}[${name}=${value}]`);
      }
      if (tag === "iframe" && name === "src" && !isVideoEmbedSource(value))
        problems.push(`iframe[src=${value}]`);
      if (tag !== "iframe" && (name === "href" || name === "src") && !isSafeAddress(name, value)) {
        problems.push(`${tag}[${name}=${value}]`);
      }
    }
    if (tag === "iframe" && element.getAttribute("sandbox") !== VIDEO_IFRAME_ATTRIBUTES.sandbox) {
      problems.push("iframe without the embed sandbox");
    }
  }
  return problems;
}

describe("the XSS corpus", () => {
  it("holds at least 150 distinct payloads", () => {
    expect(new Set(XSS_CORPUS).size).toBe(XSS_CORPUS.length);
    expect(XSS_CORPUS.length).toBeGreaterThanOrEqual(150);
  });

  it("the check itself finds a handler, a script address and a foreign element", () => {
    expect(
      problemsIn('<img src="x" onerror="__xss()"><a href="javascript:__xss()">x</a><script></script>'),
    ).toEqual([
      "img[src=x]",
      "img[onerror]",
      "a[href=javascript:__xss()]",
      "a[href=javascript:__xss()]",
      "<script>",
    ]);
  });

  for (const format of ["markdown", "text", "html"]) {
    it(`renders every payload inert as ${format}`, () => {
      const found: string[] = [];
      for (const payload of XSS_CORPUS) {
        const rendered = renderSource(payload, format);
        // Mentions are linked on read; names the corpus mentions are treated as existing users.
        const names = new Map(findMentions(rendered.html).map((name) => [name.toLowerCase(), name]));
        const html = linkMentions(rendered.html, names);
        const problems = problemsIn(html);
        if (problems.length) found.push(`${JSON.stringify(payload)} → ${problems.join(", ")}\n  ${html}`);
      }
      expect(found).toEqual([]);
    });
  }
});
