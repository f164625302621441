// Pure formatting helpers: compact numbers, "%s" formats, pager windows, entry links.
import { describe, expect, it } from "vitest";
import { isActivePath, withReturnTarget } from "../../src/lib/entry-url";
import { formatCompactNumber } from "../../src/lib/format-number";
import { pageCount, pagerItems, searchWithPage } from "../../src/lib/pagination";
import { formatPoints, plural, sprintf } from "../../src/lib/text";

describe("formatCompactNumber", () => {
  it.each([
    [0, "0"],
    [999, "999"],
    [1000, "1k"],
    [1250, "1.3k"],
    [15_400, "15.4k"],
    [999_999, "1m"],
    [2_000_000, "2m"],
    [3_450_000_000, "3.5b"],
    [7e12, "7t"],
    [-1500, "-1.5k"],
  ])("%d → %s", (value, expected) => {
    expect(formatCompactNumber(value)).toBe(expected);
  });
});

describe("sprintf and plural", () => {
  it("fills %s in order", () => {
    expect(sprintf("%s of %s", 2, "ten")).toBe("2 of ten");
  });

  it("picks singular for one and plural otherwise, with a separate display value", () => {
    expect(plural(1, "%s discussion", "%s discussions")).toBe("1 discussion");
    expect(plural(0, "%s discussion", "%s discussions")).toBe("0 discussions");
    expect(plural(1500, "%s comment", "%s comments", "1.5k")).toBe("1.5k comments");
  });

  it("labels scores in points", () => {
    expect(formatPoints(1)).toBe("1 point");
    expect(formatPoints(0)).toBe("0 points");
    expect(formatPoints(12)).toBe("12 points");
    expect(formatPoints(-1)).toBe("-1 point");
  });
});

describe("pager", () => {
  it("counts pages, at least one", () => {
    expect(pageCount(0, 10)).toBe(1);
    expect(pageCount(10, 10)).toBe(1);
    expect(pageCount(11, 10)).toBe(2);
  });

  it("lists every page when few", () => {
    expect(pagerItems(2, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it("keeps first, last and the current page's neighbours, with gaps", () => {
    expect(pagerItems(10, 20)).toEqual([1, "gap", 9, 10, 11, "gap", 20]);
    expect(pagerItems(1, 20)).toEqual([1, 2, 3, 4, 5, "gap", 20]);
    expect(pagerItems(20, 20)).toEqual([1, "gap", 16, 17, 18, 19, 20]);
  });

  it("sets the page in the query string and keeps the other parameters", () => {
    expect(searchWithPage("?sort=-score&page=3", 4)).toBe("?sort=-score&page=4");
    expect(searchWithPage("", 2)).toBe("?page=2");
  });
});

describe("entry links", () => {
  it("adds the current address as the sign-in target", () => {
    expect(withReturnTarget("/entry/signin", "/discussions?page=2")).toBe(
      "/entry/signin?target=%2Fdiscussions%3Fpage%3D2",
    );
  });

  it("adds no target on entry pages, at home, or when one is set", () => {
    expect(withReturnTarget("/entry/signin", "/entry/register")).toBe("/entry/signin");
    expect(withReturnTarget("/entry/signin", "/")).toBe("/entry/signin");
    expect(withReturnTarget("/entry/signin?target=%2Fx", "/discussions")).toBe("/entry/signin?target=%2Fx");
  });

  it("matches navigation items to the current path and its children", () => {
    expect(isActivePath("/discussions", "/discussions")).toBe(true);
    expect(isActivePath("/discussions", "/discussions/12")).toBe(true);
    expect(isActivePath("/discussions", "/discussionsx")).toBe(false);
    expect(isActivePath("/", "/discussions")).toBe(false);
    expect(isActivePath("/", "/")).toBe(true);
    expect(isActivePath("https://example.com/", "/")).toBe(false);
  });
});
