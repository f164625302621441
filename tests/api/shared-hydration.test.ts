// Signed-in pages share widget data between viewers with the same roles (src/server/cache/shared-hydration.ts):
// what one member's hydration loaded serves the next member with the same roles until a write, and only each
// viewer's own state (bookmarked, unread) is laid over it. Viewers with other roles never share it.
import { eq, notInArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { WidgetRuntime } from "../../src/lib/layout/hydrate";
import { shareHydrations, sharingGeneration, sharingWidgets } from "../../src/server/cache/shared-hydration";
import type { Db } from "../../src/server/db/client";
import { discussions, users } from "../../src/server/db/schema";
import type { LayoutContext } from "../../src/server/layouts/context";
import type { CurrentUser } from "../../src/types/generated/api/current-user";
import type { Discussion } from "../../src/types/generated/api/discussion";
import type { HydratedLayout } from "../../src/types/generated/layout/hydrated-layout";
import { json, signIn, type TestApp } from "./support/app";
import { categoryIDByUrlcode, privateCategoryIDs } from "./support/data";
import { createCachedApp, send, written } from "./support/guest-cache";

const HOME = "/api/v2/layouts/lookup-hydrate?layoutViewType=home&recordType=siteSection&recordID=0";

let t: TestApp;
let member: string;
let another: string;
let moderator: string;
beforeAll(async () => {
  t = await createCachedApp();
  member = await signIn(t.app, "member");
  moderator = await signIn(t.app, "moderator");
  const [other] = await t.database.db
    .select({ name: users.name })
    .from(users)
    .where(notInArray(users.name, ["admin", "moderator", "member"]))
    .limit(1);
  another = await signIn(t.app, other?.name ?? "");
  // Sharing needs the same group memberships too: the other member joins the member's groups.
  const groups = async (cookie: string) =>
    json<{ groupID: number }[]>(await send(t.app, "GET", "/api/v2/groups?filter=mine", cookie)).map(
      (g) => g.groupID,
    );
  const theirs = await groups(another);
  for (const groupID of await groups(member))
    if (!theirs.includes(groupID))
      await written(send(t.app, "POST", `/api/v2/groups/${groupID}/join`, another, {}));
});
afterAll(() => t.close());

interface Node {
  $reactComponent: string;
  $reactProps: Record<string, unknown>;
  children?: Node[];
}

function nodesOf(value: unknown): Node[] {
  if (Array.isArray(value)) return value.flatMap(nodesOf);
  if (value === null || typeof value !== "object") return [];
  const node = value as Node;
  const own = typeof node.$reactComponent === "string" ? [node] : [];
  return [...own, ...Object.values(value).flatMap(nodesOf)];
}

/** The discussions the home page's discussions widget lists for this viewer. */
async function homeList(cookie: string): Promise<Discussion[]> {
  const layout = json<HydratedLayout>(await send(t.app, "GET", HOME, cookie));
  const widget = nodesOf(layout.layout).find((node) => node.$reactComponent === "DiscussionsWidget");
  return (widget?.$reactProps.discussions as Discussion[] | undefined) ?? [];
}

async function newDiscussion(cookie: string, categoryID: number, name: string): Promise<Discussion> {
  const payload = { name, body: "Shared hydration probe.", format: "markdown", categoryID };
  return json<Discussion>(await written(send(t.app, "POST", "/api/v2/discussions", cookie, payload)));
}

describe("shared widget data", () => {
  it("the two members compared here have the same roles and groups", async () => {
    const roles = async (cookie: string) =>
      json<CurrentUser>(await send(t.app, "GET", "/api/v2/users/me", cookie)).roleIDs;
    expect(await roles(another)).toEqual(await roles(member));
    const groups = async (cookie: string) =>
      json<{ groupID: number }[]>(await send(t.app, "GET", "/api/v2/groups?filter=mine", cookie)).map(
        (g) => g.groupID,
      );
    expect(await groups(another)).toEqual(await groups(member));
  });

  it("serves one member's loads to another with the same roles until the next write", async () => {
    const general = await categoryIDByUrlcode(t.database.db, "general");
    const probe = await newDiscussion(member, general, "Shared probe");
    expect((await homeList(member)).map((d) => d.name)).toContain("Shared probe");
    // A change no write announced: the shared data still has the old name, proof that it was shared.
    await t.database.db
      .update(discussions)
      .set({ name: "Renamed behind the cache" })
      .where(eq(discussions.discussionID, probe.discussionID));
    expect((await homeList(another)).map((d) => d.name)).toContain("Shared probe");
    // The next write (here a comment) moves the generation: everyone loads afresh.
    const comment = { discussionID: probe.discussionID, body: "A reply.", format: "text" };
    await written(send(t.app, "POST", "/api/v2/comments", member, comment));
    expect((await homeList(another)).map((d) => d.name)).toContain("Renamed behind the cache");
  });

  it("lays each viewer's own state over the shared list: bookmarked and unread are theirs", async () => {
    const general = await categoryIDByUrlcode(t.database.db, "general");
    const { discussionID } = await newDiscussion(another, general, "Bookmark probe");
    await written(
      send(t.app, "PUT", `/api/v2/discussions/${discussionID}/bookmark`, member, { bookmarked: true }),
    );
    const mine = (await homeList(member)).find((d) => d.discussionID === discussionID);
    const theirs = (await homeList(another)).find((d) => d.discussionID === discussionID);
    const again = (await homeList(member)).find((d) => d.discussionID === discussionID);
    expect(mine).toMatchObject({ bookmarked: true, unread: true });
    expect(theirs).toMatchObject({ bookmarked: false, unread: false });
    expect(again).toMatchObject({ bookmarked: true, unread: true });
  });

  it("never shares between viewers with other roles: private posts stay with staff", async () => {
    const [staffOnly] = await privateCategoryIDs(t.database.db);
    const { discussionID } = await newDiscussion(moderator, staffOnly ?? 0, "Staff-only probe");
    const ids = async (cookie: string) => (await homeList(cookie)).map((d) => d.discussionID);
    expect(await ids(moderator)).toContain(discussionID);
    expect(await ids(member)).not.toContain(discussionID);
    expect(await ids(moderator)).toContain(discussionID);
    const guest = json<HydratedLayout>(await send(t.app, "GET", HOME));
    expect(JSON.stringify(guest)).not.toContain("Staff-only probe");
  });

  it("never shares between members of different groups: a secret group's post stays with its members", async () => {
    const group = json<{ categoryID: number }>(
      await written(
        send(t.app, "POST", "/api/v2/groups", member, { name: "Shared probe circle", privacy: "secret" }),
      ),
    );
    const { discussionID } = await newDiscussion(member, group.categoryID, "Secret group probe");
    const ids = async (cookie: string) => (await homeList(cookie)).map((d) => d.discussionID);
    // The member's load comes first, so a cache keyed by roles alone would hand it to the other member.
    expect(await ids(member)).toContain(discussionID);
    expect(await ids(another)).not.toContain(discussionID);
    expect(await ids(member)).toContain(discussionID);
  });
});

describe("a write landing while a page's records load", () => {
  it("files what those records held under the generation before the write, where no later page looks", async () => {
    const db = {} as Db; // a database of its own: only its identity keys the share
    let generation = "1.0";
    const stop = shareHydrations(db, () => generation);
    try {
      const context = {
        services: {
          db,
          locale: null,
          viewer: {
            user: { userID: 2, isAdmin: false, roleIDs: [8] },
            permissions: { membershipKey: () => "" },
          },
        },
        site: {},
        params: { category: { categoryID: 1, name: "Before the rename" } },
      } as unknown as LayoutContext;
      let loads = 0;
      const runtime = {
        hydrate: async () => {
          loads += 1;
          return { load: loads };
        },
      } as unknown as WidgetRuntime<LayoutContext>;
      const breadcrumbs = (shareUnder: string) => {
        const widget = sharingWidgets(() => runtime, context, shareUnder)("react.breadcrumbs");
        return widget?.hydrate?.({}, context);
      };
      const readBefore = sharingGeneration(db) ?? "";
      generation = "2.0"; // the write: the page already holds the record as it was
      expect(await breadcrumbs(readBefore)).toEqual({ load: 1 });
      // The next page, after the write, loads afresh; a page of the old generation still shares the old load.
      expect(await breadcrumbs(sharingGeneration(db) ?? "")).toEqual({ load: 2 });
      expect(await breadcrumbs(sharingGeneration(db) ?? "")).toEqual({ load: 2 });
      expect(await breadcrumbs(readBefore)).toEqual({ load: 1 });
    } finally {
      stop();
    }
  });
});
