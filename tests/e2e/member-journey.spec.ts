// Issue 5, done when: a visitor registers, confirms the email through the written mail file, signs in and sees the
// account box; another member replies mentioning them and the notification count rises without a reload; they
// open a user card and send a private message; a guest opening a member-only page sees the 403 screen with Sign In.
import path from "node:path";
import { expect, request as playwrightRequest } from "@playwright/test";
import { latestLink } from "../api/support/mail";
import { apiGet, signIn, test } from "./support";

const mailDir = path.join(process.env.QUORUM_E2E_DATA_DIR ?? "", "mail");
const WRITE = { "X-Requested-With": "XMLHttpRequest", Accept: "application/json" };

interface ListedDiscussion {
  discussionID: number;
  insertUser?: { name: string };
}

test("a newcomer's first day: register, confirm, sign in, get mentioned live, message someone", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const name = `journey${Date.now().toString(36)}`;
  const email = `${name}@example.org`;
  const password = "a journey password";
  const banner = page.getByRole("banner");
  const main = page.locator("main");

  // Register through the page.
  await page.goto("/entry/register");
  await page.getByLabel("Username").fill(name);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByLabel("Confirm Password").fill(password);
  await page.getByRole("button", { name: "Register" }).click();
  await expect(banner.getByRole("link", { name })).toBeVisible();

  // Confirm the email through the link the server wrote to the mail folder.
  await expect.poll(() => latestLink(mailDir, email, "/entry/emailconfirm/")).not.toBeNull();
  await page.goto(latestLink(mailDir, email, "/entry/emailconfirm/") ?? "/");
  await main.getByRole("button", { name: "Confirm Email" }).click();
  await expect(main.getByRole("status")).toContainText("confirmed");

  // Sign out, then sign in through the title bar; the account box is there.
  await page.goto("/discussions");
  await banner.getByRole("button", { name: "My Account" }).click();
  await page.getByRole("menuitem", { name: "Sign Out" }).click();
  await main.getByRole("button", { name: "Sign Out" }).click();
  await banner.getByRole("link", { name: "Sign In" }).click();
  await page.getByLabel("Username or Email").fill(name);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(banner.getByRole("link", { name })).toBeVisible();
  const notifications = banner.getByRole("button", { name: /^Notifications/ });
  await expect(notifications).toHaveAccessibleName("Notifications");

  // Another member replies and mentions them: the count rises on the open page.
  const other = await playwrightRequest.newContext({ baseURL });
  await signIn(other, "moderator");
  const [discussion] = await apiGet<ListedDiscussion[]>(other, "/discussions?limit=1");
  const reply = await other.post("/api/v2/comments", {
    headers: WRITE,
    data: {
      discussionID: discussion?.discussionID,
      body: `Welcome aboard, @${name}! Ask away.`,
      format: "markdown",
    },
  });
  expect(reply.status(), await reply.text()).toBe(201);
  await other.dispose();
  await expect(notifications).toHaveAccessibleName("Notifications, 1 unread", { timeout: 15_000 });

  // A user card from the list, then a private message to that member.
  const listed = await apiGet<ListedDiscussion[]>(page.request, "/discussions?limit=30&expand=insertUser");
  const author = listed.find((d) => d.insertUser && d.insertUser.name !== name)?.insertUser?.name;
  if (!author) throw new Error("the demo lists no discussion by another member");
  await main.getByRole("button", { name: author, exact: true }).first().click({ timeout: 15_000 });
  const card = page.getByRole("dialog", { name: author });
  await card.getByRole("link", { name: "Message" }).click();
  await expect(page).toHaveURL(new RegExp(`/messages/add/${encodeURIComponent(author)}$`));
  await main
    .getByRole("textbox", { name: "Message", exact: true })
    .fill("Hello! Thanks for the warm welcome.");
  await main.getByRole("button", { name: "Send Message" }).click();
  await expect(page).toHaveURL(/\/messages\/\d+$/);
  await expect(main.getByText("Hello! Thanks for the warm welcome.")).toBeVisible();
});

test("a guest opening a member-only page sees the 403 screen with Sign In", async ({ page }) => {
  const response = await page.goto("/messages");
  expect(response?.status()).toBe(403);
  await expect(page.getByRole("heading", { name: "Permission Problem" })).toBeVisible();
  const signInLink = page.locator("main").getByRole("link", { name: "Sign In" });
  await expect(signInLink).toHaveAttribute("href", /\/entry\/signin\?target=%2Fmessages/);
});
