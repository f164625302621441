import { and, eq, inArray, not, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { discussions } from "../../src/server/db/schema";
import type { Discussion } from "../../src/types/generated/api/discussion";
import { createTestApp, get, json, type TestApp } from "./support/app";
import { categoryIDByUrlcode, countDiscussions, guestHiddenCategoryIDs } from "./support/data";

let t: TestApp;
let hidden: number[] = [];
beforeAll(async () => {
  t = await createTestApp();
  hidden = await guestHiddenCategoryIDs(t.database.db);
});
afterAll(() => t.close());

const list = async (query: string) => {
  const response = await get(t.app, `/api/v2/discussions${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return { data: json<Discussion[]>(response), headers: response.headers };
};

/** Every page of a query, to check totals and ordering across pages. */
async function allPages(query: string): Promise<Discussion[]> {
  const out: Discussion[] = [];
  for (let page = 1; page < 20; page++) {
    const { data } = await list(`${query}${query ? "&" : "?"}limit=100&page=${page}`);
    out.push(...data);
    if (data.length < 100) break;
  }
  return out;
}

function expectOrdered<T>(items: T[], key: (item: T) => number | string, direction: "asc" | "desc") {
  for (let i = 1; i < items.length; i++) {
    const [a, b] = [key(items[i - 1] as T), key(items[i] as T)];
    if (direction === "desc") expect(a >= b, `${a} before ${b}`).toBe(true);
    else expect(a <= b, `${a} before ${b}`).toBe(true);
  }
}

describe("GET /discussions: paging", () => {
  it("returns 30 recently active discussions with paging headers and an RFC 8288 Link", async () => {
    const { data, headers } = await list("");
    const visibleTotal = await countDiscussions(t.database.db, not(inArray(discussions.categoryID, hidden)));
    expect(data).toHaveLength(30);
    expectOrdered(data, (d) => d.dateLastComment, "desc");
    expect(headers["x-app-page-current"]).toBe("1");
    expect(headers["x-app-page-limit"]).toBe("30");
    expect(headers["x-app-page-result-count"]).toBe(String(visibleTotal));
    expect(headers["x-app-page-next-url"]).toBe("/api/v2/discussions?page=2");
    expect(headers["x-app-page-prev-url"]).toBeUndefined();
    expect(headers.link).toBe('</api/v2/discussions?page=2>; rel="next"');
  });

  it("links both ways from a middle page, keeping the other parameters", async () => {
    const { headers } = await list("?limit=10&page=3&sort=-dateInserted");
    expect(headers["x-app-page-next-url"]).toBe("/api/v2/discussions?limit=10&page=4&sort=-dateInserted");
    expect(headers["x-app-page-prev-url"]).toBe("/api/v2/discussions?limit=10&page=2&sort=-dateInserted");
    expect(headers.link).toContain('rel="next"');
    expect(headers.link).toContain('rel="prev"');
  });

  it("has no next link on the last page and is empty past it", async () => {
    const total = Number((await list("?limit=100")).headers["x-app-page-result-count"]);
    const last = Math.ceil(total / 100);
    const { data, headers } = await list(`?limit=100&page=${last}`);
    expect(data).toHaveLength(total - (last - 1) * 100);
    expect(headers["x-app-page-next-url"]).toBeUndefined();
    expect((await list(`?limit=100&page=${last + 5}`)).data).toEqual([]);
  });

  it("pages without gaps or repeats", async () => {
    const ids = (await allPages("")).map((d) => d.discussionID);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.length).toBe(Number((await list("")).headers["x-app-page-result-count"]));
  });
});

describe("GET /discussions: sorts", () => {
  it("orders by each sort", async () => {
    expectOrdered((await list("?sort=-dateInserted&limit=100")).data, (d) => d.dateInserted, "desc");
    expectOrdered((await list("?sort=dateInserted&limit=100")).data, (d) => d.dateInserted, "asc");
    expectOrdered((await list("?sort=-score&limit=100")).data, (d) => d.score, "desc");
  });

  it("orders -hot by (score + comments + 1) / (age in hours + 2)^1.5", async () => {
    const now = Date.now();
    const hot = (d: Discussion) =>
      (d.score + d.countComments + 1) / ((now - Date.parse(d.dateInserted)) / 3_600_000 + 2) ** 1.5;
    const { data } = await list("?sort=-hot&limit=100");
    for (let i = 1; i < data.length; i++) {
      expect(hot(data[i - 1] as Discussion)).toBeGreaterThanOrEqual(hot(data[i] as Discussion) * (1 - 1e-6));
    }
  });
});

describe("GET /discussions: filters", () => {
  it("filters by category, with totals from the category counters", async () => {
    const general = await categoryIDByUrlcode(t.database.db, "general");
    const { data, headers } = await list(`?categoryID=${general}&limit=100`);
    expect(data.every((d) => d.categoryID === general)).toBe(true);
    const expected = await countDiscussions(t.database.db, eq(discussions.categoryID, general));
    expect(headers["x-app-page-result-count"]).toBe(String(expected));
    expect(data).toHaveLength(expected);
  });

  it("includes child categories on request", async () => {
    const help = await categoryIDByUrlcode(t.database.db, "help");
    expect((await list(`?categoryID=${help}`)).data).toEqual([]);
    const withChildren = await allPages(`?categoryID=${help}&includeChildCategories=true`);
    const category = json<{ countAllDiscussions: number }>(await get(t.app, `/api/v2/categories/${help}`));
    expect(withChildren.length).toBe(category.countAllDiscussions);
    expect(withChildren.length).toBeGreaterThan(0);
  });

  it("filters by type, status, author, pinned and tag, counting with COUNT(*)", async () => {
    const questions = await allPages("?type=question");
    expect(questions.length).toBe(await countDiscussions(t.database.db, eq(discussions.type, "question")));
    expect(questions.every((d) => d.type === "question" && d.statusID > 0)).toBe(true);
    const accepted = (await list("?type=question&statusID=3&limit=100")).data;
    expect(accepted.length).toBeGreaterThan(0);
    expect(accepted.every((d) => d.statusID === 3)).toBe(true);
    const author = (await list("?limit=1")).data[0]?.insertUserID;
    const mine = (await list(`?insertUserID=${author}&limit=100`)).data;
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((d) => d.insertUserID === author)).toBe(true);
    const pinned = (await list("?pinned=true")).data;
    expect(pinned.length).toBe(4);
    expect(pinned.every((d) => d.pinned)).toBe(true);
    const tagged = await list("?tagID=2&expand=tags&limit=100");
    expect(tagged.data.length).toBeGreaterThan(0);
    expect(tagged.data.every((d) => d.tags?.some((tag) => tag.tagID === 2))).toBe(true);
    expect(Number(tagged.headers["x-app-page-result-count"])).toBe(tagged.data.length);
  });

  it("limits to a time frame with slotType", async () => {
    const [fresh] = await t.database.db
      .update(discussions)
      .set({ dateInserted: sql`now() - interval '2 days'` })
      .where(eq(discussions.categoryID, await categoryIDByUrlcode(t.database.db, "general")))
      .returning({ discussionID: discussions.discussionID });
    const week = (await list("?slotType=w&limit=100")).data;
    expect(week.map((d) => d.discussionID)).toContain(fresh?.discussionID);
    expect(week.every((d) => Date.now() - Date.parse(d.dateInserted) < 8 * 86_400_000)).toBe(true);
    expect((await list("?slotType=d&limit=100")).data.map((d) => d.discussionID)).not.toContain(
      fresh?.discussionID,
    );
  });
});

describe("GET /discussions: announcements first", () => {
  it("puts site-wide announcements at the top of page 1 and nowhere else", async () => {
    const first = (await list("?pinOrder=first&limit=10")).data;
    expect(first.slice(0, 3).every((d) => d.pinned && d.pinLocation === "recent")).toBe(true);
    expect(first.slice(3).some((d) => d.pinned && d.pinLocation === "recent")).toBe(false);
    const everything = await allPages("?pinOrder=first");
    const ids = everything.map((d) => d.discussionID);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.length).toBe(Number((await list("")).headers["x-app-page-result-count"]));
  });

  it("in a category, puts that category's announcements first", async () => {
    const category = await categoryIDByUrlcode(t.database.db, "getting-started");
    const [pinned] = await t.database.db
      .select({ discussionID: discussions.discussionID })
      .from(discussions)
      .where(and(eq(discussions.categoryID, category), eq(discussions.pinned, true)));
    const { data } = await list(`?categoryID=${category}&pinOrder=first`);
    expect(data[0]?.discussionID).toBe(pinned?.discussionID);
    expect(data[0]?.pinLocation).toBe("category");
  });
});

describe("GET /discussions: expand", () => {
  it("adds nothing optional by default but always carries an excerpt and a body", async () => {
    const [d] = (await list("?limit=1")).data;
    expect(d?.insertUser).toBeUndefined();
    expect(d?.tags).toBeUndefined();
    expect(d?.excerpt.length).toBeGreaterThan(0);
    expect(d?.excerpt.length).toBeLessThanOrEqual(201);
    expect(d?.body).toMatch(/^<p>/);
    expect(d?.url).toMatch(new RegExp(`^/discussion/${d?.discussionID}/[a-z0-9-]+$`));
  });

  it("expands users, category, breadcrumbs and tags by comma list or array, and drops -body", async () => {
    for (const query of ["?expand=all,-body", "?expand[]=all&expand[]=-body"]) {
      const [d] = (await list(`${query}&limit=1`)).data;
      expect(d?.body).toBeUndefined();
      expect(d?.insertUser).toMatchObject({
        userID: d?.insertUserID,
        url: expect.stringMatching(/^\/profile\//),
      });
      expect(d?.lastUser).toMatchObject({ userID: d?.lastUserID });
      expect(d?.category).toMatchObject({
        categoryID: d?.categoryID,
        url: expect.stringMatching(/^\/categories\//),
      });
      expect(d?.breadcrumbs?.[0]).toEqual({ name: "Home", url: "/" });
      expect(d?.breadcrumbs?.at(-1)?.url).toBe(d?.category?.url);
      expect(Array.isArray(d?.tags)).toBe(true);
    }
    const [only] = (await list("?expand=insertUser&limit=1")).data;
    expect(only?.insertUser).toBeDefined();
    expect(only?.lastUser).toBeUndefined();
  });
});

describe("GET /discussions/{id}", () => {
  it("returns one discussion with expansions", async () => {
    const id = (await list("?limit=1&page=7")).data[0]?.discussionID;
    const response = await get(t.app, `/api/v2/discussions/${id}?expand=category,tags`);
    expect(response.statusCode).toBe(200);
    const d = json<Discussion>(response);
    expect(d.discussionID).toBe(id);
    expect(d.category?.categoryID).toBe(d.categoryID);
    expect(d.tags).toBeDefined();
  });
});
