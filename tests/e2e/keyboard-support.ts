// Keyboard helpers of the editor specs: reach a control with Tab (or Shift+Tab) as a keyboard user would, and choose
// in a radio group with the arrow keys; both fail when the keyboard cannot get there.
import { expect, type Locator, type Page } from "@playwright/test";

const isFocused = (locator: Locator) =>
  locator.evaluate((element) => element === element.ownerDocument.activeElement).catch(() => false);

/**
 * Presses Tab (or Shift+Tab) until `target` has the focus, as a keyboard user would; fails after `max` stops, so a
 * control the keyboard cannot reach fails the test.
 */
export async function tabTo(
  page: Page,
  target: Locator,
  { max = 60, backwards = false }: { max?: number; backwards?: boolean } = {},
): Promise<void> {
  await expect(target, "the control to tab to is on the page").toBeVisible();
  for (let stop = 0; stop <= max; stop++) {
    if (await isFocused(target)) return;
    await page.keyboard.press(backwards ? "Shift+Tab" : "Tab");
  }
  const focused = await page.evaluate(() => {
    const element = document.activeElement;
    return element
      ? `${element.tagName} "${element.getAttribute("aria-label") ?? element.textContent?.slice(0, 40)}"`
      : "none";
  });
  throw new Error(
    `${String(target)} not reached in ${max} ${backwards ? "Shift+Tab" : "Tab"} stops (focus: ${focused})`,
  );
}

/** Presses an arrow key in a radio group until `radio` is checked; fails after `max` presses. */
export async function arrowTo(page: Page, radio: Locator, key: string, max = 10): Promise<void> {
  for (let press = 0; press <= max; press++) {
    if (await radio.isChecked()) return;
    await page.keyboard.press(key);
  }
  throw new Error(`${String(radio)} not checked after ${max} ${key} presses`);
}

/** Tabs to a control and presses a key on it. */
export async function tabAndPress(
  page: Page,
  target: Locator,
  key: string,
  options?: Parameters<typeof tabTo>[2],
): Promise<void> {
  await tabTo(page, target, options);
  await page.keyboard.press(key);
}

/** Presses `key` (an arrow in a grid or a list) until `target` has the focus; fails after `max` presses. */
export async function arrowToFocus(page: Page, target: Locator, key: string, max = 30): Promise<void> {
  for (let press = 0; press <= max; press++) {
    if (await isFocused(target)) return;
    await page.keyboard.press(key);
  }
  throw new Error(`${String(target)} not focused after ${max} ${key} presses`);
}
