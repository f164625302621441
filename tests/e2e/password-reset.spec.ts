// Password reset end to end: a registered member forgets their password, asks for a link from the sign-in page,
// follows the link in the mail the server wrote under its data dir (the default .eml transport), chooses a new
// password and signs in with it.
import path from "node:path";
import { expect, type Page } from "@playwright/test";
import { latestLink } from "../api/support/mail";
import { test } from "./support";

const mailDir = path.join(process.env.QUORUM_E2E_DATA_DIR ?? "", "mail");

async function mailedLink(address: string, prefix: string): Promise<string> {
  let link: string | null = null;
  await expect
    .poll(() => {
      link = latestLink(mailDir, address, prefix);
      return link;
    })
    .not.toBeNull();
  return link as unknown as string;
}

const main = (page: Page) => page.locator("main");

test("a member resets a forgotten password through the mailed link and signs in with the new one", async ({
  page,
  request,
}) => {
  const name = `forgetful${Date.now().toString(36)}`;
  const email = `${name}@example.org`;
  const registered = await request.post("/api/v2/users", {
    headers: { "X-Requested-With": "XMLHttpRequest" },
    data: { name, email, password: "the first password" },
  });
  expect(registered.status()).toBe(201);

  await page.goto("/entry/signin");
  await main(page).getByRole("link", { name: "Forgot your password?" }).click();
  await expect(page).toHaveURL(/\/entry\/passwordrequest$/);
  await expect(page).toHaveTitle(/^Reset Password - /);
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Send Reset Link" }).click();
  await expect(main(page).getByRole("status")).toContainText("If an account uses that email address");

  const link = await mailedLink(email, "/entry/passwordreset/");
  await page.goto(link);
  await expect(page).toHaveTitle(/^Choose a New Password - /);
  await page.getByLabel("New Password", { exact: true }).fill("a brand new password");
  await page.getByLabel("Confirm New Password").fill("a brand new password");
  await page.getByRole("button", { name: "Save Password" }).click();
  await expect(main(page).getByRole("status")).toContainText("Your password has been changed");

  // The link is spent.
  const reused = await request.post("/api/v2/users/password-reset", {
    headers: { "X-Requested-With": "XMLHttpRequest" },
    data: { token: link.split("/").at(-1), password: "yet another password" },
  });
  expect(reused.status()).toBe(400);

  await main(page).getByRole("link", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/entry\/signin$/);
  await page.getByLabel("Username or Email").fill(email);
  await page.getByLabel("Password").fill("the first password");
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(main(page).getByText("The username or password is incorrect.")).toBeVisible();
  await page.getByLabel("Password").fill("a brand new password");
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("banner").getByRole("link", { name })).toBeVisible();
  // The reset proved the mailbox: no email-not-confirmed notice.
  await expect(page.getByRole("region", { name: "Email confirmation" })).toHaveCount(0);
});
