// A group's page as a layout (docs/reference/groups.md#pages, docs/reference/layout-documents.md#view-types): the
// group view type hydrates its template with the group as the viewer sees it (header, the group's discussions, the
// members and, for its leaders, the requests to join); a group the viewer may not see answers 404, never 403; the HTML
// page arrives server-rendered with the group's name as its heading; the group's create-post path posts into the
// group's category; and a layout applied to one group wins over the global one.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { render } from "../../src/client/entry-server";
import { webPages } from "../../src/server/web/pages";
import type { Group } from "../../src/types/generated/api/group";
import type { HydratedLayout } from "../../src/types/generated/layout/hydrated-layout";
import { createTestApp, get, signIn, type TestApp } from "./support/app";
import { makeGroup, postInGroup, type Send, sender } from "./support/groups";
import { nodes } from "./support/stored-layout";

const SHELL = `<!doctype html><html><head><title>x</title><!--quorum-head--></head><body><div id="root"></div><!--quorum-state--></body></html>`;
const NAMES = ["admin", "member", "MariaGarcia", "kenji.tanaka", "EmmaWilson", "hannah_lee"];

let t: TestApp;
let send: Send;
const cookies: Record<string, string> = {};
let runners: Group;
let lounge: Group;
let beta: Group;

const as = (name: string) => cookies[name] ?? "";

beforeAll(async () => {
  t = await createTestApp({
    extraPlugins: [(app) => webPages(app, { indexHtml: SHELL, renderEntry: render })],
  });
  send = sender(t);
  for (const name of NAMES) cookies[name] = await signIn(t.app, name);
  runners = await makeGroup(send, as("MariaGarcia"), {
    name: "Layout Runners",
    description: "Routes, races and gear for the layout tests.",
    privacy: "public",
  });
  await postInGroup(send, as("MariaGarcia"), runners, "Sunday hill repeats");
  lounge = await makeGroup(send, as("kenji.tanaka"), { name: "Layout Lounge", privacy: "secret" });
  await postInGroup(send, as("kenji.tanaka"), lounge, "Lounge business");
  beta = await makeGroup(send, as("EmmaWilson"), { name: "Layout Beta", privacy: "private" });
  await postInGroup(send, as("EmmaWilson"), beta, "Beta build notes");
  const applied = await send("POST", `/groups/${beta.groupID}/join`, as("hannah_lee"), {
    reason: "I test every release.",
  });
  expect(applied.statusCode, applied.body).toBe(200);
});
afterAll(() => t.close());

function lookupUrl(recordID: number | string, view = "group", recordType = "group") {
  return `/api/v2/layouts/lookup-hydrate?layoutViewType=${view}&recordType=${recordType}&recordID=${recordID}`;
}

async function lookup(group: Group, who?: string): Promise<HydratedLayout> {
  const response = await get(t.app, lookupUrl(group.groupID), who ? as(who) : undefined);
  expect(response.statusCode, response.body).toBe(200);
  const layout = response.json<HydratedLayout>();
  const errors = nodes(layout.layout).filter((node) => node.$reactComponent === "LayoutError");
  expect(errors.map((node) => node.$reactProps)).toEqual([]);
  return layout;
}

const propsOf = (layout: HydratedLayout, component: string) =>
  nodes(layout.layout)
    .filter((node) => node.$reactComponent === component)
    .map((node) => node.$reactProps as Record<string, unknown>);

const names = (list: unknown) =>
  (list as { name?: string; user?: { name: string } }[]).map((item) => item.name ?? item.user?.name);

describe("the group view type through lookup-hydrate", () => {
  it("shows a member the group's header, its discussions and its members, titled by the group", async () => {
    const layout = await lookup(runners, "MariaGarcia");
    expect(layout).toMatchObject({
      layoutViewType: "group",
      layoutID: "group",
      seo: { title: "Layout Runners" },
    });
    const [header] = propsOf(layout, "GroupHeaderAsset");
    expect(header).toMatchObject({
      signedIn: true,
      group: {
        groupID: runners.groupID,
        name: "Layout Runners",
        viewer: { membership: "leader", canPost: true },
      },
    });
    const [list] = propsOf(layout, "DiscussionsWidget");
    expect(names(list?.discussions)).toEqual(["Sunday hill repeats"]);
    const [members] = propsOf(layout, "GroupMembersAsset");
    expect(members).toMatchObject({ groupID: runners.groupID, canManage: true, total: 1, applicants: [] });
    expect(names(members?.members)).toEqual(["MariaGarcia"]);
    expect(propsOf(layout, "Breadcrumbs")[0]?.crumbs).toEqual([
      { name: "Home", url: "/" },
      { name: "Groups", url: "/groups" },
      { name: "Layout Runners", url: runners.url },
    ]);
  });

  it("shows a guest a public group with Sign In to join, and its discussions", async () => {
    const layout = await lookup(runners);
    expect(propsOf(layout, "GroupHeaderAsset")[0]).toMatchObject({
      signedIn: false,
      group: { viewer: { membership: "none" } },
    });
    expect(names(propsOf(layout, "DiscussionsWidget")[0]?.discussions)).toEqual(["Sunday hill repeats"]);
  });

  it("answers 404 for a secret group to a non-member and to a guest, and shows it to its members", async () => {
    for (const who of ["member", undefined]) {
      const response = await get(t.app, lookupUrl(lounge.groupID), who ? as(who) : undefined);
      expect(response.statusCode, `${who}: ${response.body}`).toBe(404);
    }
    const layout = await lookup(lounge, "kenji.tanaka");
    expect(names(propsOf(layout, "DiscussionsWidget")[0]?.discussions)).toEqual(["Lounge business"]);
  });

  it("shows a private group's non-member the header with Request to Join, but neither discussions nor members", async () => {
    const layout = await lookup(beta, "member");
    expect(propsOf(layout, "GroupHeaderAsset")[0]).toMatchObject({
      group: { viewer: { membership: "none", canJoin: "apply", canPost: false } },
    });
    expect(propsOf(layout, "GroupHeaderAsset")[0]?.canRead).toBe(false);
    expect(propsOf(layout, "DiscussionsWidget")).toEqual([]);
    expect(propsOf(layout, "GroupMembersAsset")).toEqual([]);
  });

  it("shows the private group's leader the requests to join, with the reason given", async () => {
    const layout = await lookup(beta, "EmmaWilson");
    const [members] = propsOf(layout, "GroupMembersAsset");
    expect(members?.applicants).toEqual([
      expect.objectContaining({
        role: "applicant",
        reason: "I test every release.",
        user: expect.objectContaining({ name: "hannah_lee" }),
      }),
    ]);
  });

  it("validates the page's params: the list's sort and page as the discussions page takes them", async () => {
    const ok = await get(
      t.app,
      `${lookupUrl(runners.groupID)}&params[page]=1&params[sort]=-score`,
      as("member"),
    );
    expect(ok.statusCode, ok.body).toBe(200);
    for (const bad of ["params[page]=0", "params[sort]=name", "params[tagID]=-3"]) {
      const response = await get(t.app, `${lookupUrl(runners.groupID)}&${bad}`, as("member"));
      expect(response.statusCode, bad).toBe(400);
    }
  });

  it("answers 404 for a group that does not exist or an ID out of range", async () => {
    for (const id of [2147483647, 2147483648, "x"]) {
      const response = await get(t.app, lookupUrl(id), as("admin"));
      expect(response.statusCode, String(id)).toBe(404);
    }
  });
});

describe("a group's page as HTML", () => {
  function rootHtml(body: string): string {
    const start = body.indexOf('<div id="root">');
    const end = body.indexOf('<script id="__QUORUM_STATE__"');
    return start < 0 || end < 0 ? "" : body.slice(start, end);
  }

  it("is server-rendered at its address (with or without the slug), the group's name as its heading", async () => {
    for (const url of [runners.url, `/groups/${runners.groupID}`]) {
      const response = await get(t.app, url, as("member"));
      expect(response.statusCode, url).toBe(200);
      const html = rootHtml(response.body);
      expect(html).toMatch(/<h1[^>]*>Layout Runners<\/h1>/);
      expect(html).toContain("Sunday hill repeats");
      expect(response.body).toContain("<title>Layout Runners");
    }
  });

  it("answers 404 for a secret group to a non-member, 200 to a member", async () => {
    const outsider = await get(t.app, lounge.url, as("member"));
    expect(outsider.statusCode).toBe(404);
    expect(outsider.body).not.toContain("Layout Lounge");
    expect((await get(t.app, lounge.url)).statusCode).toBe(404);
    const member = await get(t.app, lounge.url, as("kenji.tanaka"));
    expect(member.statusCode).toBe(200);
    expect(rootHtml(member.body)).toContain("Layout Lounge");
  });

  it("lists /groups and /groups/new as app pages, /groups/new for members only", async () => {
    expect((await get(t.app, "/groups")).statusCode).toBe(200);
    expect((await get(t.app, "/groups/new", as("member"))).statusCode).toBe(200);
    expect((await get(t.app, "/groups/new")).statusCode).toBe(403);
  });
});

describe("the group's create-post path", () => {
  const postPath = (group: Group) =>
    `/api/v2/layouts/lookup-hydrate?layoutViewType=createPost&recordType=siteSection&recordID=0&params[parentRecordType]=group&params[parentRecordID]=${group.groupID}&params[groupID]=${group.groupID}&params[postType]=discussion`;

  it("offers a member the form posting into the group's category, the group shown as the parent", async () => {
    const response = await get(t.app, postPath(runners), as("MariaGarcia"));
    expect(response.statusCode, response.body).toBe(200);
    const [form] = propsOf(response.json<HydratedLayout>(), "CreatePostFormAsset");
    expect(form).toMatchObject({
      group: { groupID: runners.groupID, name: "Layout Runners", categoryID: runners.categoryID },
      initialCategoryID: runners.categoryID,
      categories: [expect.objectContaining({ categoryID: runners.categoryID })],
    });
  });

  it("refuses a non-member (403), a guest (401), and hides a secret group (404)", async () => {
    expect((await get(t.app, postPath(runners), as("member"))).statusCode).toBe(403);
    expect((await get(t.app, postPath(runners))).statusCode).toBe(401);
    expect((await get(t.app, postPath(lounge), as("member"))).statusCode).toBe(404);
  });

  it("answers the HTML post path with the same statuses", async () => {
    const url = `/post/discussion/social-groups?groupid=${runners.groupID}`;
    expect((await get(t.app, url, as("MariaGarcia"))).statusCode).toBe(200);
    expect((await get(t.app, url, as("member"))).statusCode).toBe(403);
  });
});

describe("a layout applied to a group", () => {
  it("wins over the template for that group only, and names the group among its views", async () => {
    const created = await send("POST", "/layouts", as("admin"), {
      name: "Runners' own page",
      layoutViewType: "group",
      layout: [
        {
          $hydrate: "react.section.1-column",
          children: [
            { $hydrate: "react.asset.groupHeader" },
            { $hydrate: "react.asset.discussionList", isAsset: true, apiParams: { filter: "category" } },
          ],
        },
      ],
    });
    expect(created.statusCode, created.body).toBe(201);
    const { layoutID } = created.json<{ layoutID: number }>();
    const applied = await send("PUT", `/layouts/${layoutID}/views`, as("admin"), [
      { recordType: "group", recordID: runners.groupID },
    ]);
    expect(applied.statusCode, applied.body).toBe(201);
    expect((await lookup(runners, "member")).layoutID).toBe(layoutID);
    expect((await lookup(beta, "member")).layoutID).toBe("group");
    const views = await send("GET", `/layouts/${layoutID}/views?expand=record`, as("admin"));
    expect(views.json()).toEqual([
      expect.objectContaining({ recordType: "group", record: { name: runners.name, url: runners.url } }),
    ]);
    const missing = await send("PUT", `/layouts/${layoutID}/views`, as("admin"), [
      { recordType: "group", recordID: 2147483647 },
    ]);
    expect(missing.statusCode).toBe(400);
  });

  it("sends the address of a group's own category to the group's page", async () => {
    const response = await get(
      t.app,
      lookupUrl(`group-${runners.groupID}`, "discussionCategoryPage", "category"),
      as("member"),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ redirectTo: runners.url, status: 301 });
    // A secret group's category stays as unknown to outsiders as the group.
    const hidden = await get(
      t.app,
      lookupUrl(`group-${lounge.groupID}`, "discussionCategoryPage", "category"),
    );
    expect(hidden.statusCode).toBe(404);
  });

  it("forgets the layouts applied to a group when the group is deleted", async () => {
    const doomed = await makeGroup(send, as("member"), { name: "Layout Doomed", privacy: "public" });
    const created = await send("POST", "/layouts", as("admin"), {
      name: "Doomed page",
      layoutViewType: "group",
      layout: [
        {
          $hydrate: "react.section.1-column",
          children: [
            { $hydrate: "react.asset.groupHeader" },
            { $hydrate: "react.asset.discussionList", isAsset: true, apiParams: { filter: "category" } },
          ],
        },
      ],
    });
    expect(created.statusCode, created.body).toBe(201);
    const { layoutID } = created.json<{ layoutID: number }>();
    const applied = await send("PUT", `/layouts/${layoutID}/views`, as("admin"), [
      { recordType: "group", recordID: doomed.groupID },
    ]);
    expect(applied.statusCode, applied.body).toBe(201);
    expect((await send("DELETE", `/groups/${doomed.groupID}`, as("member"))).statusCode).toBe(204);
    const views = await send("GET", `/layouts/${layoutID}/views`, as("admin"));
    expect(views.json()).toEqual([]);
  });
});
