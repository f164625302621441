// Every view type of the seeded demo is reachable by URL (docs/reference/routes.md#layout-routes): each answers 200
// and shows its main heading; /fr/ is the French section's own home.
import { expect } from "@playwright/test";
import { apiGet, type ListedDiscussion, test } from "./support";

async function firstOfType(request: Parameters<typeof apiGet>[0], type: string): Promise<ListedDiscussion> {
  const [discussion] = await apiGet<ListedDiscussion[]>(request, `/discussions?type=${type}&limit=1`);
  if (!discussion) throw new Error(`the demo has no ${type}`);
  return discussion;
}

const FIXED_PAGES: [string, string][] = [
  ["/discussions", "Community Posts"],
  ["/categories", "Categories"],
  ["/categories/general", "General Discussion"],
  ["/categories/help", "Help & Support"],
  ["/post/discussion", "Create Post"],
  ["/community-guidelines", "Community Guidelines"],
  ["/fr/", "Communauté francophone"],
  // Not a layout: the app's search page, which every search box leads to.
  ["/search?query=welcome", "Search"],
];

for (const [url, heading] of FIXED_PAGES) {
  test(`${url} answers 200 and shows "${heading}"`, async ({ page }) => {
    const response = await page.goto(url);
    expect(response?.status()).toBe(200);
    await expect(
      page.locator("main").getByRole("heading", { name: heading, exact: true }).first(),
    ).toBeVisible();
  });
}

for (const type of ["discussion", "question"]) {
  test(`a ${type} page answers 200 and shows the post's title`, async ({ page, request }) => {
    const discussion = await firstOfType(request, type);
    const response = await page.goto(`/discussion/${discussion.discussionID}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: discussion.name })).toBeVisible();
  });
}
