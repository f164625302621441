// The autocomplete at scale (docs/reference/search.md#cost): a common prefix ranks only the newest matching titles,
// while a rare title is still found however old it is, a body word is never suggested, and members are matched by
// the beginning of their name whatever its case.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SearchSuggestion } from "../../src/types/generated/api/search-suggestion";
import { createTestApp, get, type TestApp } from "./support/app";
import { categoryIDByUrlcode } from "./support/data";

let t: TestApp;
const MANY = 600;

/** An old "Quasar" title, then MANY newer "Kelvin" titles whose bodies mention quasars. */
async function seedTitles(): Promise<void> {
  const general = await categoryIDByUrlcode(t.database.db, "general");
  await t.database.db.execute(sql`
    INSERT INTO discussions ("categoryID", name, body, format, "insertUserID", "dateInserted", "dateLastComment")
    VALUES (${general}, 'Quasar observations', 'An old thread.', 'text', 1, timestamp '2024-01-01', timestamp '2024-01-01')`);
  await t.database.db.execute(sql`
    INSERT INTO discussions ("categoryID", name, body, format, "insertUserID", "dateInserted", "dateLastComment")
    SELECT ${general}, 'Kelvin scale reading ' || n, 'Nothing about quasars here.', 'text', 1,
           timestamp '2025-01-01' + n * interval '1 minute', timestamp '2025-01-01' + n * interval '1 minute'
    FROM generate_series(1, ${MANY}) AS n`);
}

beforeAll(async () => {
  t = await createTestApp();
  await seedTitles();
});
afterAll(() => t.close());

async function suggest(query: string, limit = 10): Promise<SearchSuggestion[]> {
  const params = new URLSearchParams({ query, limit: String(limit) });
  const response = await get(t.app, `/api/v2/search/suggestions?${params}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<SearchSuggestion[]>();
}

const discussionLabels = (suggestions: SearchSuggestion[]) =>
  suggestions.filter((suggestion) => suggestion.type === "discussion").map((suggestion) => suggestion.label);

describe("discussion suggestions with many matching titles", () => {
  it("suggests the newest titles for a common prefix", async () => {
    const labels = discussionLabels(await suggest("kel", 10));
    expect(labels).toHaveLength(5);
    expect(labels.every((label) => label.startsWith("Kelvin scale reading"))).toBe(true);
    expect(labels).toContain(`Kelvin scale reading ${MANY}`);
  });

  it("still finds an old title by the beginning of a word, not a newer body", async () => {
    expect(discussionLabels(await suggest("quas"))).toEqual(["Quasar observations"]);
  });

  it("matches every word typed, the last one as a prefix", async () => {
    expect(discussionLabels(await suggest("reading 59", 20))).toHaveLength(10);
    expect(discussionLabels(await suggest("reading 600"))).toEqual([`Kelvin scale reading ${MANY}`]);
  });
});
