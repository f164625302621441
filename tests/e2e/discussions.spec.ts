// The discussion list page: the page asset lists discussions and pages through them.
import { expect } from "@playwright/test";
import { apiGet, type ListedDiscussion, test } from "./support";

test("/discussions lists the discussions with a pager", async ({ page, request }) => {
  const main = page.locator("main");
  let firstPage: ListedDiscussion[] = [];
  // Other specs post, move and delete discussions meanwhile: the API's first page and the page's are compared as
  // read together, again if a write landed between the two reads.
  await expect(async () => {
    firstPage = await apiGet<ListedDiscussion[]>(request, "/discussions?limit=3&pinOrder=first");
    await page.goto("/discussions");
    for (const discussion of firstPage) {
      await expect(main.getByRole("link", { name: discussion.name, exact: true }).first()).toBeVisible({
        timeout: 2_000,
      });
    }
  }).toPass({ timeout: 20_000 });
  const pager = main.getByRole("navigation", { name: /pag/i });
  await expect(pager).toBeVisible();
  await pager.getByRole("link", { name: /next/i }).first().click();
  await expect(page).toHaveURL(/[?&]page=2|\/p2\b/);
  await expect(main.getByRole("link", { name: firstPage[0]?.name ?? "", exact: true })).toHaveCount(0);
});
