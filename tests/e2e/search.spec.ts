// Issue 14, done when: a member types in the title bar, picks a suggestion or searches, narrows by category and
// author on the search page, pages through, and shares the address, which restores the same results; one pass by
// keyboard only. The words searched are read from the demo through the API first, so the spec follows the seed.
import { expect, type Page } from "@playwright/test";
import { apiGet, flattenCategories, type ListedCategory, signIn, test } from "./support";

interface Hit {
  name: string;
  url: string;
  categoryID?: number;
  insertUser?: { name: string };
}

const CANDIDATES = [
  "community",
  "help",
  "question",
  "release",
  "upgrade",
  "theme",
  "layout",
  "search",
  "post",
];

/** A word the demo holds on more than one page of results (30 a page), and the hits of its first page. */
async function commonWord(page: Page): Promise<{ word: string; first: Hit[] }> {
  for (const word of CANDIDATES) {
    const response = await page.request.get(`/api/v2/search?query=${word}&expand=insertUser`, {
      headers: { "X-Requested-With": "XMLHttpRequest" },
    });
    if (Number(response.headers()["x-app-page-result-count"] ?? 0) > 30)
      return { word, first: (await response.json()) as Hit[] };
  }
  throw new Error(`none of ${CANDIDATES.join(", ")} has more than 30 hits in the demo`);
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

function results(page: Page) {
  return page.locator("main").getByRole("list", { name: "Search results" });
}

async function resultNames(page: Page): Promise<string[]> {
  await expect(results(page)).toHaveAttribute("aria-busy", "false");
  return results(page).getByRole("heading", { level: 2 }).allInnerTexts();
}

test("a member searches from the title bar, narrows by category and author, pages through and shares the address", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  await signIn(page.request, "member");
  const { word, first } = await commonWord(page);
  await page.goto("/");
  const banner = page.getByRole("banner");
  await banner.getByRole("button", { name: "Search" }).click();
  const box = banner.getByRole("combobox", { name: "Search" });
  await box.fill(word);
  // Suggestions as the member types; the last option searches.
  const listbox = page.getByRole("listbox", { name: "Search suggestions" });
  await expect(listbox.getByRole("option").first()).toBeVisible({ timeout: 10_000 });
  await listbox.getByRole("option", { name: new RegExp(`^Search for .*${word}`, "i") }).click();
  await expect(page).toHaveURL(new RegExp(`/search\\?.*query=${word}`));
  await expect(results(page).getByRole("listitem").first()).toBeVisible();

  // Narrow by the category and the author of the first hit that has both.
  const target = first.find((hit) => hit.categoryID !== undefined && hit.insertUser);
  if (!target?.insertUser) throw new Error(`no hit for ${word} has a category and an author`);
  const categories = flattenCategories(
    await apiGet<ListedCategory[]>(page.request, "/categories?maxDepth=5"),
  );
  const category = categories.find((candidate) => candidate.categoryID === target.categoryID);
  if (!category) throw new Error(`category ${target.categoryID} is not listed`);
  const main = page.locator("main");
  await main.getByRole("button", { name: "Filters" }).click();
  const filters = main.getByRole("region", { name: "Filters" });
  await filters.getByRole("combobox", { name: "Categories" }).fill(category.name.slice(0, 6));
  // An option reads the category's name, then its parent's (the breadcrumb).
  await filters
    .getByRole("option", { name: new RegExp(`^${escapeRegExp(category.name)}(?:\\s|$)`) })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`categoryIDs?[^&]*=${target.categoryID}`));
  await filters.getByRole("combobox", { name: "Authors" }).fill(target.insertUser.name);
  await filters.getByRole("option", { name: target.insertUser.name, exact: true }).first().click();
  await expect(page).toHaveURL(/insertUserNames/);
  // Its comments are named after it too.
  await expect(results(page).getByRole("heading", { name: target.name }).first()).toBeVisible();
  const narrowed = await resultNames(page);
  expect(narrowed.length).toBeLessThanOrEqual(first.length);

  // Back to the whole result set, then the next page through the pager.
  await filters.getByRole("button", { name: "Clear filters" }).click();
  await expect(page).not.toHaveURL(/insertUserNames/);
  // The address changes before the page renders it: the button turns disabled in the render that starts loading the
  // unfiltered results (until then the list still shows the narrowed ones, not busy).
  await expect(filters.getByRole("button", { name: "Clear filters" })).toBeDisabled();
  const pageOne = await resultNames(page);
  await main.getByRole("navigation", { name: /pag/i }).getByRole("link", { name: /next/i }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect.poll(() => resultNames(page)).not.toEqual(pageOne);
  const pageTwo = await resultNames(page);

  // The shared address restores the same results in another browser.
  const shared = page.url();
  const other = await browser.newContext({ baseURL });
  const reader = await other.newPage();
  await signIn(reader.request, "member");
  await reader.goto(shared);
  expect(await resultNames(reader)).toEqual(pageTwo);
  await other.close();

  // Back and forward restore the earlier states too.
  await page.goBack();
  await expect.poll(() => resultNames(page)).toEqual(pageOne);
});

test("the search bar by keyboard only: suggestions, arrows, Enter on the create option, Escape clears", async ({
  page,
}) => {
  await page.goto("/discussions");
  const { word } = await commonWord(page);
  // Tab from the top of the page to the title bar's Search button.
  const button = page.getByRole("banner").getByRole("button", { name: "Search" });
  for (let i = 0; i < 15 && !(await button.evaluate((element) => element === document.activeElement)); i++) {
    await page.keyboard.press("Tab");
  }
  await expect(button).toBeFocused();
  await page.keyboard.press("Enter");
  const box = page.getByRole("banner").getByRole("combobox", { name: "Search" });
  await expect(box).toBeFocused();
  await page.keyboard.type(word);
  await expect(box).toHaveAttribute("aria-expanded", "true", { timeout: 10_000 });
  await page.keyboard.press("Escape");
  await expect(box).toHaveValue("");
  await page.keyboard.type(word);
  await expect(box).toHaveAttribute("aria-expanded", "true", { timeout: 10_000 });
  // End highlights the last option, the create option; Enter searches.
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("End");
  const active = await box.getAttribute("aria-activedescendant");
  expect(active).toBeTruthy();
  await expect(page.locator(`[id="${active}"]`)).toHaveText(new RegExp(`Search for .*${word}`, "i"));
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(`/search\\?.*query=${word}`));
  await expect(results(page).getByRole("listitem").first()).toBeVisible();
});

test("on a category page the banner searches within the category until widened to the whole forum", async ({
  page,
}) => {
  const { word } = await commonWord(page);
  const hits = await apiGet<Hit[]>(page.request, `/search?query=${word}&recordTypes=discussion`);
  const categoryID = hits.find((hit) => hit.categoryID !== undefined)?.categoryID;
  const category = await apiGet<{ name: string; url: string; displayAs: string }>(
    page.request,
    `/categories/${categoryID}`,
  );
  expect(category.displayAs).toBe("discussions");
  await page.goto(new URL(category.url, "http://site.invalid").pathname);
  const banner = page.locator('[data-widget="banner"]');
  const box = banner.getByRole("combobox", { name: `Search in ${category.name}` });
  await expect(box).toHaveAttribute("placeholder", `Search in ${category.name}`);

  // Suggestions are asked for within the category; Enter searches it on the search page.
  const suggested = page.waitForRequest((request) => request.url().includes("/api/v2/search/suggestions"));
  await box.fill(word);
  expect(new URL((await suggested).url()).searchParams.get("categoryID")).toBe(String(categoryID));
  await box.press("Enter");
  await expect(page).toHaveURL(
    new RegExp(`/search\\?query=${word}&categoryID=${categoryID}&includeChildCategories=true`),
  );
  await expect(results(page).getByRole("listitem").first()).toBeVisible();

  // Back on the category page, the chip's button widens the box to the whole forum.
  await page.goBack();
  await banner.getByRole("button", { name: `Search all the forum, not only ${category.name}` }).click();
  const everywhere = banner.getByRole("combobox", { name: "Search the community" });
  await expect(everywhere).toBeFocused();
  await expect(everywhere).toHaveAttribute("placeholder", "Search");
  await everywhere.fill(word);
  await everywhere.press("Enter");
  await expect(page).toHaveURL(new RegExp(`/search\\?query=${word}$`));
});
