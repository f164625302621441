// Issue 4, end to end: an administrator builds a new home layout from an empty document with the keyboard alone
// (Tab, Shift+Tab, arrows, Enter, Space, typing and the editor's shortcuts; never a click, never a programmatic
// focus), moves a widget across sections with the keyboard drag, copies and pastes a widget, previews the page as a
// guest on mobile (the staff-only category the administrator sees is gone), publishes it, applies it to the home
// page, and a guest then sees it at `/`.
//
// Applying a home layout globally changes `/` for every spec running at the same time: the config runs this spec
// after the others ("site-changes" project), and the test gives the home page back to the template at once.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { expect, type Page, request as playwrightRequest } from "@playwright/test";
import { arrowTo, tabAndPress, tabTo } from "./keyboard-support";
import { signIn, test, waitForHydrationOnNavigation } from "./support";

const axePath = createRequire(import.meta.url).resolve("axe-core/axe.min.js");

/** WCAG A/AA violations on the page, as "rule target, target". */
async function axeViolations(page: Page): Promise<string[]> {
  // Evaluated over the DevTools protocol: the page's CSP admits no inline <script> without its nonce.
  await page.evaluate(readFileSync(axePath, "utf8"));
  const violations = await page.evaluate(async () => {
    type Violation = { id: string; nodes: { target: unknown }[] };
    const axe = (window as unknown as { axe: { run(context: unknown, options: unknown): Promise<unknown> } })
      .axe;
    const results = (await axe.run(document, {
      runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"] },
      resultTypes: ["violations"],
    })) as { violations: Violation[] };
    return results.violations;
  });
  return violations.map((v) => `${v.id} ${v.nodes.map((node) => JSON.stringify(node.target)).join(", ")}`);
}

const HEADERS = { "X-Requested-With": "XMLHttpRequest", Accept: "application/json" };
const LINKS_TITLE = "Start here, by keyboard";
/** The demo seed's private category: moderators and administrators see it, guests never. */
const STAFF_CATEGORY = "Staff Lounge";
/** Unique per run, so a reused server's earlier layouts never match. */
const LAYOUT_NAME = `Keyboard home ${Date.now().toString(36)}`;

test("an administrator builds, previews, publishes and applies a home layout with the keyboard only", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await signIn(page.request, "admin");
  await page.goto("/dashboard/layouts");
  await expect(page.getByRole("heading", { name: "Layouts", level: 1 })).toBeVisible();
  expect(await axeViolations(page), "the layout list").toEqual([]);

  // A new, empty home layout opens in the editor.
  await tabAndPress(page, page.getByRole("button", { name: "Empty Homepage layout" }), "Enter", { max: 80 });
  await page.waitForURL(/\/dashboard\/layouts\/home\/\d+\/edit$/);
  const layoutID = Number(/\/home\/(\d+)\/edit/.exec(page.url())?.[1]);
  const canvas = page.getByRole("region", { name: "Canvas" });
  const palette = page.getByRole("complementary", { name: "Widgets and outline" });
  const announcement = page.getByTestId("editor-announcement");
  const dragStatus = (text: RegExp) => page.getByRole("status").filter({ hasText: text });
  await expect(canvas.getByText("This layout has no sections yet")).toBeVisible();

  // Name it: a new layout opens with its name selected.
  await expect(page.getByLabel("Layout name")).toBeFocused();
  await page.keyboard.type(LAYOUT_NAME);
  await page.keyboard.press("Enter");

  // Two sections: two columns, then one column after it.
  await tabAndPress(page, canvas.getByRole("button", { name: "+ Add section at the top" }), "Enter", {
    max: 120,
  });
  await tabAndPress(page, canvas.getByRole("button", { name: "2 Columns - Default" }), "Enter");
  await expect(announcement).toContainText("2 Columns - Default section added at position 1 of 1.");
  await tabAndPress(page, canvas.getByRole("button", { name: "+ Add section after section 1" }), "Enter");
  await tabAndPress(page, canvas.getByRole("button", { name: "1 Column - Default" }), "Enter");
  await expect(announcement).toContainText("1 Column - Default section added at position 2 of 2.");

  // Widgets from the palette with Enter: a region's "Add widget" sends focus to the palette's search.
  const search = page.getByLabel("Search widgets");
  await tabAndPress(
    page,
    canvas.getByRole("button", { name: "Add widget to the main column of section 1" }),
    "Enter",
    { backwards: true },
  );
  await expect(search).toBeFocused();
  await page.keyboard.type("Categories");
  await tabAndPress(page, palette.getByRole("button", { name: /^Categories/ }), "Enter");
  await expect(announcement).toContainText("Categories added to main column, position 1 of 1, section 1.");

  await tabAndPress(
    page,
    canvas.getByRole("button", { name: "Add widget to the column of section 2" }),
    "Enter",
    {
      max: 120,
    },
  );
  await expect(search).toBeFocused();
  await page.keyboard.press("Control+A");
  await page.keyboard.type("Quick");
  await tabAndPress(page, palette.getByRole("button", { name: /^Quick Links/ }), "Enter");
  await expect(announcement).toContainText("Quick Links added to column, position 1 of 1, section 2.");
  await expect(canvas.locator("[data-editor-id]")).toHaveCount(2);

  // Keyboard drag across sections: Space picks Quick Links up in section 2, ArrowUp carries it into the last region
  // of section 1, Space drops it. Each key waits for what a screen reader hears first.
  await tabTo(page, canvas.getByRole("button", { name: "Quick Links" }), { max: 120 });
  await page.keyboard.press("Space");
  await expect(dragStatus(/^(Picked up Quick Links|Quick Links is over column)/)).toBeAttached();
  await page.keyboard.press("ArrowUp");
  await expect(
    dragStatus(/^Quick Links is over secondary column( \(top\))?, position 1 of 1, section 1\.$/),
  ).toBeAttached();
  await page.keyboard.press("Space");
  await expect(
    dragStatus(/^Quick Links moved to secondary column( \(top\))?, position 1 of 1, section 1\.$/),
  ).toBeAttached();
  await expect(canvas.locator("[data-editor-section] [data-editor-id]")).toHaveCount(2);
  await expect(canvas.getByRole("button", { name: "Add widget to the column of section 2" })).toBeVisible();

  // Copy Quick Links (Ctrl+C), paste it after Categories (Ctrl+V), and take the paste back (Ctrl+Z).
  await expect(canvas.getByRole("button", { name: "Quick Links" })).toBeFocused();
  await page.keyboard.press("Control+C");
  await expect(announcement).toContainText("Quick Links copied.");
  await tabAndPress(page, canvas.getByRole("button", { name: "Categories" }), "Enter", { backwards: true });
  await page.keyboard.press("Control+V");
  await expect(announcement).toHaveText("Quick Links pasted into main column, position 2 of 2, section 1.");
  await expect(canvas.getByRole("button", { name: "Quick Links" })).toHaveCount(2);
  await page.keyboard.press("Control+Z");
  await expect(announcement).toHaveText("Undid Paste Quick Links");
  await expect(canvas.getByRole("button", { name: "Quick Links" })).toHaveCount(1);

  // Edit a prop in the form: select the widget (Enter), then Tab on to its title field.
  await tabAndPress(page, canvas.getByRole("button", { name: "Quick Links" }), "Enter");
  const title = page.getByRole("tabpanel").getByRole("textbox", { name: "Title text" });
  await tabTo(page, title, { max: 120 });
  await page.keyboard.press("Control+A");
  await page.keyboard.type(LINKS_TITLE);
  await page.keyboard.press("Tab");
  await expect(canvas.getByRole("button", { name: LINKS_TITLE })).toBeVisible();

  // The administrator's own preview lists the staff-only category…
  await expect(canvas.locator('[data-frame="desktop"]').getByText(STAFF_CATEGORY).first()).toBeVisible({
    timeout: 15_000,
  });

  // …a guest's does not: the server hydrates the unsaved document as a guest. Then the mobile frame.
  const asGuest = page.waitForResponse(
    (response) =>
      response.url().endsWith("/api/v2/layouts/hydrate") &&
      response.request().postDataJSON()?.viewAs === "guest" &&
      response.status() === 200,
  );
  const previewAs = page.getByLabel("Preview as");
  await tabTo(page, previewAs, { max: 150, backwards: true });
  await page.keyboard.type("Guest");
  await expect(previewAs).toHaveValue("guest");
  await asGuest;
  // The device switcher is one radio group: Shift+Tab reaches its checked radio, arrows move the choice.
  await tabTo(page, page.getByRole("radio", { name: "Desktop" }), { backwards: true });
  await arrowTo(page, page.getByRole("radio", { name: "Mobile" }), "ArrowRight");
  await expect(canvas.locator("[data-frame]")).toHaveAttribute("data-frame", "mobile");
  const mobile = canvas.locator('[data-frame="mobile"]');
  await expect(mobile.getByText(LINKS_TITLE).first()).toBeVisible();
  await expect(mobile.locator("[data-editor-widget]").first()).toContainText(/Announcements|Community/);
  await expect(mobile.getByText(STAFF_CATEGORY)).toHaveCount(0);

  expect(await axeViolations(page), "the editor").toEqual([]);

  // Publish (saves the draft first).
  await expect(page.getByRole("tab", { name: /Problems/ })).toContainText("0");
  await tabAndPress(page, page.getByRole("button", { name: "Publish" }), "Enter", { max: 20 });
  await expect(page.getByText("Published", { exact: true })).toBeVisible({ timeout: 10_000 });

  // Back to the list (nothing unsaved: no prompt) and apply it to the home page. The guest's page and the
  // administrator's clean-up session are ready first, so `/` shows this layout for as short a time as possible.
  const guest = await browser.newContext();
  const guestPage = await guest.newPage();
  waitForHydrationOnNavigation(guestPage);
  const admin = await playwrightRequest.newContext({ baseURL });
  await signIn(admin, "admin");
  await tabAndPress(page, page.getByRole("link", { name: "← Layouts" }), "Enter", {
    backwards: true,
    max: 30,
  });
  await page.waitForURL(/\/dashboard\/layouts$/);
  const apply = page.getByRole("button", { name: `Apply ${LAYOUT_NAME}` });
  await tabAndPress(page, apply, "Enter", { max: 150 });
  const dialog = page.getByRole("dialog", { name: `Apply “${LAYOUT_NAME}”` });
  expect(await axeViolations(page), "the apply dialog").toEqual([]);
  // A radio group is one Tab stop (its checked radio); the arrow keys choose within it.
  await tabTo(page, dialog.getByRole("radio", { name: "Not applied" }));
  await arrowTo(page, dialog.getByRole("radio", { name: "Apply Layout to Site Home Page" }), "ArrowDown");
  try {
    await tabAndPress(page, dialog.getByRole("button", { name: "Apply" }), "Enter");
    await expect(dialog).toBeHidden();
    // A guest sees it at `/`, without the staff-only category.
    await guestPage.goto(`${baseURL}/`);
    await expect(guestPage.getByRole("heading", { name: LINKS_TITLE })).toBeVisible();
    await expect(guestPage.getByText(STAFF_CATEGORY)).toHaveCount(0);
  } finally {
    // Give `/` back to the home template for the other specs.
    await admin.put(`/api/v2/layouts/${layoutID}/views`, { headers: HEADERS, data: [] });
    await admin.dispose();
    await guest.close();
  }
  // Focus went back to the button that opened the dialog.
  await expect(apply).toBeFocused();
});
