// The trending order (sort=-hot) is kept for a minute per exact list page, while the rows themselves are read
// fresh: a new score shows at once, the order follows after the minute, and hidden rows never leak.
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { discussions } from "../../src/server/db/schema";
import { HOT_ORDER_TTL_MS } from "../../src/server/services/hot-ranking";
import type { Discussion } from "../../src/types/generated/api/discussion";
import { createTestApp, get, json, type TestApp } from "./support/app";
import { privateCategoryIDs } from "./support/data";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(() => vi.useRealTimers());

async function hotIDs(query = ""): Promise<Discussion[]> {
  const response = await get(t.app, `/api/v2/discussions?sort=-hot&limit=10${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return json<Discussion[]>(response);
}

describe("sort=-hot", () => {
  it("keeps a page's order for a minute, shows the rows as they are now, then ranks again", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const first = await hotIDs("&page=2");
    const risen = first.at(-1) as Discussion;
    await t.database.db
      .update(discussions)
      .set({ score: 100_000 })
      .where(eq(discussions.discussionID, risen.discussionID));

    const cached = await hotIDs("&page=2");
    expect(cached.map((d) => d.discussionID)).toEqual(first.map((d) => d.discussionID));
    expect(cached.at(-1)?.score).toBe(100_000);

    vi.setSystemTime(Date.now() + HOT_ORDER_TTL_MS + 1_000);
    const [top] = await hotIDs();
    expect(top?.discussionID).toBe(risen.discussionID);
    expect((await hotIDs("&page=2")).map((d) => d.discussionID)).not.toContain(risen.discussionID);
  });

  it("drops a cached row that has moved where the viewer may not look", async () => {
    const [hiddenCategory] = await privateCategoryIDs(t.database.db);
    const before = await hotIDs();
    const moved = before[0] as Discussion;
    await t.database.db
      .update(discussions)
      .set({ categoryID: hiddenCategory })
      .where(eq(discussions.discussionID, moved.discussionID));
    const after = await hotIDs();
    expect(after.map((d) => d.discussionID)).toEqual(before.slice(1).map((d) => d.discussionID));
  });
});
