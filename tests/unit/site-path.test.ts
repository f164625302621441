// @vitest-environment node
// The one "path on this site" rule (src/lib/site-path.ts) and the entry pages' return target built on it: whatever
// they return must stay on the site when a browser reads it, on any page of the site.
import { describe, expect, it } from "vitest";
import { safeReturnTarget } from "../../src/lib/entry-target";
import { isSitePath, sitePath } from "../../src/lib/site-path";
import { rngFor } from "../factories/random";
import { FOREIGN_HOST, REDIRECT_CORPUS, SAME_SITE_TARGETS } from "../factories/redirect-corpus";

/** Pages a target may be read on: the returned string must mean this site from each. */
const PAGES = [
  "https://forum.example/",
  "https://forum.example/entry/signout?target=x",
  "http://127.0.0.1:3000/discussion/1/a-title/p2",
];

function staysOnSite(path: string): boolean {
  return PAGES.every((page) => new URL(path, page).origin === new URL(page).origin);
}

describe("issue 11 item 5: open redirect on sign-out", () => {
  it("turns the audit's targets into the home page", () => {
    expect(safeReturnTarget(decodeURIComponent("%2F.%2F%2Fevil.example"))).toBe("/");
    expect(safeReturnTarget("/./\\evil.example")).toBe("/");
  });

  it("has a corpus of at least 40 known bypasses", () => {
    expect(REDIRECT_CORPUS.length).toBeGreaterThanOrEqual(40);
    expect(new Set(REDIRECT_CORPUS).size).toBe(REDIRECT_CORPUS.length);
  });

  it.each(REDIRECT_CORPUS.map((raw) => [raw]))("keeps %j on the site", (raw) => {
    const target = safeReturnTarget(raw);
    expect(isSitePath(target)).toBe(true);
    expect(staysOnSite(target)).toBe(true);
    expect(new URL(target, PAGES[0]).host).not.toContain("evil");
  });

  it("never returns a scheme-relative, absolute or script address for any bypass", () => {
    for (const raw of REDIRECT_CORPUS) {
      const target = safeReturnTarget(raw);
      expect(target, raw).toMatch(/^\/(?![/\\])/);
      expect(target, raw).not.toMatch(/^[a-z][a-z0-9+.-]*:/i);
    }
  });

  it("keeps real paths of the site as they are", () => {
    for (const path of SAME_SITE_TARGETS) {
      expect(safeReturnTarget(path)).toBe(path);
      expect(safeReturnTarget(` ${path} `)).toBe(path);
    }
  });
});

describe("sitePath and isSitePath", () => {
  it("checks what it returns: a path that normalises into two slashes is refused", () => {
    expect(sitePath("/.//evil.example")).toBeNull();
    expect(sitePath("/%2e/\\evil.example")).toBeNull();
    expect(isSitePath("//evil.example")).toBe(false);
    expect(isSitePath("/.//evil.example")).toBe(false);
    expect(isSitePath("/\\evil.example")).toBe(false);
    expect(isSitePath("/a/../b")).toBe(false);
    expect(isSitePath("/b")).toBe(true);
  });

  it("normalises what stays on the site", () => {
    expect(sitePath("/a/../b?c#d")).toBe("/b?c#d");
    expect(sitePath("/a b")).toBe("/a%20b");
    expect(sitePath("/%2F%2Fevil.example")).toBe("/%2F%2Fevil.example");
  });

  it("holds for thousands of generated addresses made of the bypasses' pieces", () => {
    const pieces = [
      "/",
      "\\",
      ".",
      "..",
      "%2e",
      "%2F",
      "%5C",
      "\t",
      "\n",
      " ",
      "@",
      ":",
      "?",
      "#",
      "／",
      "＼",
    ];
    const hosts = [FOREIGN_HOST, "site.invalid", "a", "https:", "javascript:"];
    const rng = rngFor("site-path-fuzz", 1);
    let kept = 0;
    for (let i = 0; i < 5000; i++) {
      let raw = "";
      const length = rng.int(1, 8);
      for (let j = 0; j < length; j++) raw += rng.chance(0.2) ? rng.pick(hosts) : rng.pick(pieces);
      const path = sitePath(raw);
      if (path === null) continue;
      kept++;
      expect(isSitePath(path), JSON.stringify(raw)).toBe(true);
      expect(staysOnSite(path), JSON.stringify(raw)).toBe(true);
      expect(sitePath(path), JSON.stringify(raw)).toBe(path);
    }
    // The generator makes both kinds: paths that survive and ones that are refused.
    expect(kept).toBeGreaterThan(100);
    expect(kept).toBeLessThan(5000);
  });
});
