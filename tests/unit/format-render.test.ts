// @vitest-environment node
import { describe, expect, it } from "vitest";
import { renderSource } from "../../src/server/format/render";

const html = (source: string, format = "markdown") => renderSource(source, format).html;

describe("renderSource: markdown", () => {
  it("renders markdown with raw HTML shown as text and single newlines kept", () => {
    expect(html("**bold** and _em_\n\nline one\nline two")).toBe(
      "<p><strong>bold</strong> and <em>em</em></p>\n<p>line one<br />\nline two</p>",
    );
    expect(html('<script>alert("x")</script>')).toBe('<p>&lt;script&gt;alert("x")&lt;/script&gt;</p>');
  });

  it("keeps the seeded plain paragraphs as paragraphs (and lists as lists)", () => {
    expect(html("First paragraph.\n\nSecond one.")).toBe("<p>First paragraph.</p>\n<p>Second one.</p>");
    expect(html("- one\n- two")).toBe("<ul>\n<li>one</li>\n<li>two</li>\n</ul>");
  });

  it("links bare URLs through the leaving interstitial with nofollow", () => {
    expect(html("See https://example.com/a?b=1&c=2.")).toBe(
      '<p>See <a rel="nofollow ugc noopener" href="/home/leaving?target=https%3A%2F%2Fexample.com%2Fa%3Fb%3D1%26c%3D2">https://example.com/a?b=1&amp;c=2</a>.</p>',
    );
  });

  it("keeps site-relative links on the site", () => {
    expect(html("[guide](/discussions/1)")).toBe(
      '<p><a rel="nofollow ugc noopener" href="/discussions/1">guide</a></p>',
    );
  });

  it.each([
    "[x](javascript:alert(1))",
    "[x](JAVASCRIPT:alert(1))",
    "[x](java%0ascript:alert(1))",
    "[x](data:text/html;base64,PHNjcmlwdD4=)",
    "[x](vbscript:msgbox(1))",
    "<javascript:alert(1)>",
  ])("never produces a script link from %s", (source) => {
    const out = html(source);
    expect(out).not.toMatch(/href="(?!\/|#|mailto:)/);
    expect(out.toLowerCase()).not.toContain('href="javascript');
    expect(out.toLowerCase()).not.toContain('href="data');
  });

  it("does not let a nested link smuggle a script URL", () => {
    const out = html("[[x](javascript:alert(1))](https://a.test)");
    expect(out).toBe(
      '<p><a rel="nofollow ugc noopener" href="/home/leaving?target=https%3A%2F%2Fa.test%2F">[x](javascript:alert(1))</a></p>',
    );
  });

  it("keeps https and /media/ images (loaded lazily) and drops data:, http: and other site paths", () => {
    expect(html("![a](data:image/png;base64,AAAA)")).not.toContain("<img");
    expect(html("![a](http://cdn.test/logo.png)")).not.toContain("<img");
    expect(html("![a](/api/v2/users/me)")).not.toContain("<img");
    expect(html("![a](/media/../api/v2/x.png)")).not.toContain("<img");
    expect(html("![logo](https://cdn.test/logo.png)")).toBe(
      '<p><img src="https://cdn.test/logo.png" alt="logo" loading="lazy" /></p>',
    );
    expect(html("![up](/media/0a1b.png)")).toBe(
      '<p><img src="/media/0a1b.png" alt="up" loading="lazy" /></p>',
    );
  });

  it("keeps a code block's language class, highlights and escapes its content", () => {
    expect(html("```js\nlet a = '<b>';\n```")).toBe(
      '<pre tabindex="0"><code class="language-js"><span class="hl-keyword">let</span> a = <span class="hl-string">\'&lt;b&gt;\'</span>;\n</code></pre>',
    );
    expect(html("```unknown\nlet a = '<b>';\n```")).toBe(
      `<pre tabindex="0"><code class="language-unknown">let a = '&lt;b&gt;';\n</code></pre>`,
    );
  });

  it("turns a top-level heading into h2: the page title is the h1", () => {
    expect(html("# Title")).toBe("<h2>Title</h2>");
  });
});

describe("renderSource: text", () => {
  it("escapes, makes paragraphs and line breaks, links bare URLs without trailing punctuation", () => {
    expect(html("<b>hi</b> & https://example.com.\n\nline one\nline two", "text")).toBe(
      '<p>&lt;b&gt;hi&lt;/b&gt; &amp; <a rel="nofollow ugc noopener" href="/home/leaving?target=https%3A%2F%2Fexample.com%2F">https://example.com</a>.</p>\n<p>line one<br />line two</p>',
    );
  });

  it("cannot be broken out of an attribute by a quote in a URL", () => {
    const out = html('https://example.com/"onmouseover="alert(1)', "text");
    expect(out).toBe(
      '<p><a rel="nofollow ugc noopener" href="/home/leaving?target=https%3A%2F%2Fexample.com%2F">https://example.com/</a>"onmouseover="alert(1)</p>',
    );
  });

  it("does not treat markdown as markdown", () => {
    expect(html("**not bold**", "text")).toBe("<p>**not bold**</p>");
  });
});

describe("renderSource: html", () => {
  it.each([
    ["<script>alert(1)</script><p>ok</p>", "<p>ok</p>"],
    ["<p onclick=\"alert(1)\" onmouseover='x()'>ok</p>", "<p>ok</p>"],
    ['<img src="x" onerror="alert(1)">', ""],
    [
      '<img src="https://cdn.test/a.png" onerror="alert(1)">',
      '<img src="https://cdn.test/a.png" loading="lazy" />',
    ],
    ["<style>body{display:none}</style><p>ok</p>", "<p>ok</p>"],
    ['<p style="position:fixed">ok</p>', "<p>ok</p>"],
    ['<iframe src="https://evil.test"></iframe><p>ok</p>', "<p>ok</p>"],
    ['<form action="/x"><input name="a"><button>Go</button></form>', "Go"],
    ["<svg><script>alert(1)</script></svg>", ""],
    ['<math><mi xlink:href="javascript:alert(1)">x</mi></math>', "x"],
    ['<a href="jav&#x09;ascript:alert(1)">x</a>', '<a rel="nofollow ugc noopener" href="/">x</a>'],
    ['<a href="&#106;avascript:alert(1)">x</a>', '<a rel="nofollow ugc noopener" href="/">x</a>'],
    ['<a href=" javascript:alert(1)">x</a>', '<a rel="nofollow ugc noopener" href="/">x</a>'],
    [
      '<a href="data:text/html,<script>alert(1)</script>">x</a>',
      '<a rel="nofollow ugc noopener" href="/">x</a>',
    ],
    [
      '<a href="https://a.test" target="_blank" rel="opener">x</a>',
      '<a rel="nofollow ugc noopener" href="/home/leaving?target=https%3A%2F%2Fa.test%2F">x</a>',
    ],
    ['<p class="admin-only" id="main">ok</p>', "<p>ok</p>"],
  ])("sanitizes %s", (source, expected) => {
    expect(html(source, "html")).toBe(expected);
  });

  it("sends protocol-relative and backslash links off-site through the interstitial", () => {
    const viaLeaving =
      '<a rel="nofollow ugc noopener" href="/home/leaving?target=https%3A%2F%2Fevil.test%2F">x</a>';
    expect(html('<a href="//evil.test">x</a>', "html")).toBe(viaLeaving);
    expect(html('<a href="/\\evil.test">x</a>', "html")).toBe(viaLeaving);
  });

  it("keeps mailto: and tel: links as they are", () => {
    expect(html('<a href="mailto:team@example.com">m</a> <a href="tel:+15550100">t</a>', "html")).toBe(
      '<a rel="nofollow ugc noopener" href="mailto:team@example.com">m</a> <a rel="nofollow ugc noopener" href="tel:+15550100">t</a>',
    );
  });

  it("shows a look-alike host for what it is: the interstitial gets the punycode host", () => {
    // "аpple.com" with a Cyrillic а (U+0430).
    const out = html('<a href="https://\u0430pple.com/login">apple.com</a>', "html");
    expect(out).toContain("target=https%3A%2F%2Fxn--pple-43d.com%2Flogin");
  });

  it("treats an unknown stored format (rich2 and the like) as markdown", () => {
    expect(html("**b**", "rich2")).toBe("<p><strong>b</strong></p>");
  });
});
