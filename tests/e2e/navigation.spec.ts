// The navigation editor (docs/reference/ui-behaviour.md#title-bar): an administrator adds a title bar item with
// children for every language, and the mega menu of spec 001 §4.2 opens under it on the home page, with the keyboard
// as with the mouse.
import { expect } from "@playwright/test";
import { signIn, test, waitForHydrationOnNavigation } from "./support";

const JSON_HEADERS = { "X-Requested-With": "XMLHttpRequest", Accept: "application/json" };

test.afterAll(async ({ browser }) => {
  // The demo's own list comes back for the specs that run after this one.
  const context = await browser.newContext();
  await signIn(context.request, "admin");
  const stored = await context.request.get("/api/v2/navigation/default", { headers: JSON_HEADERS });
  const body = await stored.json();
  const items = (body.items as { name: string }[]).filter((item) => item.name !== "Help");
  await context.request.put("/api/v2/navigation/default", { headers: JSON_HEADERS, data: { items } });
  await context.close();
});

test("an administrator adds an item with children, and a mega menu opens under it", async ({
  page,
  browser,
}) => {
  test.setTimeout(60_000);
  await signIn(page.request, "admin");
  await page.goto("/dashboard/settings/navigation");
  await page.getByRole("button", { name: "Add item" }).click();
  await page.getByRole("textbox", { name: "Name" }).last().fill("Help");
  await page.getByRole("button", { name: "Add child: Help" }).click();
  await page.getByRole("textbox", { name: "Name" }).last().fill("Guides");
  await page.getByRole("textbox", { name: "Address" }).last().fill("/categories");
  await page.getByRole("button", { name: "Add child: Help" }).click();
  await page.getByRole("textbox", { name: "Name" }).last().fill("Ask the community");
  await page.getByRole("textbox", { name: "Address" }).last().fill("/discussions");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByText(/saved/i).first()).toBeVisible();

  // A guest sees the new item; hovering it opens its children.
  const guest = await browser.newContext();
  const home = await guest.newPage();
  // A context of its own misses the fixture's wait: hovering before hydration opened nothing (flaky in CI).
  waitForHydrationOnNavigation(home);
  await home.goto("/");
  const help = home.getByRole("banner").getByRole("button", { name: "Help", exact: true });
  await help.hover();
  // The compact panel holds the same links, hidden at this width.
  const guides = home.getByRole("link", { name: "Guides", exact: true }).filter({ visible: true });
  await expect(guides).toBeVisible();
  await expect(home.getByRole("link", { name: "Ask the community" }).filter({ visible: true })).toBeVisible();

  // The keyboard opens it too, and Escape closes it with focus back on the item.
  await home.mouse.move(0, 600);
  await expect(guides).toHaveCount(0);
  await help.focus();
  await home.keyboard.press("ArrowDown");
  await expect(guides).toBeVisible();
  await home.keyboard.press("Escape");
  await expect(guides).toHaveCount(0);
  await expect(help).toBeFocused();
  await guest.close();
});
