// @vitest-environment node
// The return target of the entry pages: same-site paths only, never back to an entry page.
import { describe, expect, it } from "vitest";
import { entryPageUrl, safeReturnTarget } from "../../src/lib/entry-target";

describe("safeReturnTarget", () => {
  it.each([
    ["/discussions", "/discussions"],
    ["/discussions?page=2#top", "/discussions?page=2#top"],
    [" /categories/general ", "/categories/general"],
  ])("keeps the same-site path %s", (raw, expected) => {
    expect(safeReturnTarget(raw)).toBe(expected);
  });

  it.each([
    null,
    "",
    "discussions",
    "//evil.example/path",
    "/\\evil.example/path",
    "/\t/evil.example/path",
    "https://evil.example/",
    "javascript:alert(1)",
    "/entry/signin",
    "/entry/register?target=%2Fdiscussions",
  ])("turns %j into /", (raw) => {
    expect(safeReturnTarget(raw)).toBe("/");
  });
});

describe("entryPageUrl", () => {
  it("carries a target other than the home page", () => {
    expect(entryPageUrl("/entry/register", "/discussions?page=2")).toBe(
      "/entry/register?target=%2Fdiscussions%3Fpage%3D2",
    );
    expect(entryPageUrl("/entry/register", "/")).toBe("/entry/register");
  });
});
