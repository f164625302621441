// Signatures (spec 001 §6, docs/reference/ui-behaviour.md): a member writes one on their profile editor, sees it
// previewed, and finds it under their posts, sanitized Markdown, as every reader does.
import { expect } from "@playwright/test";
import { apiGet, signIn, test } from "./support";

const JSON_HEADERS = { "X-Requested-With": "XMLHttpRequest", Accept: "application/json" };
const MEMBER = "liam_obrien";

interface Me {
  userID: number;
}

test.afterAll(async ({ browser }) => {
  const context = await browser.newContext();
  await signIn(context.request, MEMBER);
  const me = await apiGet<Me>(context.request, "/users/me");
  await context.request.patch(`/api/v2/users/${me.userID}/signature`, {
    headers: JSON_HEADERS,
    data: { body: "" },
  });
  await context.close();
});

test("a member writes a signature and readers see it under their posts", async ({ page, browser }) => {
  await signIn(page.request, MEMBER);
  const me = await apiGet<Me>(page.request, "/users/me");
  await page.goto("/profile/edit");
  const field = page.getByRole("textbox", { name: "Your signature" });
  await field.fill("**Cheers**, Liam <script>alert(1)</script>");
  await page.getByRole("button", { name: "Save Signature" }).click();
  await expect(page.getByText("Your signature was saved.")).toBeVisible();

  // A discussion by the member that a guest may read (other specs post in a private group as this member).
  const guest = await browser.newContext();
  const [post] = await apiGet<{ url: string }[]>(
    guest.request,
    `/discussions?insertUserID=${me.userID}&limit=1`,
  );
  expect(post, "a discussion by the member").toBeDefined();
  const reader = await guest.newPage();
  await reader.goto(new URL(post?.url ?? "/", "http://localhost").pathname);
  const signature = reader.getByRole("note", { name: `Signature of ${MEMBER}` }).first();
  await expect(signature).toBeVisible();
  await expect(signature.locator("strong")).toHaveText("Cheers");
  await expect(signature.locator("script")).toHaveCount(0);
  await guest.close();
});
