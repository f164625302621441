// Issue 21's "Done when", end to end with the keyboard alone (Tab, Shift+Tab, arrows, Enter, Space, typing; the focus
// moved by code only to reach a landmark): an administrator opens a layout in the editor, finds in the visibility
// matrix a widget hidden on every device and shows it again, compares the draft with the published revision and
// restores a widget the draft lost, reads the accessibility audit's warning about a skipped heading level and fixes
// it, and sees the cost meter flag a tabs widget over budget on mobile, hides it there, and the flag goes.
//
// The spec sets its layout up through the API: published, then a draft, applied nowhere. It creates and deletes a
// layout, so it runs with the site-changing specs (playwright.config.ts).
import { expect, type Page, request as playwrightRequest } from "@playwright/test";
import { arrowTo, arrowToFocus, tabAndPress, tabTo } from "./keyboard-support";
import { signIn, test } from "./support";

const HEADERS = { "X-Requested-With": "XMLHttpRequest", Accept: "application/json" };
const RUN = Date.now().toString(36);
const LAYOUT_NAME = `Editor firsts ${RUN}`;

const RESTORED = "Helpful links";
const HIDDEN = "Phone tags";
const DISCUSSIONS_TITLE = "Latest from the community";

type Node = Record<string, unknown>;
const oneColumn = (children: Node[], extra: Node = {}): Node => ({
  $hydrate: "react.section.1-column",
  children,
  ...extra,
});
const quickLinks = (title: string, extra: Node = {}): Node => ({
  $hydrate: "react.quick-links",
  title,
  ...extra,
});
// No title: its discussions are level-3 headings right after the page's level-1 title.
const untitledDiscussions: Node = {
  $hydrate: "react.discussion.discussions",
  titleType: "static",
  title: "",
  apiParams: { limit: 3 },
};
const tabs: Node = { $hydrate: "react.tabs", limit: 10 };

/** Published: the links the draft then lost. Draft: without them, with a widget nobody can see. */
const PUBLISHED = [oneColumn([untitledDiscussions, quickLinks(RESTORED)]), oneColumn([tabs])];
const DRAFT = [
  oneColumn([untitledDiscussions]),
  oneColumn([tabs]),
  // A mobile-only section holding a desktop-only widget: shown nowhere.
  oneColumn([{ $hydrate: "react.tag", title: HIDDEN, $middleware: { visibility: { device: "desktop" } } }], {
    $middleware: { visibility: { device: "mobile" } },
  }),
];

async function setUpLayout(baseURL: string) {
  const admin = await playwrightRequest.newContext({ baseURL });
  await signIn(admin, "admin");
  const send = async <T>(method: "get" | "post" | "delete", url: string, data?: unknown): Promise<T> => {
    const response = await admin[method](`/api/v2${url}`, { headers: HEADERS, data });
    if (!response.ok()) throw new Error(`${method} ${url}: ${response.status()} ${await response.text()}`);
    return (response.status() === 204 ? undefined : await response.json()) as T;
  };
  const { layoutID } = await send<{ layoutID: number }>("post", "/layouts", {
    name: LAYOUT_NAME,
    layoutViewType: "home",
    layout: PUBLISHED,
  });
  const edit = await send<{ latestRevisionID: number | null }>("get", `/layouts/${layoutID}/edit`);
  await send("post", `/layouts/${layoutID}/revisions`, {
    name: LAYOUT_NAME,
    layout: DRAFT,
    baseRevisionID: edit.latestRevisionID,
  });
  return {
    layoutID,
    async remove() {
      await send("delete", `/layouts/${layoutID}`).catch(() => undefined);
      await admin.dispose();
    },
  };
}

/** Opens an Inspector tab: the focus goes to the tab list's selected tab, the arrows move to the wanted one. */
async function openInspectorTab(page: Page, name: RegExp): Promise<void> {
  const inspector = page.getByRole("complementary", { name: "Inspector" });
  await inspector.getByRole("tab", { selected: true }).focus();
  const wanted = inspector.getByRole("tab", { name });
  for (let press = 0; press < 8 && (await wanted.getAttribute("aria-selected")) !== "true"; press++)
    await page.keyboard.press("ArrowRight");
  await expect(wanted).toHaveAttribute("aria-selected", "true");
}

test("an administrator fixes visibility, restores a widget, mends a heading and hides a costly widget on mobile, by keyboard", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(180_000);
  if (!baseURL) throw new Error("no baseURL");
  const layout = await setUpLayout(baseURL);
  try {
    await signIn(page.request, "admin");
    await page.goto(`/dashboard/layouts/home/${layout.layoutID}/edit`);
    const canvas = page.getByRole("region", { name: "Canvas" });
    const announcement = page.getByTestId("editor-announcement");
    await expect(canvas.locator("[data-editor-id]").first()).toBeVisible();

    // 1. The visibility matrix lists the widget nobody sees; its mobile cell shows it on phones again.
    await openInspectorTab(page, /^Visibility/);
    const matrix = page.getByRole("grid", { name: "Visibility" });
    const contradictions = page.locator("[data-visibility-contradictions]");
    await expect(
      contradictions.getByRole("button", { name: new RegExp(`${HIDDEN}.*Hidden everywhere`) }),
    ).toBeVisible();
    // The grid is one Tab stop; the arrows move from cell to cell.
    await tabTo(page, matrix.getByRole("button").and(page.locator("[tabindex='0']")), { max: 30 });
    await arrowToFocus(
      page,
      matrix.getByRole("rowheader", { name: HIDDEN }).getByRole("button"),
      "ArrowDown",
    );
    await arrowToFocus(page, matrix.getByRole("button", { name: `${HIDDEN} on Mobile` }), "ArrowRight", 4);
    await page.keyboard.press("Space");
    await expect(
      contradictions.getByRole("button", { name: new RegExp(`${HIDDEN}.*Hidden everywhere`) }),
    ).toHaveCount(0);
    await expect(contradictions).toContainText("No contradictions");
    await expect(announcement).toContainText(HIDDEN);

    // 2. Compare the draft with the published revision (the default pair) and restore the links the draft lost.
    await openInspectorTab(page, /^Revisions/);
    const compare = page.getByRole("region", { name: "Compare revisions" });
    await tabAndPress(page, compare.getByRole("button", { name: "Compare", exact: true }), "Enter", {
      max: 20,
    });
    await expect(announcement).toContainText(/\d+ changes? from revision \d+ to the current draft\./);
    const restore = compare.getByRole("button", {
      name: new RegExp(`^Restore ${RESTORED} as in revision \\d+$`),
    });
    await tabAndPress(page, restore, "Enter", { max: 30 });
    await expect(canvas.getByRole("button", { name: RESTORED, exact: true })).toBeVisible();
    await expect(announcement).toContainText(RESTORED);

    // 3. The audit, in the Problems tab, warns of the skipped level: its warning leads to the widget's title field.
    await openInspectorTab(page, /^Problems/);
    const skipped = page.getByRole("button", {
      name: /level 3 heading after a level 1 one: level 2 is skipped/,
    });
    await expect(skipped).toBeVisible({ timeout: 30_000 });
    await tabAndPress(page, skipped, "Enter", { max: 30 });
    const title = page.getByRole("tabpanel").getByRole("textbox", { name: "Title text" });
    await expect(title).toBeFocused();
    await page.keyboard.type(DISCUSSIONS_TITLE);
    await page.keyboard.press("Tab");
    await expect(canvas.getByRole("button", { name: DISCUSSIONS_TITLE })).toBeVisible();
    await openInspectorTab(page, /^Problems/);
    await expect(page.getByText("No accessibility warnings")).toBeVisible({ timeout: 30_000 });

    // 4. The cost meter on mobile flags the tabs widget over the widget budget; hiding it there takes it off the
    // mobile figure (a phone is not sent it), and the flag goes.
    await openInspectorTab(page, /^Cost/);
    const cost = page.getByRole("region", { name: /^Cost/ });
    await tabTo(page, cost.getByRole("radio", { checked: true }), { max: 20 });
    await arrowTo(page, cost.getByRole("radio", { name: "Mobile" }), "ArrowRight");
    const tabsRow = cost
      .locator("tbody")
      .filter({ has: page.getByRole("button", { name: /^Hide on mobile: Tab/ }) });
    await expect(tabsRow).toContainText("Over the widget budget");
    const mobileQueries = async () =>
      Number(/(\d+) quer/.exec(await cost.locator("[data-cost-total]").innerText())?.[1] ?? Number.NaN);
    const before = await mobileQueries();
    expect(before).toBeGreaterThan(15);
    await tabAndPress(page, tabsRow.getByRole("button", { name: /^Hide on mobile: Tab/ }), "Enter", {
      max: 40,
    });
    await expect(announcement).toContainText(/is hidden on mobile now\. A mobile page view saves/);
    await expect(cost.getByRole("button", { name: /^Hide on mobile: Tab/ })).toHaveCount(0);
    await expect(cost.getByText("Over the widget budget")).toHaveCount(0, { timeout: 15_000 });
    // The tabs widget alone ran more queries than the widget budget's 15: the mobile page view no longer runs them.
    await expect.poll(mobileQueries).toBeLessThan(before - 15);
  } finally {
    await layout.remove();
  }
});
