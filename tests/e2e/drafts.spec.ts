// Issue 6, done when: a member writes a discussion whose draft survives a reload, and schedules another that
// appears when due (the e2e server publishes scheduled drafts every second: QUORUM_DRAFT_SCHEDULER_MS).
import { expect, type Page } from "@playwright/test";
import {
  apiGet,
  flattenCategories,
  type ListedCategory,
  type ListedDiscussion,
  signIn,
  test,
} from "./support";

interface ListedDraft {
  draftID: number;
  draftStatus: string;
  attributes: { body?: string; draftMeta?: { name?: string } };
}

async function generalCategoryID(page: Page): Promise<number> {
  const categories = await apiGet<(ListedCategory & { urlcode?: string })[]>(
    page.request,
    "/categories?maxDepth=5",
  );
  const general = flattenCategories(categories).find(
    (category) => (category as { urlcode?: string }).urlcode === "general",
  );
  if (!general) throw new Error("No General category in the demo seed.");
  return general.categoryID;
}

/** A datetime-local value (the browser runs in UTC, see playwright.config.ts) some seconds from now. */
function inSeconds(seconds: number): string {
  return new Date(Date.now() + seconds * 1000).toISOString().slice(0, 19);
}

test("a member's discussion draft survives a reload, and a scheduled one appears when due", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page.request, "member");
  const categoryID = await generalCategoryID(page);
  const stamp = Date.now().toString(36);
  const main = page.locator("main");

  // Write a discussion and leave it unposted: the local copy is written at once, the server copy 5 s later.
  await page.goto(`/post/discussion/${categoryID}`);
  const form = main.locator("[data-widget=create-post-form]");
  await expect(form.getByLabel("Category")).toHaveValue(String(categoryID));
  const title = `Draft that survives ${stamp}`;
  const saved = page.waitForResponse(
    (response) => response.url().endsWith("/api/v2/drafts") && response.request().method() === "POST",
  );
  await form.getByLabel("Title").fill(title);
  await form.getByLabel("Body").fill("Half a thought, to finish tomorrow.");
  expect((await saved).status()).toBe(201);

  await page.reload();
  await expect(form.getByLabel("Title")).toHaveValue(title);
  await expect(form.getByLabel("Body")).toHaveValue("Half a thought, to finish tomorrow.");
  const drafts = await apiGet<ListedDraft[]>(page.request, "/drafts?recordType=discussion");
  expect(drafts.some((draft) => draft.attributes.draftMeta?.name === title)).toBe(true);

  // Schedule another a few seconds ahead.
  await form.getByRole("button", { name: "Discard Draft" }).click();
  await page
    .getByRole("dialog", { name: "Discard Draft" })
    .getByRole("button", { name: "Discard Draft" })
    .click();
  await expect(form.getByLabel("Title")).toHaveValue("");
  const scheduledTitle = `Scheduled for later ${stamp}`;
  await form.getByLabel("Title").fill(scheduledTitle);
  await form.getByLabel("Body").fill("This goes out on its own.");
  await form.getByLabel("Schedule for later").check();
  await form.getByLabel("Publish on").fill(inSeconds(6));
  await form.getByRole("button", { name: "Schedule" }).click();

  await expect(page).toHaveURL(/\/drafts$/);
  const listed = main
    .getByRole("list", { name: "Drafts" })
    .getByRole("listitem")
    .filter({ hasText: scheduledTitle });
  await expect(listed.getByText("Scheduled", { exact: true })).toBeVisible();

  // When due, the scheduler publishes it as the member.
  await expect
    .poll(
      async () =>
        (
          await apiGet<ListedDiscussion[]>(page.request, `/discussions?categoryID=${categoryID}&limit=30`)
        ).find((discussion) => discussion.name === scheduledTitle)?.discussionID ?? 0,
      { timeout: 20_000, intervals: [1000] },
    )
    .toBeGreaterThan(0);
  await page.reload();
  await expect(main.getByText(scheduledTitle)).toHaveCount(0);
  await page.goto(`/discussions`);
  await expect(main.getByRole("link", { name: scheduledTitle })).toBeVisible();
});
