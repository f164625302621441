import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { discussions, tags } from "../../src/server/db/schema";
import type { Comment } from "../../src/types/generated/api/comment";
import type { Tag } from "../../src/types/generated/api/tag";
import { createTestApp, get, json, type TestApp } from "./support/app";
import { privateCategoryIDs } from "./support/data";

let t: TestApp;
let busy = { discussionID: 0, countComments: 0, categoryID: 0 };
beforeAll(async () => {
  t = await createTestApp();
  const hidden = await privateCategoryIDs(t.database.db);
  const rows = await t.database.db
    .select({
      discussionID: discussions.discussionID,
      countComments: discussions.countComments,
      categoryID: discussions.categoryID,
    })
    .from(discussions)
    .orderBy(desc(discussions.countComments));
  busy = rows.find((row) => !hidden.includes(row.categoryID)) ?? busy;
});
afterAll(() => t.close());

describe("GET /comments", () => {
  it("lists a discussion's comments oldest first, paged, total from the discussion", async () => {
    const response = await get(t.app, `/api/v2/comments?discussionID=${busy.discussionID}&limit=5`);
    expect(response.statusCode).toBe(200);
    expect(response.headers["x-app-page-result-count"]).toBe(String(busy.countComments));
    const page = json<Comment[]>(response);
    expect(page).toHaveLength(5);
    for (let i = 1; i < page.length; i++) {
      expect((page[i - 1] as Comment).dateInserted <= (page[i] as Comment).dateInserted).toBe(true);
    }
    const first = page[0] as Comment;
    expect(first).toMatchObject({
      discussionID: busy.discussionID,
      categoryID: busy.categoryID,
      url: `/discussion/comment/${first.commentID}#Comment_${first.commentID}`,
    });
    expect(first.body).toMatch(/^<p>/);
    expect(first.insertUser).toBeUndefined();
  });

  it("keeps threads consistent: parents in the same discussion, depth at most 5 (the thread's deepest level)", async () => {
    const all = json<Comment[]>(
      await get(t.app, `/api/v2/comments?discussionID=${busy.discussionID}&limit=100`),
    );
    expect(all).toHaveLength(Math.min(100, busy.countComments));
    const byID = new Map(all.map((c) => [c.commentID, c]));
    for (const comment of all) {
      expect(comment.depth).toBeLessThanOrEqual(5);
      if (comment.parentCommentID === null) expect(comment.depth).toBe(1);
      else expect(comment.depth).toBe((byID.get(comment.parentCommentID)?.depth ?? 0) + 1);
    }
  });

  it("sorts newest first or by score, and expands the author", async () => {
    const base = `/api/v2/comments?discussionID=${busy.discussionID}&limit=100`;
    const newest = json<Comment[]>(await get(t.app, `${base}&sort=-dateInserted&expand=insertUser`));
    for (let i = 1; i < newest.length; i++) {
      expect((newest[i - 1] as Comment).dateInserted >= (newest[i] as Comment).dateInserted).toBe(true);
    }
    expect(newest[0]?.insertUser?.userID).toBe(newest[0]?.insertUserID);
    const top = json<Comment[]>(await get(t.app, `${base}&sort=-score`));
    for (let i = 1; i < top.length; i++)
      expect((top[i - 1] as Comment).score >= (top[i] as Comment).score).toBe(true);
  });
});

describe("GET /tags", () => {
  it("matches a name prefix case-insensitively, most used first", async () => {
    await t.database.db.insert(tags).values({ name: "Performance Tuning", urlcode: "performance-tuning" });
    const found = json<Tag[]>(await get(t.app, "/api/v2/tags?query=PERF"));
    expect(found.map((tag) => tag.name)).toEqual(["performance", "Performance Tuning"]);
    expect(found[0]?.countDiscussions).toBeGreaterThan(0);
    expect(found[1]?.countDiscussions).toBe(0);
  });

  it("lists the most used tags without a query, up to the limit", async () => {
    const top = json<Tag[]>(await get(t.app, "/api/v2/tags?limit=5"));
    expect(top).toHaveLength(5);
    for (let i = 1; i < top.length; i++) {
      expect((top[i - 1]?.countDiscussions ?? 0) >= (top[i]?.countDiscussions ?? 0)).toBe(true);
    }
  });

  it("treats LIKE wildcards in the query as text", async () => {
    expect(json<Tag[]>(await get(t.app, "/api/v2/tags?query=%25"))).toEqual([]);
    expect(json<Tag[]>(await get(t.app, "/api/v2/tags?query=_"))).toEqual([]);
    const [row] = await t.database.db.select().from(tags).where(eq(tags.urlcode, "api"));
    expect(json<Tag[]>(await get(t.app, "/api/v2/tags?query=ap")).map((tag) => tag.tagID)).toContain(
      row?.tagID,
    );
  });
});
