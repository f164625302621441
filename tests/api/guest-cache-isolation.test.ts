// The guest cache never mixes viewers: a member never gets a guest's cached page nor a guest a member's, private
// content never reaches a guest through it, and two processes on one database see each other's writes within a
// second (the stored content generation, polled).
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../src/server/app";
import { bumpStoredGeneration } from "../../src/server/cache/generation";
import { type Database, openDatabase } from "../../src/server/db/client";
import { categories } from "../../src/server/db/schema";
import type { Discussion } from "../../src/types/generated/api/discussion";
import { json, signIn, type TestApp } from "./support/app";
import { categoryIDByUrlcode, discussionIDsIn, privateCategoryIDs } from "./support/data";
import {
  CACHE_OPTIONS,
  cacheStatus,
  createCachedApp,
  guestSeesWithin1s,
  pagesPlugin,
  primed,
  send,
  stateOf,
  written,
} from "./support/guest-cache";

let t: TestApp;
let member: string;
let moderator: string;
beforeAll(async () => {
  t = await createCachedApp();
  member = await signIn(t.app, "member");
  moderator = await signIn(t.app, "moderator");
});
afterAll(() => t.close());

async function newDiscussion(app = t.app, name = `Isolation probe ${Date.now()}`): Promise<Discussion> {
  const categoryID = await categoryIDByUrlcode(t.database.db, "general");
  const payload = { name, body: "Probe body.", format: "markdown", categoryID };
  return json<Discussion>(await written(send(app, "POST", "/api/v2/discussions", member, payload)));
}

describe("viewers", () => {
  it("a member never gets the guest's cached page or answer", async () => {
    for (const url of ["/", "/api/v2/discussions?limit=5"]) await primed(t.app, url);
    // A shared cache in front keeps them apart too: every guest answer, replayed or not, varies by Cookie.
    const replayed = await send(t.app, "GET", "/");
    expect(cacheStatus(replayed)).toBe("hit");
    expect(String(replayed.headers.vary).toLowerCase()).toContain("cookie");
    const page = await send(t.app, "GET", "/", member);
    expect(cacheStatus(page)).toBeUndefined();
    expect(stateOf(page.body).currentUser.name).toBe("member");
    expect(cacheStatus(await send(t.app, "GET", "/api/v2/discussions?limit=5", member))).toBeUndefined();
  });

  it("a guest never gets a member's page: members' answers are not stored", async () => {
    const url = "/categories?from=member";
    const page = await send(t.app, "GET", url, member);
    expect(stateOf(page.body).currentUser.name).toBe("member");
    const guest = await send(t.app, "GET", url);
    expect(cacheStatus(guest)).toBe("miss");
    expect(stateOf(guest.body).currentUser.userID).toBe(0);
  });

  it("a dead session cookie is neither served from the cache nor stored, and is cleared", async () => {
    await primed(t.app, "/discussions");
    const stale = await send(t.app, "GET", "/discussions", "quorum_session=expired-token");
    expect(cacheStatus(stale)).toBeUndefined();
    expect(stale.headers["set-cookie"]).toBeDefined();
    expect(stateOf(stale.body).currentUser.userID).toBe(0);
  });
});

describe("private content", () => {
  it("never reaches a guest, even after staff read the same URLs", async () => {
    const hidden = await privateCategoryIDs(t.database.db);
    const [discussionID] = await discussionIDsIn(t.database.db, hidden);
    const urls = [
      `/api/v2/discussions/${discussionID}`,
      `/api/v2/discussions?categoryID=${hidden[0]}`,
      `/discussion/${discussionID}`,
    ];
    for (const url of urls) expect((await send(t.app, "GET", url, moderator)).statusCode).toBe(200);
    for (const url of urls) {
      const response = await send(t.app, "GET", url);
      expect(cacheStatus(response), url).not.toBe("hit");
      if (response.statusCode === 200) expect(json<Discussion[]>(response), url).toEqual([]);
      else expect(response.statusCode, url).toBe(404);
    }
  });

  it("a category made private outside the API disappears for guests within a second of the bump", async () => {
    const categoryID = await categoryIDByUrlcode(t.database.db, "off-topic");
    const [discussionID] = await discussionIDsIn(t.database.db, [categoryID]);
    const url = `/api/v2/discussions/${discussionID}`;
    await primed(t.app, url);
    const { db } = t.database;
    await db
      .update(categories)
      .set({ permissionCategoryID: categoryID })
      .where(eq(categories.categoryID, categoryID));
    // What every writer outside the API does (a script, SQL by hand with the same statement): bump the generation.
    await bumpStoredGeneration(db);
    await guestSeesWithin1s(t.app, url, (response) => response.statusCode === 404);
    await db
      .update(categories)
      .set({ permissionCategoryID: -1 })
      .where(eq(categories.categoryID, categoryID));
    await bumpStoredGeneration(db);
    await guestSeesWithin1s(t.app, url, (response) => response.statusCode === 200);
  });
});

describe("two processes on one database", () => {
  let second: Database;
  let other: Awaited<ReturnType<typeof buildApp>>;
  beforeAll(async () => {
    // On PostgreSQL a pool of its own, as another process would have; PGlite has one connection to share.
    const url = t.database.pool?.options.connectionString;
    second = url ? await openDatabase({ url }) : t.database;
    other = await buildApp({
      database: second,
      rateLimit: false,
      guestCache: CACHE_OPTIONS,
      extraPlugins: [pagesPlugin],
    });
  });
  afterAll(async () => {
    await other.close();
    if (second !== t.database) await second.close();
  });

  it("a write through one is seen through the other's cache within a second, both ways", async () => {
    for (const [writer, reader] of [
      [t.app, other],
      [other, t.app],
    ] as const) {
      const name = `Cross-process ${Date.now()}`;
      for (const url of ["/api/v2/discussions?limit=10", "/discussions"]) await primed(reader, url);
      await newDiscussion(writer, name);
      for (const url of ["/api/v2/discussions?limit=10", "/discussions"])
        await guestSeesWithin1s(reader, url, (response) => response.body.includes(name));
    }
  });
});
