// Email confirmation end to end: a visitor registers through the page, sees the email-not-confirmed notice,
// asks for a new link, follows the latest mailed link (the file the server wrote) and the notice is gone.
import path from "node:path";
import { expect } from "@playwright/test";
import { latestLink, mailsTo } from "../api/support/mail";
import { test } from "./support";

const mailDir = path.join(process.env.QUORUM_E2E_DATA_DIR ?? "", "mail");

test("a new member confirms their email through the mailed link and the notice disappears", async ({
  page,
}) => {
  const name = `newcomer${Date.now().toString(36)}`;
  const email = `${name}@example.org`;
  await page.goto("/entry/register");
  await page.getByLabel("Username").fill(name);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill("a fine password");
  await page.getByLabel("Confirm Password").fill("a fine password");
  await page.getByRole("button", { name: "Register" }).click();
  await expect(page.getByRole("banner").getByRole("link", { name })).toBeVisible();

  const notice = page.getByRole("region", { name: "Email confirmation" });
  await expect(notice).toBeVisible();
  await notice.getByRole("link", { name: "send a new one" }).click();
  await expect(page).toHaveURL(/\/entry\/emailconfirmrequest$/);
  await page.locator("main").getByRole("button", { name: "Send a New Link" }).click();
  await expect(page.locator("main").getByRole("status")).toContainText("new confirmation link");
  await expect.poll(() => mailsTo(mailDir, email).length).toBe(2);

  const link = latestLink(mailDir, email, "/entry/emailconfirm/");
  expect(link).not.toBeNull();
  await page.goto(link ?? "/");
  await expect(page).toHaveTitle(/^Confirm Email - /);
  await page.locator("main").getByRole("button", { name: "Confirm Email" }).click();
  await expect(page.locator("main").getByRole("status")).toContainText("confirmed");
  await expect(notice).toHaveCount(0);
});
