// @vitest-environment node
import { describe, expect, it } from "vitest";
import { formatRelativeTime } from "../../src/lib/relative-time";

const now = new Date("2026-03-10T12:00:00Z");
const ago = (ms: number) => new Date(now.getTime() - ms);
const S = 1000;
const M = 60 * S;
const H = 60 * M;
const D = 24 * H;

describe("formatRelativeTime (thresholds)", () => {
  it.each([
    [0, "just now"],
    [4 * S, "just now"],
    [10 * S, "10 seconds ago"],
    [44 * S, "44 seconds ago"],
    [45 * S, "a minute ago"],
    [89 * S, "a minute ago"],
    [90 * S, "2 minutes ago"],
    [44 * M, "44 minutes ago"],
    [45 * M, "an hour ago"],
    [89 * M, "an hour ago"],
    [90 * M, "2 hours ago"],
    [21 * H, "21 hours ago"],
    [22 * H, "a day ago"],
    [36 * H, "2 days ago"],
    [25 * D, "25 days ago"],
    [26 * D, "a month ago"],
    [44 * D, "a month ago"],
    [45 * D, "2 months ago"],
    [319 * D, "10 months ago"],
    [320 * D, "a year ago"],
    [547 * D, "a year ago"],
    [548 * D, "2 years ago"],
    [1200 * D, "3 years ago"],
  ])("%i ms ago → %s", (elapsed, expected) => {
    expect(formatRelativeTime(ago(elapsed), now)).toBe(expected);
  });

  it("speaks of future dates with 'in'", () => {
    expect(formatRelativeTime(new Date(now.getTime() + 3 * H), now)).toBe("in 3 hours");
  });

  it("accepts ISO strings and returns empty text for invalid dates", () => {
    expect(formatRelativeTime("2026-03-10T11:00:00Z", now)).toBe("an hour ago");
    expect(formatRelativeTime("not a date", now)).toBe("");
  });
});
