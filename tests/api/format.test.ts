import { describe, expect, it } from "vitest";
import { excerptOf, renderBody } from "../../src/server/services/format";
import { slugify } from "../../src/server/services/urls";

describe("renderBody", () => {
  it("escapes HTML and splits paragraphs", () => {
    expect(renderBody('<script>alert("x")</script>\n\nline one\nline two', "markdown")).toBe(
      "<p>&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;</p>\n<p>line one<br>line two</p>",
    );
  });

  it("links bare http(s) URLs, without trailing punctuation, and nothing else", () => {
    expect(renderBody("See https://example.com/a?b=1&c=2. Or javascript:alert(1)", "text")).toBe(
      '<p>See <a href="https://example.com/a?b=1&amp;c=2" rel="nofollow ugc noopener">https://example.com/a?b=1&amp;c=2</a>. Or javascript:alert(1)</p>',
    );
  });

  it("cannot be broken out of an attribute by a quote in a URL", () => {
    const html = renderBody('https://example.com/"onmouseover="alert(1)', "text");
    expect(html).not.toContain('"onmouseover');
  });
});

describe("excerptOf", () => {
  it("gives plain text cut at a word boundary", () => {
    const text = `${"word ".repeat(60)}end`;
    const excerpt = excerptOf(text, 50);
    expect(excerpt.length).toBeLessThanOrEqual(51);
    expect(excerpt.endsWith("word…")).toBe(true);
    expect(excerptOf("Read [the guide](https://x.test) **now**", 200)).toBe("Read the guide now");
  });
});

describe("slugify", () => {
  it("keeps letters and digits of any script, dashes the rest", () => {
    expect(slugify("How do I configure SSO? (v4.2)")).toBe("how-do-i-configure-sso-v4-2");
    expect(slugify("Café öffnen")).toBe(encodeURIComponent("café-öffnen"));
    expect(slugify("???")).toBe("discussion");
  });
});
