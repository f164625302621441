// The pager's jump-to-page field (docs/reference/ui-behaviour.md#pager): the input keeps digits only and the target
// is clamped to 1..total pages; an empty submit keeps the current page.
import { clampPage } from "./pagination";

/** What the field shows after a keystroke or paste: digits only ("1a2" → "12", "-3" → "3"). */
export function jumpInputValue(raw: string): string {
  return raw.replace(/\D+/g, "");
}

/** The page a submit goes to: the typed page clamped to 1..pages, or the current page when the field is empty. */
export function jumpTarget(input: string, current: number, pages: number): number {
  const digits = jumpInputValue(input);
  if (digits === "") return clampPage(current, pages);
  return clampPage(Number.parseInt(digits, 10), pages);
}
