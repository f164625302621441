// How much of a large match set a search reads (docs/reference/search.md#cost): up to 1,000 hits everything is
// ranked and counted; past it relevance ranks the newest 1,000 matches of each type, the count stops at 1,000 and
// the paging headers say it is a lower bound, while a date sort still pages through every match.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SearchResult } from "../../src/types/generated/api/search-result";
import type { SearchSummary } from "../../src/types/generated/api/search-summary";
import { createTestApp, get, type TestApp } from "./support/app";
import { categoryIDByUrlcode } from "./support/data";

let t: TestApp;
let general: number;
const MANY = 1200;

/** MANY discussions about "zebrafish" (the newest 20 with it in the title), and 12 about "axolotl". */
async function seedMatches(): Promise<void> {
  general = await categoryIDByUrlcode(t.database.db, "general");
  await t.database.db.execute(sql`
    INSERT INTO discussions ("categoryID", name, body, format, "insertUserID", "dateInserted", "dateLastComment")
    SELECT ${general},
           CASE WHEN n > ${MANY - 20} THEN 'Zebrafish tank number ' || n ELSE 'Tank number ' || n END,
           'Notes on the zebrafish in tank ' || n || ' and their feeding.', 'text', 1,
           timestamp '2025-01-01' + n * interval '1 minute', timestamp '2025-01-01' + n * interval '1 minute'
    FROM generate_series(1, ${MANY}) AS n`);
  await t.database.db.execute(sql`
    INSERT INTO discussions ("categoryID", name, body, format, "insertUserID", "dateInserted", "dateLastComment")
    SELECT ${general}, 'Pond ' || n, 'An axolotl lives here.', 'text', 1,
           timestamp '2025-06-01' + n * interval '1 minute', timestamp '2025-06-01' + n * interval '1 minute'
    FROM generate_series(1, 12) AS n`);
}

beforeAll(async () => {
  t = await createTestApp();
  await seedMatches();
});
afterAll(() => t.close());

async function search(query: string) {
  const response = await get(t.app, `/api/v2/search?recordTypes=discussion&${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return { response, results: response.json<SearchResult[]>() };
}

describe("a word with more than 1,000 hits", () => {
  it("counts up to 1,000 and says the count is a lower bound while pages follow", async () => {
    const { response, results } = await search("query=zebrafish&limit=30");
    expect(results).toHaveLength(30);
    expect(response.headers["x-app-page-result-count"]).toBe("1000");
    expect(response.headers["x-app-page-result-count-is-lower-bound"]).toBe("true");
    expect(String(response.headers["x-app-page-next-url"])).toContain("page=2");
  });

  it("ranks the newest matches by relevance: the title hits first", async () => {
    const { results } = await search("query=zebrafish&limit=30");
    const titled = results.slice(0, 20).map((result) => result.name);
    expect(titled.every((name) => name.startsWith("Zebrafish"))).toBe(true);
    expect(results[20]?.name.startsWith("Zebrafish")).toBe(false);
    expect(results[0]?.score).toBeGreaterThan(results[29]?.score ?? 1);
  });

  it("ends the relevance pages with the ranked window, without a lower bound there", async () => {
    const { response, results } = await search("query=zebrafish&limit=30&page=34");
    expect(results).toHaveLength(10);
    expect(response.headers["x-app-page-result-count"]).toBe("1000");
    expect(response.headers["x-app-page-result-count-is-lower-bound"]).toBeUndefined();
    expect(response.headers["x-app-page-next-url"]).toBeUndefined();
  });

  it("pages through every match sorted by date, newest first, past the count", async () => {
    const first = await search("query=zebrafish&limit=30&sort=-dateInserted");
    expect(first.results.map((result) => result.name).slice(0, 2)).toEqual([
      `Zebrafish tank number ${MANY}`,
      `Zebrafish tank number ${MANY - 1}`,
    ]);
    const deep = await search("query=zebrafish&limit=30&sort=-dateInserted&page=36");
    expect(deep.results.map((result) => result.name)[0]).toBe(`Tank number ${MANY - 35 * 30}`);
    expect(deep.response.headers["x-app-page-result-count"]).toBe(String(36 * 30));
    expect(deep.response.headers["x-app-page-result-count-is-lower-bound"]).toBe("true");
    const oldest = await search("query=zebrafish&limit=5&sort=dateInserted");
    expect(oldest.results.map((result) => result.name)[0]).toBe("Tank number 1");
  });

  it("summarises with counts capped at 1,000 and names the capped record types", async () => {
    const response = await get(t.app, "/api/v2/search/summary?query=zebrafish&recordTypes=discussion");
    expect(response.statusCode, response.body).toBe(200);
    const summary = response.json<SearchSummary>();
    expect(summary.recordTypes.discussion).toBe(1000);
    expect(summary.cappedRecordTypes).toEqual(["discussion"]);
    expect(summary.total).toBe(1000);
    expect(summary.categories[0]).toMatchObject({ categoryID: general, count: 1000 });
  });
});

describe("a word with fewer hits", () => {
  it("is counted exactly, with no lower bound and no next page on the last one", async () => {
    const { response, results } = await search("query=axolotl&limit=5&page=3");
    expect(results).toHaveLength(2);
    expect(response.headers["x-app-page-result-count"]).toBe("12");
    expect(response.headers["x-app-page-result-count-is-lower-bound"]).toBeUndefined();
    expect(response.headers["x-app-page-next-url"]).toBeUndefined();
    const summary = (await get(t.app, "/api/v2/search/summary?query=axolotl")).json<SearchSummary>();
    expect(summary.recordTypes.discussion).toBe(12);
    expect(summary.cappedRecordTypes).toEqual([]);
  });

  it("counts a page past the end apart", async () => {
    const { response, results } = await search("query=axolotl&limit=5&page=9");
    expect(results).toHaveLength(0);
    expect(response.headers["x-app-page-result-count"]).toBe("12");
  });
});
