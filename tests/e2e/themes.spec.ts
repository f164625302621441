// Themes, as an administrator meets them (docs/reference/themes.md): a theme created from a shipped one in the theme
// editor, a save stopped by the contrast check and allowed once fixed, a preview of the home page with the toast
// that only this admin sees, applying it for everyone, and restoring an older revision.
import { expect, type Page } from "@playwright/test";
import { signIn, test } from "./support";

const JSON_HEADERS = { "X-Requested-With": "XMLHttpRequest", Accept: "application/json" };

/** The value of a custom property on the page's root, as the browser computes it. */
function rootVariable(page: Page, name: string): Promise<string> {
  return page.evaluate(
    (property) => getComputedStyle(document.documentElement).getPropertyValue(property).trim(),
    name,
  );
}

test.afterAll(async ({ browser }) => {
  // The site goes back to the default theme for the specs that run after this one.
  const context = await browser.newContext();
  await signIn(context.request, "admin");
  await context.request.put("/api/v2/themes/current", { headers: JSON_HEADERS, data: { themeID: "quorum" } });
  await context.close();
});

test("an administrator creates, checks, previews, applies and restores a theme", async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  await signIn(page.request, "admin");
  await page.goto("/dashboard/themes");
  await page.getByRole("button", { name: "Create from this theme: Forest" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("textbox", { name: "Name" }).fill("Harbour");
  await dialog.getByRole("button", { name: "Create" }).click();
  await page.waitForURL(/\/dashboard\/themes\/\d+\/edit$/);
  const themeID = Number(/themes\/(\d+)\/edit/.exec(page.url())?.[1]);
  await expect(page.getByRole("heading", { name: "Edit theme: Harbour" })).toBeVisible();

  // Button text too close to its background: the pair is named and Save stays off.
  await page.getByRole("button", { name: "Buttons", exact: true }).click();
  const buttonText = page.getByRole("textbox", { name: "Button text", exact: true });
  await buttonText.fill("#a9bea3");
  const contrast = page.getByRole("region", { name: "Contrast check" });
  await expect(contrast).toContainText("Button text on button");
  await expect(contrast).toContainText("Fails");
  const save = page.getByRole("button", { name: "Save", exact: true });
  await expect(save).toBeDisabled();
  await expect(page.getByText(/Saving is off while 1 pair fails the contrast check/)).toBeVisible();

  // Fixed: the check passes and the save makes a second revision.
  await buttonText.fill("#ffffff");
  await page.getByRole("textbox", { name: "Button background", exact: true }).fill("#0b4f6c");
  await expect(contrast).toContainText("Every pair reaches 4.5:1.");
  await save.click();
  await expect(page.getByText("All changes saved")).toBeVisible();
  const revisions = await (
    await page.request.get(`/api/v2/themes/${themeID}/revisions`, { headers: JSON_HEADERS })
  ).json();
  expect(revisions).toHaveLength(2);

  // The preview: the home page with the toast and the theme's colours, for this admin only.
  await page.goto("/dashboard/themes");
  await page.getByRole("button", { name: "Preview Harbour" }).click();
  await page.waitForURL((url) => url.pathname === "/");
  const toast = page.getByRole("region", { name: "Theme preview" });
  await expect(toast).toContainText("You are previewing the Harbour theme.");
  expect(await rootVariable(page, "--color-button-bg")).toBe("#0b4f6c");
  const guest = await browser.newContext();
  const guestPage = await guest.newPage();
  await guestPage.goto("/");
  expect(await rootVariable(guestPage, "--color-button-bg")).not.toBe("#0b4f6c");
  await expect(guestPage.getByRole("region", { name: "Theme preview" })).toHaveCount(0);

  // Apply: every visitor now gets it.
  await toast.getByRole("button", { name: "Apply" }).click();
  await expect(page.getByRole("region", { name: "Theme preview" })).toHaveCount(0);
  await guestPage.reload();
  expect(await rootVariable(guestPage, "--color-button-bg")).toBe("#0b4f6c");
  await guest.close();

  // Restore the first revision from the editor's revisions.
  const first = revisions[1].revisionID as number;
  await page.goto(`/dashboard/themes/${themeID}/edit?tab=revisions`);
  await page.getByRole("button", { name: `Restore revision ${first}` }).click();
  await expect(page.getByText(`Revision ${first} restored.`)).toBeVisible();
  const theme = await (await page.request.get(`/api/v2/themes/${themeID}`, { headers: JSON_HEADERS })).json();
  expect(theme.revisionID).toBe(first);
  await page.goto("/");
  expect(await rootVariable(page, "--color-button-bg")).toBe("#2d6a4f");
});
