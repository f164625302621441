// Issue 4, end to end: an administrator builds a new home layout from an empty document with the keyboard alone
// (focus, Tab, Enter, Space, arrows; no mouse click anywhere), previews it as a guest on mobile, publishes it,
// applies it to the home page, and a guest then sees it at `/`.
//
// Applying a home layout globally changes `/` for every spec running at the same time; the test gives the home
// page back to the template as soon as the guest has looked (see the report: this spec is best run after the
// others, e.g. as a dependent Playwright project).
import { createRequire } from "node:module";
import { expect, type Page, request as playwrightRequest, test } from "@playwright/test";
import { signIn } from "./support";

const axePath = createRequire(import.meta.url).resolve("axe-core/axe.min.js");

/** WCAG A/AA violations on the page, as "rule target, target". */
async function axeViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: axePath });
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
/** Unique per run, so a reused server's earlier layouts never match. */
const LAYOUT_NAME = `Keyboard home ${Date.now().toString(36)}`;

/** Focuses an element without the mouse (what Tab would do, without counting stops) and presses a key. */
async function press(page: Page, locator: ReturnType<Page["locator"]>, key: string) {
  await locator.focus();
  await page.keyboard.press(key);
}

async function announcement(page: Page) {
  return page.getByTestId("editor-announcement");
}

test("an administrator builds, previews, publishes and applies a home layout with the keyboard only", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(60_000);
  await signIn(page.request, "admin");
  await page.goto("/dashboard/layouts");
  await expect(page.getByRole("heading", { name: "Layouts", level: 1 })).toBeVisible();
  expect(await axeViolations(page), "the layout list").toEqual([]);

  // A new, empty home layout opens in the editor.
  await press(page, page.getByRole("button", { name: "Empty Homepage layout" }), "Enter");
  await page.waitForURL(/\/dashboard\/layouts\/home\/\d+\/edit$/);
  const layoutID = Number(/\/home\/(\d+)\/edit/.exec(page.url())?.[1]);
  const canvas = page.getByRole("region", { name: "Canvas" });
  await expect(canvas.getByText("This layout has no sections yet")).toBeVisible();

  // Name it: a new layout opens with its name selected.
  await expect(page.getByLabel("Layout name")).toBeFocused();
  await page.keyboard.type(LAYOUT_NAME);
  await page.keyboard.press("Enter");

  // A two-column section.
  await press(page, canvas.getByRole("button", { name: "+ Add section at the top" }), "Enter");
  await press(page, canvas.getByRole("button", { name: "2 Columns - Default" }), "Enter");
  await expect(await announcement(page)).toContainText("2 Columns - Default");

  // Two widgets from the palette with Enter: the region's "Add widget" sends focus to the palette's search.
  await press(
    page,
    canvas.getByRole("button", { name: "Add widget to the main column of section 1" }),
    "Enter",
  );
  await expect(page.getByLabel("Search widgets")).toBeFocused();
  await page.keyboard.type("Quick");
  await page.keyboard.press("Tab");
  await page.keyboard.press("Enter");
  await expect(await announcement(page)).toContainText("Quick Links");
  const palette = page.getByRole("complementary", { name: "Widgets and outline" });
  await press(page, page.getByLabel("Search widgets"), "Control+A");
  await page.keyboard.type("Leaderboard");
  await press(page, palette.getByRole("button", { name: /^Leaderboard/ }), "Enter");
  await expect(await announcement(page)).toContainText("Leaderboard");
  await expect(canvas.locator("[data-editor-id]")).toHaveCount(2);

  // Move Quick Links with the keyboard drag: Space picks it up, an arrow moves it, Space drops it.
  const quickLinks = canvas.getByRole("button", { name: "Quick Links" });
  await quickLinks.focus();
  // Each key waits for what a screen reader would hear first: the drag measures its drop places after pick-up.
  await page.keyboard.press("Space");
  await expect(
    page.getByRole("status").filter({ hasText: /^(Picked up Quick Links|Quick Links is over main column)/ }),
  ).toBeAttached();
  await page.keyboard.press("ArrowRight");
  await expect(
    page.getByRole("status").filter({ hasText: /^Quick Links is over secondary column/ }),
  ).toBeAttached();
  await page.keyboard.press("Space");
  await expect(
    page.getByRole("status").filter({
      hasText: /^Quick Links moved to secondary column( \(top\))?, position 1 of 1, section 1\.$/,
    }),
  ).toBeAttached();

  // Edit a prop in the form: select the widget (Enter), then its title field.
  await press(page, canvas.getByRole("button", { name: "Quick Links" }), "Enter");
  const title = page.getByRole("tabpanel").getByRole("textbox", { name: "Title text" });
  await title.focus();
  await page.keyboard.press("Control+A");
  await page.keyboard.type(LINKS_TITLE);
  await page.keyboard.press("Tab");
  await expect(canvas.getByRole("button", { name: LINKS_TITLE })).toBeVisible();

  // Preview as a guest, on mobile: the server hydrates the unsaved document as a guest, shown in the mobile frame.
  const asGuest = page.waitForResponse(
    (response) =>
      response.url().endsWith("/api/v2/layouts/hydrate") &&
      response.request().postDataJSON()?.viewAs === "guest" &&
      response.status() === 200,
  );
  await page.getByLabel("Preview as").focus();
  await page.keyboard.type("Guest");
  await expect(page.getByLabel("Preview as")).toHaveValue("guest");
  await asGuest;
  await press(page, page.getByRole("radio", { name: "Mobile" }), "Space");
  await expect(page.getByRole("radio", { name: "Mobile" })).toBeChecked();
  await expect(canvas.locator("[data-frame]")).toHaveAttribute("data-frame", "mobile");
  await expect(canvas.locator('[data-frame="mobile"]').getByText(LINKS_TITLE).first()).toBeVisible();

  expect(await axeViolations(page), "the editor").toEqual([]);

  // Publish (saves the draft first).
  await expect(page.getByRole("tab", { name: /Problems/ })).toContainText("0");
  await press(page, page.getByRole("button", { name: "Publish" }), "Enter");
  await expect(page.getByText("Published", { exact: true })).toBeVisible({ timeout: 10_000 });

  // Back to the list (nothing unsaved: no prompt) and apply it to the home page. The guest's page and the
  // administrator's clean-up session are ready first, so `/` shows this layout for as short a time as possible.
  const guest = await browser.newContext();
  const guestPage = await guest.newPage();
  const admin = await playwrightRequest.newContext({ baseURL });
  await signIn(admin, "admin");
  await press(page, page.getByRole("link", { name: "← Layouts" }), "Enter");
  await page.waitForURL(/\/dashboard\/layouts$/);
  const apply = page.getByRole("button", { name: `Apply ${LAYOUT_NAME}` });
  await press(page, apply, "Enter");
  const dialog = page.getByRole("dialog", { name: `Apply “${LAYOUT_NAME}”` });
  expect(await axeViolations(page), "the apply dialog").toEqual([]);
  await press(page, dialog.getByRole("radio", { name: "Apply Layout to Site Home Page" }), "Space");
  try {
    await press(page, dialog.getByRole("button", { name: "Apply" }), "Enter");
    await expect(dialog).toBeHidden();
    // A guest sees it at `/`.
    await guestPage.goto(`${baseURL}/`);
    await expect(guestPage.getByRole("heading", { name: LINKS_TITLE })).toBeVisible();
  } finally {
    // Give `/` back to the home template for the other specs.
    await admin.put(`/api/v2/layouts/${layoutID}/views`, { headers: HEADERS, data: [] });
    await admin.dispose();
    await guest.close();
  }
  // Focus went back to the button that opened the dialog.
  await expect(apply).toBeFocused();
});
