// Signing in and out through the pages: a guest follows the title bar's Sign In, signs in as the demo member,
// comes back to the page they were on as the member, and signs out again. The entry pages pass axe.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { expect, type Page } from "@playwright/test";
import { DEMO_PASSWORD, test } from "./support";

const axePath = createRequire(import.meta.url).resolve("axe-core/axe.min.js");

interface AxeViolation {
  id: string;
  nodes: { target: unknown }[];
}

async function axeViolations(page: Page): Promise<string[]> {
  // Evaluated over the DevTools protocol: the page's CSP admits no inline <script> without its nonce.
  await page.evaluate(readFileSync(axePath, "utf8"));
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(context: unknown, options: unknown): Promise<unknown> } })
      .axe;
    const results = (await axe.run(document, {
      runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"] },
      resultTypes: ["violations"],
    })) as { violations: AxeViolation[] };
    return results.violations;
  });
  return violations.map((v) => `${v.id} ${v.nodes.map((node) => JSON.stringify(node.target)).join(", ")}`);
}

const guestCta = (page: Page) => page.getByRole("region", { name: "Welcome!" });

test("a guest signs in from the title bar, returns home as the member, and signs out", async ({ page }) => {
  await page.goto("/");
  const titleBar = page.getByRole("banner");
  await expect(guestCta(page)).toBeVisible();

  await titleBar.getByRole("link", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/entry\/signin$/);
  await expect(page).toHaveTitle(/^Sign In - /);
  await page.getByLabel("Username or Email").fill("member");
  await page.getByLabel("Password").fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Sign In" }).click();

  await expect(page).toHaveURL(/\/$/);
  await expect(titleBar.getByRole("link", { name: "member" })).toBeVisible();
  await expect(titleBar.getByRole("link", { name: "Sign In" })).toHaveCount(0);
  await expect(page.locator("main").getByRole("heading", { level: 1 })).toBeVisible();
  await expect(guestCta(page)).toHaveCount(0);

  // Sign Out lives in the My Account dropdown, and the sign-out page asks before signing out.
  await titleBar.getByRole("button", { name: "My Account" }).click();
  await page.getByRole("menuitem", { name: "Sign Out" }).click();
  await page.locator("main").getByRole("button", { name: "Sign Out" }).click();
  await expect(titleBar.getByRole("link", { name: "Sign In" })).toBeVisible();
  await expect(guestCta(page)).toBeVisible();
});

test("a wrong password shows beside the field; then signing in returns to the page's address", async ({
  page,
}) => {
  await page.goto("/discussions?page=2");
  await page.getByRole("banner").getByRole("link", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/entry\/signin\?target=%2Fdiscussions%3Fpage%3D2$/);

  await page.getByLabel("Username or Email").fill("member");
  await page.getByLabel("Password").fill("not-the-password");
  await page.getByRole("button", { name: "Sign In" }).click();
  const password = page.getByLabel("Password");
  await expect(password).toHaveAttribute("aria-invalid", "true");
  await expect(password).toHaveAccessibleDescription("The username or password is incorrect.");
  await expect(password).toBeFocused();
  expect(await axeViolations(page)).toEqual([]);

  await password.fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/discussions\?page=2$/);
  await expect(page.getByRole("banner").getByRole("link", { name: "member" })).toBeVisible();

  // Back on the sign-in page while signed in: who you are, and no form.
  await page.goto("/entry/signin");
  await expect(page.locator("main")).toContainText("You are signed in as member.");
  await expect(page.getByLabel("Password")).toHaveCount(0);
});

test("the registration page links back to sign-in with the target and passes axe", async ({ page }) => {
  await page.goto("/entry/register?target=%2Fcategories");
  await expect(page).toHaveTitle(/^Register - /);
  await page.getByRole("button", { name: "Register" }).click();
  await expect(page.getByLabel("Username")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel("Username")).toBeFocused();
  expect(await axeViolations(page)).toEqual([]);
  await page.locator("main").getByRole("link", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/entry\/signin\?target=%2Fcategories$/);
  await expect(page.getByLabel("Username or Email")).toBeVisible();
});
