// Bulk moderation end to end (done-when): a moderator selects three discussions across pages (the selection survives
// paging), bulk-moves them, and the one in a category where their role may not edit fails: it stays selected with its
// error shown, while the other two appear in the target category. Everything the spec needs is made through the API:
// a "bulk mover" role (edit and manage in the root defaults, only view in the staff category), a user with it, and
// three discussions.
import { expect } from "@playwright/test";
import { apiGet, DEMO_PASSWORD, signIn, test } from "./support";

const HEADERS = { "X-Requested-With": "XMLHttpRequest", Accept: "application/json" };

interface FlatCategory {
  categoryID: number;
  urlcode: string;
  name: string;
}

test("a moderator bulk-moves three discussions; the one they may not move stays selected with its error", async ({
  page,
  request,
}) => {
  // Many steps (setup through the API, three pages, a form): more than the default 30 s on a busy machine.
  test.setTimeout(90_000);
  const stamp = Date.now().toString(36);
  await signIn(request, "admin");
  const categories = await apiGet<FlatCategory[]>(
    request,
    "/categories?outputFormat=flat&maxDepth=10&limit=500",
  );
  const byCode = (urlcode: string) => {
    const found = categories.find((category) => category.urlcode === urlcode);
    if (!found) throw new Error(`no category ${urlcode}`);
    return found;
  };
  const [general, staff, offTopic] = [byCode("general"), byCode("staff"), byCode("off-topic")];

  const post = async (url: string, data: object, method: "post" | "put" | "patch" = "post") => {
    const response = await request[method](`/api/v2${url}`, { headers: HEADERS, data });
    expect(response.ok(), `${url}: ${await response.text()}`).toBe(true);
    return response.json();
  };
  const role = await post("/roles", { name: `Bulk mover ${stamp}` });
  await post(
    `/roles/${role.roleID}/permissions`,
    {
      global: ["session.valid", "signIn.allow", "profiles.view"],
      categories: [
        {
          categoryID: -1,
          permissions: [
            "discussions.view",
            "discussions.add",
            "comments.add",
            "discussions.edit",
            "discussions.manage",
          ],
        },
        { categoryID: staff.categoryID, permissions: ["discussions.view"] },
      ],
    },
    "put",
  );
  const moverName = `mover${stamp}`;
  const mover = await post("/users", {
    name: moverName,
    email: `${moverName}@example.com`,
    password: DEMO_PASSWORD,
  });
  await post(`/users/${mover.userID}`, { roleIDs: [role.roleID] }, "patch");
  const discussion = (name: string, categoryID: number) =>
    post("/discussions", { name, body: `${name}: body`, format: "markdown", categoryID });
  const first = await discussion(`Bulk first ${stamp}`, general.categoryID);
  const second = await discussion(`Bulk second ${stamp}`, general.categoryID);
  const locked = await discussion(`Bulk locked ${stamp}`, staff.categoryID);

  await signIn(page.request, moverName);
  await page.goto("/discussions");
  const toast = page.getByRole("region", { name: "Bulk actions" });
  await page.getByRole("checkbox", { name: `Select ${first.name}` }).check();
  await page.getByRole("checkbox", { name: `Select ${second.name}` }).check();
  await expect(toast).toContainText("2 discussions selected");

  // Paging keeps the selection, and so does another list.
  await page
    .locator("main")
    .getByRole("navigation", { name: /pag/i })
    .getByRole("link", { name: /next/i })
    .first()
    .click();
  await expect(page).toHaveURL(/[?&]page=2|\/p2\b/);
  await expect(toast).toContainText("2 discussions selected");
  await page.goto(`/categories/${staff.urlcode}`);
  await expect(toast).toContainText("2 discussions selected");
  await page.getByRole("checkbox", { name: `Select ${locked.name}` }).check();
  await expect(toast).toContainText("3 discussions selected");

  await toast.getByRole("button", { name: "Move" }).click();
  const dialog = page.getByRole("dialog", { name: "Move Discussions" });
  // The form warns before sending about the one the role may not edit.
  await expect(dialog).toContainText("You don’t have the edit permission on the following discussions:");
  await dialog.getByLabel("Category", { exact: true }).selectOption(String(offTopic.categoryID));
  await dialog.getByRole("button", { name: "Move", exact: true }).click();
  await expect(dialog).toBeHidden();

  await expect(toast).toContainText("1 discussion selected");
  const failure = toast.getByRole("alert");
  await expect(failure).toContainText(locked.name);
  await expect(failure).toContainText("Permission Problem");
  await expect(page.getByRole("checkbox", { name: `Select ${locked.name}` })).toBeChecked();

  await page.goto(`/categories/${offTopic.urlcode}`);
  const main = page.locator("main");
  await expect(main.getByRole("link", { name: first.name, exact: true })).toBeVisible();
  await expect(main.getByRole("link", { name: second.name, exact: true })).toBeVisible();
  const stillThere = await apiGet<{ categoryID: number }>(request, `/discussions/${locked.discussionID}`);
  expect(stillThere.categoryID).toBe(staff.categoryID);
});
