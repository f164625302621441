// @vitest-environment node
import { describe, expect, it } from "vitest";
import { isExternalUrl, isSafeUrl, safeUrl } from "../../src/lib/safe-url";

describe("safeUrl", () => {
  it.each([
    "/discussions",
    "#comments",
    "mailto:team@example.com",
    "tel:+15550100",
    "https://example.com/docs",
    "http://example.com",
  ])("keeps %s", (url) => {
    expect(safeUrl(url)).toBe(url);
  });

  it.each([
    "javascript:alert(1)",
    "JavaScript:alert(1)",
    " javascript:alert(1)",
    "java\tscript:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    "vbscript:msgbox(1)",
    "ftp://example.com",
  ])("turns %s into /", (url) => {
    expect(safeUrl(url)).toBe("/");
    expect(isSafeUrl(url.trim())).toBe(false);
  });

  it("turns empty values into /", () => {
    expect(safeUrl("")).toBe("/");
    expect(safeUrl(null)).toBe("/");
    expect(safeUrl(undefined)).toBe("/");
  });
});

describe("isExternalUrl", () => {
  const origin = "https://forum.example";
  it("is true for other hosts, false for this site and relative links", () => {
    expect(isExternalUrl("https://example.com/docs", origin)).toBe(true);
    expect(isExternalUrl("//cdn.example.com/x", origin)).toBe(true);
    expect(isExternalUrl("https://forum.example/discussions", origin)).toBe(false);
    expect(isExternalUrl("/discussions", origin)).toBe(false);
    expect(isExternalUrl("mailto:a@b.c", origin)).toBe(false);
  });
});
