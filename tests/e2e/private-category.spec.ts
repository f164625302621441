// Discussions of the private category (Staff Lounge) reach moderators only: a guest never sees them, neither on
// the pages (text or inlined state) nor through the API.
import { expect, request as playwrightRequest } from "@playwright/test";
import {
  apiGet,
  flattenCategories,
  type ListedCategory,
  type ListedDiscussion,
  signIn,
  test,
} from "./support";

const PRIVATE_CATEGORY = "Staff Lounge";

async function privateTitles(baseURL: string): Promise<{ titles: string[]; categoryNames: string[] }> {
  const moderator = await playwrightRequest.newContext({ baseURL });
  try {
    await signIn(moderator, "moderator");
    const tree = await apiGet<ListedCategory[]>(moderator, "/categories?maxDepth=5");
    const staff = flattenCategories(tree).find((category) => category.name === PRIVATE_CATEGORY);
    if (!staff) throw new Error(`The moderator does not see "${PRIVATE_CATEGORY}"`);
    const privateIDs = new Set(flattenCategories([staff]).map((category) => category.categoryID));
    const privateOnes = await apiGet<ListedDiscussion[]>(
      moderator,
      `/discussions?categoryID=${staff.categoryID}&includeChildCategories=true&limit=100`,
    );
    // A title also used by a public discussion proves nothing about a leak: keep the private-only ones.
    const everything = await apiGet<ListedDiscussion[]>(moderator, "/discussions?limit=100");
    const publicTitles = new Set(everything.filter((d) => !privateIDs.has(d.categoryID)).map((d) => d.name));
    return {
      titles: privateOnes.map((d) => d.name).filter((name) => !publicTitles.has(name)),
      categoryNames: flattenCategories([staff]).map((category) => category.name),
    };
  } finally {
    await moderator.dispose();
  }
}

test("a guest never sees the private category or its discussions", async ({ page, request, baseURL }) => {
  const { titles, categoryNames } = await privateTitles(baseURL ?? "");
  expect(titles.length, "the demo seed has private discussions").toBeGreaterThan(0);

  for (const url of ["/", "/discussions"]) {
    await page.goto(url);
    await expect(page.locator("main")).toBeVisible();
    const text = await page.locator("body").textContent();
    const state = await page.locator("#__QUORUM_STATE__").textContent();
    const inlined = JSON.stringify(JSON.parse(state ?? "null"));
    for (const title of titles) {
      expect(text, `${url} shows "${title}"`).not.toContain(title);
      expect(inlined, `${url} inlines "${title}"`).not.toContain(JSON.stringify(title).slice(1, -1));
    }
  }

  const guestList = await apiGet<ListedDiscussion[]>(request, "/discussions?limit=100");
  expect(guestList.map((d) => d.name).filter((name) => titles.includes(name))).toEqual([]);
  const guestCategories = flattenCategories(
    await apiGet<ListedCategory[]>(request, "/categories?maxDepth=5"),
  );
  expect(guestCategories.map((c) => c.name).filter((name) => categoryNames.includes(name))).toEqual([]);
});
