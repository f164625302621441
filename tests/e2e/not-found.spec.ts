// Unknown URLs: HTTP 404 and the error screen (docs/reference/errors.md#error-screen Page error screen).
import { expect } from "@playwright/test";
import { test } from "./support";

test("an unknown URL answers 404 with the not-found screen", async ({ page }) => {
  const response = await page.goto("/no/such/page");
  expect(response?.status()).toBe(404);
  await expect(page.getByText("The page you were looking for could not be found.")).toBeVisible();
  const back = page.getByRole("link", { name: "Back to home page" });
  await expect(back).toBeVisible();
  await back.click();
  await expect(page).toHaveURL(/\/$/);
});
