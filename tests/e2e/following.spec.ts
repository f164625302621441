// Issue 15, done when: a member follows a category through the Notification Preferences panel (asking for email
// too), another member posts there, the first sees the notification arrive without reloading and finds the email
// (.eml) whose one-click unsubscribe (RFC 8058: a form POST, no cookie) turns those emails off; the link's page says
// so without a sign-in.
import path from "node:path";
import { expect, request as playwrightRequest } from "@playwright/test";
import { mailsTo } from "../api/support/mail";
import { apiGet, flattenCategories, type ListedCategory, signIn, test } from "./support";

const mailDir = path.join(process.env.QUORUM_E2E_DATA_DIR ?? "", "mail");
const WRITE = { "X-Requested-With": "XMLHttpRequest", Accept: "application/json" };
const PASSWORD = "a follower's password";

test("a member follows a category through the panel, hears of a new post live and unsubscribes from its email in one click", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const stamp = Date.now().toString(36);
  const name = `follower${stamp}`;
  const email = `${name}@example.org`;
  const admin = await playwrightRequest.newContext({ baseURL });
  await signIn(admin, "admin");
  const created = await admin.post("/api/v2/users", {
    headers: WRITE,
    data: { name, email, password: PASSWORD },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { userID } = (await created.json()) as { userID: number };
  const general = flattenCategories(await apiGet<ListedCategory[]>(admin, "/categories?limit=100")).find(
    (category) => (category as ListedCategory & { urlcode?: string }).urlcode === "general",
  );
  if (!general) throw new Error("the demo has no General category");
  await admin.dispose();

  const signedIn = await page.request.post("/api/v2/authenticate/password", {
    headers: WRITE,
    data: { username: name, password: PASSWORD },
  });
  expect(signedIn.ok(), await signedIn.text()).toBe(true);

  // Follow through the panel: opening it follows with the defaults; then email for new posts too.
  await page.goto("/categories/general");
  const button = page.getByRole("button", { name: /^Follow General/ });
  await button.click();
  const panel = page.getByRole("dialog", { name: "Notification Preferences" });
  await expect(panel.getByRole("checkbox", { name: "New posts: Popup" })).toBeChecked();
  await expect(page.getByRole("button", { name: /^Following General/ })).toBeVisible();
  await panel.getByRole("checkbox", { name: "New posts: Email" }).check();
  await expect(page.getByText("Success! Preferences saved.").first()).toBeVisible();
  await expect
    .poll(async () => {
      const saved = await page.request.get(`/api/v2/categories/${general.categoryID}/preferences/${userID}`);
      return ((await saved.json()) as Record<string, boolean>)["preferences.email.posts"];
    })
    .toBe(true);
  await page.keyboard.press("Escape");
  await expect(panel).toBeHidden();
  await expect(page.getByRole("button", { name: /^Following General/ })).toBeFocused();

  // Another member posts in the category: the count rises on the open page.
  const notifications = page.getByRole("banner").getByRole("button", { name: /^Notifications/ });
  // Specs running beside this one post in General too, and the member follows it: count from where it stands.
  const unread = async () =>
    Number(/(\d+) unread/.exec((await notifications.getAttribute("aria-label")) ?? "")?.[1] ?? 0);
  const before = await unread();
  const moderator = await playwrightRequest.newContext({ baseURL });
  await signIn(moderator, "moderator");
  const title = `Followers hear of this ${stamp}`;
  const posted = await moderator.post("/api/v2/discussions", {
    headers: WRITE,
    data: {
      categoryID: general.categoryID,
      name: title,
      body: "News for the category's followers.",
      format: "markdown",
    },
  });
  expect(posted.status(), await posted.text()).toBe(201);
  await moderator.dispose();
  await expect.poll(unread, { timeout: 15_000 }).toBeGreaterThan(before);

  // The email, and its one-click unsubscribe as a mail program sends it.
  await expect
    .poll(() => mailsTo(mailDir, email).filter((mail) => mail.subject.includes(title)).length)
    .toBe(1);
  const [mail] = mailsTo(mailDir, email).filter((m) => m.subject.includes(title));
  expect(mail?.raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
  const link = /^List-Unsubscribe: <(https?:\/\/[^>]+)>$/m.exec(mail?.raw ?? "")?.[1] ?? "";
  const linkPath = new URL(link).pathname;
  const mailProgram = await playwrightRequest.newContext({ baseURL });
  const clicked = await mailProgram.post(linkPath, {
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    data: "List-Unsubscribe=One-Click",
  });
  expect(clicked.status(), await clicked.text()).toBe(200);
  await mailProgram.dispose();
  const after = await page.request.get(`/api/v2/categories/${general.categoryID}/preferences/${userID}`);
  expect(await after.json()).toMatchObject({
    "preferences.followed": true,
    "preferences.email.posts": false,
  });

  // The link's page, opened by a guest: already done, said in words.
  const guest = await browser.newContext({ baseURL });
  const guestPage = await guest.newPage();
  await guestPage.goto(linkPath);
  await expect(
    guestPage.getByText("You will no longer receive emails about new discussions in General"),
  ).toBeVisible();
  await guest.close();
});
