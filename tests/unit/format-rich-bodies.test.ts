// @vitest-environment node
// Rich bodies (docs/reference/ui-behaviour.md#shared-components): spoilers, server-side code highlighting, link
// embeds, mobile table labels.
import { describe, expect, it } from "vitest";
import { isVideoEmbedSource, videoEmbedFor } from "../../src/server/format/embeds";
import { highlightCode, MAX_HIGHLIGHT_LENGTH } from "../../src/server/format/highlight";
import { renderSource } from "../../src/server/format/render";
import { labelTableCells, MAX_LABELLED_HEADERS } from "../../src/server/format/tables";
import { quoteMarkdown } from "../../src/server/services/editing/post-source";
import { RICH_BODIES } from "../factories/rich-bodies";

const html = (source: string, format = "markdown") => renderSource(source, format).html;

describe("spoilers", () => {
  it("renders :::spoiler blocks as a details disclosure with the Markdown inside", () => {
    expect(html(":::spoiler Ending\nThe **butler** did it.\n:::\n\nAfter.")).toBe(
      '<details class="spoiler"><summary>Spoiler: Ending</summary>\n<p>The <strong>butler</strong> did it.</p>\n</details>\n<p>After.</p>',
    );
  });

  it("nests, runs an unclosed spoiler to the end, and leaves indented code alone", () => {
    const nested = html(":::spoiler\nouter\n:::spoiler inner\ndeep\n:::\nstill outer\n:::");
    expect(nested.match(/<details/g)).toHaveLength(2);
    expect(nested).toMatch(/still outer<\/p>\n<\/details>$/);
    expect(html(":::spoiler\nnever closed")).toBe(
      '<details class="spoiler"><summary>Spoiler</summary>\n<p>never closed</p>\n</details>',
    );
    expect(html("    :::spoiler\n    code")).toContain('<pre tabindex="0"><code>:::spoiler');
  });

  it("escapes the title", () => {
    expect(html(":::spoiler <b>bold</b>\nx\n:::")).toContain(
      "<summary>Spoiler: &lt;b&gt;bold&lt;/b&gt;</summary>",
    );
  });
});

describe("code highlighting", () => {
  it("marks keywords, strings, numbers and comments per language", () => {
    expect(highlightCode("def f(x):\n    return None  # done", "python")).toBe(
      '<span class="hl-keyword">def</span> f(x):\n    <span class="hl-keyword">return</span> <span class="hl-literal">None</span>  <span class="hl-comment"># done</span>',
    );
    expect(highlightCode('SELECT "name" FROM users WHERE id = 1', "sql")).toBe(
      '<span class="hl-keyword">SELECT</span> <span class="hl-attr">&quot;name&quot;</span> <span class="hl-keyword">FROM</span> users <span class="hl-keyword">WHERE</span> id = <span class="hl-number">1</span>',
    );
    expect(highlightCode('{"a": [1, true]}', "json")).toBe(
      '{<span class="hl-attr">&quot;a&quot;</span>: [<span class="hl-number">1</span>, <span class="hl-literal">true</span>]}',
    );
    expect(highlightCode('<a href="x">&amp;</a>', "html")).toBe(
      '<span class="hl-tag">&lt;a</span> <span class="hl-attr">href</span>=<span class="hl-string">&quot;x&quot;</span><span class="hl-tag">&gt;</span><span class="hl-literal">&amp;amp;</span><span class="hl-tag">&lt;/a</span><span class="hl-tag">&gt;</span>',
    );
    expect(highlightCode("echo $HOME # hi", "bash")).toBe(
      '<span class="hl-builtin">echo</span> <span class="hl-variable">$HOME</span> <span class="hl-comment"># hi</span>',
    );
  });

  it("does not mark keywords inside longer words, and escapes everything", () => {
    expect(highlightCode("returned <x>", "js")).toBe("returned &lt;x&gt;");
  });

  it("leaves unknown languages and very long code to plain escaping", () => {
    expect(highlightCode("x", "cobol")).toBeNull();
    expect(highlightCode("a".repeat(MAX_HIGHLIGHT_LENGTH + 1), "js")).toBeNull();
    expect(html("```cobol\nDISPLAY 'x'.\n```")).toBe(
      `<pre tabindex="0"><code class="language-cobol">DISPLAY 'x'.\n</code></pre>`,
    );
  });

  it("keeps an unterminated string or comment to the end without hanging", () => {
    const started = performance.now();
    expect(highlightCode(`/* ${"x ".repeat(20_000)}`, "css")).toMatch(/^<span class="hl-comment">/);
    expect(highlightCode(`"${"a".repeat(50_000)}`, "js")).toMatch(/^<span class="hl-string">/);
    expect(highlightCode("a:b ".repeat(20_000), "css")).toContain('class="hl-attr"');
    expect(performance.now() - started).toBeLessThan(2000);
  });
});

describe("link embeds", () => {
  it("recognises YouTube and Vimeo page addresses and nothing that only looks like them", () => {
    expect(videoEmbedFor("https://www.youtube.com/watch?v=dQw4w9WgXcQ")?.src).toBe(
      "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ",
    );
    expect(videoEmbedFor("https://youtu.be/dQw4w9WgXcQ?t=1m5s")?.src).toBe(
      "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?start=65",
    );
    expect(videoEmbedFor("https://www.youtube.com/shorts/dQw4w9WgXcQ")?.provider).toBe("YouTube");
    expect(videoEmbedFor("https://vimeo.com/76979871")?.src).toBe(
      "https://player.vimeo.com/video/76979871?dnt=1",
    );
    expect(videoEmbedFor("https://www.youtube.com/watch?v=short")).toBeNull();
    expect(videoEmbedFor("https://youtube.com.evil.test/watch?v=dQw4w9WgXcQ")).toBeNull();
    expect(videoEmbedFor("https://vimeo.com/channels/staffpicks")).toBeNull();
    expect(isVideoEmbedSource("https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?start=65")).toBe(true);
    expect(isVideoEmbedSource("https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1")).toBe(false);
  });

  it("embeds a video alone in its paragraph in a sandboxed, lazy, privacy-enhanced frame", () => {
    const out = html("Watch this:\n\nhttps://www.youtube.com/watch?v=dQw4w9WgXcQ\n\nNice.");
    expect(out).toContain(
      '<div class="embed embed-video"><iframe src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ" title="YouTube video" sandbox="allow-scripts allow-same-origin allow-presentation allow-popups" allow="fullscreen; picture-in-picture; encrypted-media" loading="lazy" referrerpolicy="strict-origin" allowfullscreen></iframe>',
    );
    expect(out).toMatch(/^<p>Watch this:<\/p>/);
  });

  it("makes other URLs alone in a paragraph a link card through the interstitial, and leaves URLs in text", () => {
    expect(html("https://example.com/docs")).toBe(
      '<div class="embed embed-link"><a rel="nofollow ugc noopener" href="/home/leaving?target=https%3A%2F%2Fexample.com%2Fdocs" class="embed-card"><span class="embed-card-host">example.com</span><span class="embed-card-url">https://example.com/docs</span></a></div>',
    );
    expect(html("see https://example.com/docs")).not.toContain("embed");
    expect(html("- https://example.com/docs")).not.toContain("embed");
    expect(html("[docs](https://example.com/docs)")).not.toContain("embed");
  });

  it("lets an HTML body's frame through only with an embed address, and always with the embed sandbox", () => {
    expect(
      html(
        '<iframe src="https://player.vimeo.com/video/1?dnt=1" sandbox="allow-top-navigation" srcdoc="x" width="9"></iframe>',
        "html",
      ),
    ).toBe(
      '<iframe src="https://player.vimeo.com/video/1?dnt=1" title="Embedded video" sandbox="allow-scripts allow-same-origin allow-presentation allow-popups" allow="fullscreen; picture-in-picture; encrypted-media" loading="lazy" referrerpolicy="strict-origin" allowfullscreen></iframe>',
    );
    expect(html('<iframe src="https://evil.test/embed"></iframe>', "html")).toBe("");
  });
});

describe("mobile tables", () => {
  it("copies each column's header text onto its cells as data-label", () => {
    const out = html("| Name | **Age** |\n|---|---:|\n| Ann | 3 |");
    expect(out).toContain('<td data-label="Name">Ann</td>');
    expect(out).toContain('<td data-label="Age">3</td>');
  });

  it("escapes labels, handles header rows without thead and nested tables", () => {
    expect(
      labelTableCells(
        '<table><tr><th>a &amp; "b"</th></tr><tr><td><table><tr><th>in</th></tr><tr><td>x</td></tr></table></td></tr></table>',
      ),
    ).toBe(
      '<table><tr><th>a &amp; "b"</th></tr><tr><td data-label="a &amp; &quot;b&quot;"><table><tr><th>in</th></tr><tr><td data-label="in">x</td></tr></table></td></tr></table>',
    );
  });

  it(`leaves tables with ${MAX_LABELLED_HEADERS} header cells or more alone`, () => {
    const row = (cell: string, n: number) => `<tr>${`<${cell}>x</${cell}>`.repeat(n)}</tr>`;
    const big = `<table>${row("th", MAX_LABELLED_HEADERS)}${row("td", 2)}</table>`;
    expect(labelTableCells(big)).toBe(big);
    const small = `<table>${row("th", MAX_LABELLED_HEADERS - 1)}${row("td", 2)}</table>`;
    expect(labelTableCells(small)).toContain('<td data-label="x">');
  });
});

describe("quotes", () => {
  it("quotes a body as a blockquote attributed to its author", () => {
    expect(quoteMarkdown("sam", "Hi\n\nthere", "markdown")).toBe("> @sam wrote:\n>\n> Hi\n>\n> there\n\n");
    expect(quoteMarkdown("Ann Lee", "<p>Hi <b>there</b></p>", "html")).toBe(
      '> @"Ann Lee" wrote:\n>\n> Hi there\n\n',
    );
    expect(html(quoteMarkdown("sam", "Hi", "markdown"))).toBe(
      "<blockquote>\n<p>@sam wrote:</p>\n<p>Hi</p>\n</blockquote>",
    );
  });
});

describe("the rich body samples of the stories", () => {
  it.each(Object.entries(RICH_BODIES))("%s renders as its sample says", (_, sample) => {
    expect(html(sample.source)).toBe(sample.html);
  });
});
