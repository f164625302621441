// @vitest-environment node
import { describe, expect, it } from "vitest";
import { findMentions, linkMentions, MAX_MENTIONS } from "../../src/server/format/mentions";
import { renderSource } from "../../src/server/format/render";

const mentions = (source: string, format = "markdown") => renderSource(source, format).mentions;

describe("findMentions", () => {
  it("finds bare and quoted names, once each, in order", () => {
    expect(mentions('Hi @sam, @"Jane Doe" and @sam again; also @Alex_2.')).toEqual([
      "sam",
      "Jane Doe",
      "Alex_2",
    ]);
  });

  it("counts names case-insensitively and keeps the first spelling", () => {
    expect(mentions("@Sam and @sam")).toEqual(["Sam"]);
  });

  it("ends a bare name before sentence punctuation", () => {
    expect(mentions("Thanks @sam. And @kim-lee!")).toEqual(["sam", "kim-lee"]);
  });

  it("ignores email addresses, code and text inside links", () => {
    expect(mentions("Mail bob@example.com, run `@decorator`, read [@sam](/x)\n\n```\n@nope\n```")).toEqual(
      [],
    );
    expect(mentions('<a href="/x">@sam</a><code>@kim</code>', "html")).toEqual([]);
  });

  it("works the same in text and html bodies", () => {
    expect(mentions("ping @sam", "text")).toEqual(["sam"]);
    expect(mentions("<p>ping <strong>@sam</strong></p>", "html")).toEqual(["sam"]);
  });

  it("accepts names in any script and refuses over-long quoted names", () => {
    expect(mentions("@Zoë and @Дмитрий")).toEqual(["Zoë", "Дмитрий"]);
    expect(mentions(`@"${"x".repeat(65)}"`)).toEqual([]);
  });

  it(`stops at ${MAX_MENTIONS} distinct names`, () => {
    const source = Array.from({ length: MAX_MENTIONS + 10 }, (_, i) => `@user${i}`).join(" ");
    expect(mentions(source)).toHaveLength(MAX_MENTIONS);
  });

  it("reads the sanitized HTML, where quotes may be escaped", () => {
    expect(findMentions("<p>@&quot;not a quote&quot; @ok</p>")).toEqual(["ok"]);
  });
});

describe("linkMentions", () => {
  const users = new Map([
    ["sam", "Sam"],
    ["jane doe", "Jane Doe"],
  ]);

  it("links mentions of existing users to their profile, in the user's own spelling", () => {
    const { html } = renderSource('Hi @sam and @"jane doe" and @ghost.', "markdown");
    expect(linkMentions(html, users)).toBe(
      '<p>Hi <a href="/profile/Sam" class="atMention" data-username="Sam">@sam</a> and <a href="/profile/Jane%20Doe" class="atMention" data-username="Jane Doe">@"jane doe"</a> and @ghost.</p>',
    );
  });

  it("leaves links and code alone", () => {
    const { html } = renderSource("[@sam](/x) `@sam`", "markdown");
    expect(linkMentions(html, users)).toBe(html);
  });

  it("escapes what it writes: a name cannot inject markup", () => {
    const evil = new Map([['"><script>', '"><script>']]);
    const { html } = renderSource('@"&quot;><script>"', "html");
    expect(linkMentions(html, evil)).not.toContain("<script>");
  });
});
