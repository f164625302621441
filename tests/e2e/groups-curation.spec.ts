// Issue 19's acceptance, in Chromium against the real server (docs/reference/groups.md, docs/reference/curation.md,
// docs/reference/integrations.md): a member makes a private group and invites a member by name and an outside
// address; the outsider registers from the mailed link straight into the group and both post there. A moderator
// retags a discussion, adds it to a new collection from the options menu and escalates it to GitHub Issues (the
// loopback stand-in of tests/support/fake-github-server.ts), whose state shows on the post after a refresh.
import path from "node:path";
import { type APIRequestContext, expect, type Page, request as playwrightRequest } from "@playwright/test";
import { mailsTo } from "../api/support/mail";
import {
  apiGet,
  flattenCategories,
  type ListedCategory,
  signIn,
  test,
  waitForHydrationOnNavigation,
} from "./support";

const HEADERS = { "X-Requested-With": "XMLHttpRequest", Accept: "application/json" };
const mailDir = path.join(process.env.QUORUM_E2E_DATA_DIR ?? "", "mail");
const githubUrl = process.env.QUORUM_E2E_GITHUB_URL ?? "";
const REPOSITORY = "quorum-e2e/support";
const GITHUB_TOKEN = "ghp_fakeQuorumToken0123456789";

interface Created {
  discussionID: number;
  url: string;
}

async function generalDiscussion(request: APIRequestContext, name: string): Promise<Created> {
  const tree = await apiGet<ListedCategory[]>(request, "/categories?maxDepth=5");
  const category = flattenCategories(tree).find((each) => each.name === "General Discussion");
  const response = await request.post("/api/v2/discussions", {
    headers: HEADERS,
    data: { name, body: `${name}: the body.`, format: "markdown", categoryID: category?.categoryID },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as Created;
}

/** Points the GitHub Issues integration at the loopback stand-in, as an administrator would in its settings page. */
async function configureGitHub(): Promise<void> {
  const admin = await playwrightRequest.newContext({ baseURL: test.info().project.use.baseURL });
  await signIn(admin, "admin");
  const response = await admin.patch("/api/v2/config", {
    headers: HEADERS,
    data: {
      "integrations.github.enabled": true,
      "integrations.github.apiUrl": githubUrl,
      "integrations.github.repository": REPOSITORY,
      "integrations.github.token": GITHUB_TOKEN,
    },
  });
  expect(response.status(), await response.text()).toBeLessThan(300);
  await admin.dispose();
}

/** The register link the invitation mail to this address carries (its token is URL-safe). */
function invitationLink(address: string): string | null {
  for (const mail of mailsTo(mailDir, address).reverse()) {
    const match = mail.text.match(/https?:\/\/[^\s/]+(\/entry\/register\?invitation=[A-Za-z0-9_-]+)/);
    if (match?.[1]) return match[1];
  }
  return null;
}

/** Starts a discussion in the group from its page's New Discussion button. */
async function postInGroup(page: Page, groupName: string, title: string): Promise<void> {
  await page.getByRole("link", { name: "New Discussion" }).click();
  const form = page.locator("main [data-widget=create-post-form]");
  await expect(form).toContainText(groupName);
  await expect(form.getByLabel("Category")).toHaveCount(0);
  await form.getByLabel("Title").fill(title);
  await form.getByLabel("Body").fill(`${title}: written inside the group.`);
  await form.getByRole("button", { name: "Post Discussion" }).click();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
}

async function openOptions(page: Page) {
  await page.getByRole("button", { name: "Discussion Options" }).click();
  return page.getByRole("menu");
}

test("a moderator retags a discussion, adds it to a new collection and escalates it to GitHub Issues", async ({
  page,
  request,
}) => {
  await configureGitHub();
  await signIn(request, "member");
  const name = `Curation e2e ${Date.now()}`;
  const created = await generalDiscussion(request, name);
  await signIn(page.request, "moderator");
  await page.goto(created.url);
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();

  // Retag: a new tag by name, saved, and shown under the post.
  const tag = `triaged-${Date.now() % 100000}`;
  await (await openOptions(page)).getByRole("menuitem", { name: "Edit Tags" }).click();
  const tagsDialog = page.getByRole("dialog", { name: "Edit Tags" });
  await tagsDialog.getByLabel("Tags", { exact: true }).fill(tag);
  await tagsDialog.getByLabel("Tags", { exact: true }).press("Enter");
  await tagsDialog.getByRole("button", { name: "Save" }).click();
  await expect(tagsDialog).toBeHidden();
  await expect
    .poll(async () =>
      (
        await apiGet<{ tags?: { name: string }[] }>(
          page.request,
          `/discussions/${created.discussionID}?expand=tags`,
        )
      ).tags?.map((each) => each.name),
    )
    .toContain(tag);
  await expect(page.locator("main").getByRole("link", { name: tag })).toBeVisible();

  // Add to a new collection, made from the dialog.
  const collection = `Picks ${Date.now()}`;
  await (await openOptions(page)).getByRole("menuitem", { name: "Add to Collection" }).click();
  const collections = page.getByRole("dialog", { name: "Add to Collection" });
  await collections.getByRole("button", { name: "New collection…" }).click();
  await collections.getByLabel("Collection name").fill(collection);
  await collections.getByRole("button", { name: "Create", exact: true }).click();
  await expect(collections.getByRole("checkbox", { name: collection })).toBeChecked();
  await collections.getByRole("button", { name: "Save" }).click();
  await expect(collections).toBeHidden();
  const holding = await apiGet<{ name: string }[]>(
    page.request,
    `/collections/by-resource?recordType=discussion&recordID=${created.discussionID}`,
  );
  expect(holding.map((each) => each.name)).toContain(collection);

  // Escalate to GitHub Issues: the form comes prefilled from the post.
  await (await openOptions(page)).getByRole("menuitem", { name: "Create GitHub issue" }).click();
  const escalate = page.getByRole("dialog", { name: "Create a GitHub issue" });
  await expect(escalate.getByLabel("Title")).toHaveValue(name);
  await escalate.getByRole("button", { name: "Create issue" }).click();
  await expect(escalate).toBeHidden();
  const linked = page.getByRole("list", { name: "Linked items in other systems" });
  await expect(linked).toContainText("open");
  const issues = (await (await page.request.get(`${githubUrl}/__fake/issues`)).json()) as {
    number: number;
    title: string;
  }[];
  const issue = issues.find((each) => each.title === name);
  expect(issue).toBeDefined();
  await expect(linked.getByRole("link", { name: `Issue #${issue?.number}` })).toBeVisible();

  // Someone closes the issue on GitHub; a refresh shows it.
  await page.request.post(`${githubUrl}/__fake/close`, {
    data: { repository: REPOSITORY, number: issue?.number },
  });
  await linked.getByRole("button", { name: `Refresh Issue #${issue?.number}` }).click();
  await expect(linked).toContainText("closed");
  await page.reload();
  await expect(page.getByRole("list", { name: "Linked items in other systems" })).toContainText("closed");
});

test("a member makes a private group, invites a member and an outsider, and both newcomers post there", async ({
  page,
  browser,
}) => {
  const stamp = Date.now().toString(36);
  const groupName = `Night Owls ${stamp}`;
  const outsider = `owl-${stamp}@example.org`;
  await signIn(page.request, "member");

  // Create the group from /groups/new: private, so only members read it.
  await page.goto("/groups");
  await page.getByRole("link", { name: "New Group" }).click();
  await page.getByLabel("Name").fill(groupName);
  await page.getByLabel("Description").fill("Members who post after midnight.");
  await page.getByRole("radio", { name: /Private/ }).check();
  await page.getByRole("button", { name: "Create Group" }).click();
  await expect(page.getByRole("heading", { level: 1, name: groupName })).toBeVisible();
  const groupUrl = new URL(page.url()).pathname;
  expect(groupUrl).toMatch(/^\/groups\/\d+/);

  // Invite a member by name and an outside address; the form clears after success and lists each result.
  await page.getByRole("button", { name: "Invite Members" }).click();
  const invite = page.getByRole("dialog", { name: `Invite to ${groupName}` });
  await invite.getByLabel("Members", { exact: true }).fill("liam");
  await invite.getByRole("option", { name: "liam_obrien" }).click();
  await invite.getByLabel("Email addresses").fill(outsider);
  await invite.getByRole("button", { name: "Invite", exact: true }).click();
  await expect(invite.getByText("Invitations sent")).toBeVisible();
  await expect(invite.getByLabel("Email addresses")).toHaveValue("");
  await expect(invite.getByRole("list", { name: "Members to invite" }).getByRole("listitem")).toHaveCount(0);
  await invite.getByRole("button", { name: "Done" }).click();

  // The outsider registers from the mailed link and lands in the group as a member; the address is prefilled.
  await expect.poll(() => invitationLink(outsider)).not.toBeNull();
  const outsiderContext = await browser.newContext();
  const newcomer = await outsiderContext.newPage();
  waitForHydrationOnNavigation(newcomer);
  await newcomer.goto(invitationLink(outsider) ?? "/");
  await expect(newcomer.getByText(`You are invited to join ${groupName}`)).toBeVisible();
  await expect(newcomer.getByLabel("Email")).toHaveValue(outsider);
  await newcomer.getByLabel("Username").fill(`owl_${stamp}`);
  await newcomer.getByLabel("Password", { exact: true }).fill("a fine password");
  await newcomer.getByLabel("Confirm Password").fill("a fine password");
  await newcomer.getByRole("button", { name: "Register" }).click();
  const groupID = groupUrl.match(/^\/groups\/(\d+)/)?.[1];
  await expect(newcomer).toHaveURL(new RegExp(`/groups/${groupID}(-[a-z0-9-]+)?$`));
  await expect(newcomer.getByRole("heading", { level: 1, name: groupName })).toBeVisible();
  await postInGroup(newcomer, groupName, `Hello from the outsider ${stamp}`);

  // The invited member accepts on the group's page and posts too.
  const memberContext = await browser.newContext();
  const liam = await memberContext.newPage();
  waitForHydrationOnNavigation(liam);
  await signIn(liam.request, "liam_obrien");
  await liam.goto(groupUrl);
  await liam.getByRole("button", { name: "Accept" }).click();
  await expect(liam.getByRole("link", { name: "New Discussion" })).toBeVisible();
  await postInGroup(liam, groupName, `Hello from liam ${stamp}`);

  // The group's page lists both; someone outside the group reads neither.
  await page.goto(groupUrl);
  await expect(page.locator("main")).toContainText(`Hello from the outsider ${stamp}`);
  await expect(page.locator("main")).toContainText(`Hello from liam ${stamp}`);
  const guest = await browser.newContext();
  const stranger = await guest.newPage();
  await stranger.goto("/discussions");
  await expect(stranger.locator("main")).not.toContainText(`Hello from liam ${stamp}`);
  await Promise.all([outsiderContext.close(), memberContext.close(), guest.close()]);
});
