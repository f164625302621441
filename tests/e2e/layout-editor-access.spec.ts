// Issue 4: the layout editor belongs to site.manage. A member gets 403 from the dashboard pages (the HTML itself
// and the page it renders) and from every editor API: layouts, views, revisions, publish, restore, previews as
// another viewer and roles. (Uploads are not the editor's alone: members upload their profile photos.) A guest is
// refused too.
import { type APIRequestContext, expect, request as playwrightRequest } from "@playwright/test";
import { signIn, test } from "./support";

const HEADERS = { "X-Requested-With": "XMLHttpRequest", Accept: "application/json" };

interface Target {
  layoutID: number;
  revisionID: number;
}

/** A stored layout with a revision, made by the administrator for the member to try. */
async function adminLayout(baseURL: string): Promise<Target> {
  const admin = await playwrightRequest.newContext({ baseURL });
  try {
    await signIn(admin, "admin");
    const created = await admin.post("/api/v2/layouts", {
      headers: HEADERS,
      data: { name: "Access check", layoutViewType: "home", layout: [] },
    });
    expect(created.status()).toBe(201);
    const { layoutID } = (await created.json()) as { layoutID: number };
    const revisions = await admin.get(`/api/v2/layouts/${layoutID}/revisions`, { headers: HEADERS });
    const [first] = (await revisions.json()) as Array<{ revisionID: number }>;
    return { layoutID, revisionID: first?.revisionID ?? 1 };
  } finally {
    await admin.dispose();
  }
}

/** Every editor API call, each with a body the schema accepts, so only the permission check can refuse it. */
function editorCalls(target: Target) {
  const id = target.layoutID;
  const doc = { layout: [], titleBar: { $hydrate: "react.titleBar" } };
  return [
    ["GET", "/layouts"],
    ["GET", `/layouts/${id}`],
    ["GET", `/layouts/${id}/edit`],
    ["POST", "/layouts", { name: "Mine now", layoutViewType: "home", ...doc }],
    ["PATCH", `/layouts/${id}`, { name: "Renamed" }],
    ["DELETE", `/layouts/${id}`],
    ["GET", `/layouts/${id}/views`],
    ["PUT", `/layouts/${id}/views`, [{ recordType: "global", recordID: -1 }]],
    ["GET", `/layouts/${id}/revisions`],
    ["GET", `/layouts/${id}/revisions/${target.revisionID}`],
    ["POST", `/layouts/${id}/revisions`, { name: "Draft", ...doc, baseRevisionID: target.revisionID }],
    ["POST", `/layouts/${id}/publish`, { revisionID: target.revisionID }],
    ["POST", `/layouts/${id}/revisions/${target.revisionID}/restore`],
    ["POST", "/layouts/hydrate", { layoutViewType: "home", ...doc, viewAs: "guest" }],
    ["GET", `/layouts/${id}/hydrate?viewAs=guest`],
    ["GET", "/roles"],
  ] as const;
}

async function call(api: APIRequestContext, method: string, path: string, data?: unknown) {
  const response = await api.fetch(`/api/v2${path}`, {
    method,
    headers: HEADERS,
    ...(data === undefined ? {} : { data }),
  });
  return response.status();
}

test("a member gets 403 from the dashboard pages and from every editor API", async ({ page, baseURL }) => {
  const target = await adminLayout(baseURL ?? "");
  await signIn(page.request, "member");

  for (const path of [
    "/dashboard/layouts",
    `/dashboard/layouts/home/${target.layoutID}/edit`,
    "/dashboard/x",
  ]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(403);
    await expect(page.getByRole("heading", { name: "Permission Problem" })).toBeVisible();
  }

  const refused: Record<string, number> = {};
  for (const [method, path, data] of editorCalls(target)) {
    refused[`${method} ${path}`] = await call(page.request, method, path, data);
  }
  expect(Object.entries(refused).filter(([, status]) => status !== 403)).toEqual([]);

  // Nothing the member tried reached the layout.
  const admin = await playwrightRequest.newContext({ baseURL });
  await signIn(admin, "admin");
  const after = await admin.get(`/api/v2/layouts/${target.layoutID}`, { headers: HEADERS });
  expect(((await after.json()) as { name: string }).name).toBe("Access check");
  await admin.dispose();
});

test("a guest is refused the editor page, with a way to sign in", async ({ page }) => {
  const response = await page.goto("/dashboard/layouts/home/1/edit");
  expect(response?.status()).toBe(403);
  await expect(page.getByRole("heading", { name: "Permission Problem" })).toBeVisible();
  await expect(page.getByRole("main").getByRole("link", { name: "Sign In" })).toBeVisible();
});
