// GET /search/suggestions with categoryID (a category page's search box, docs/reference/search.md#api): only the
// discussions and categories of that category's subtree, no site sections or members; without it, the whole forum.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SearchSuggestion } from "../../src/types/generated/api/search-suggestion";
import { createTestApp, get, signIn, type TestApp } from "./support/app";
import { categoryIDByUrlcode } from "./support/data";

let t: TestApp;
let admin: string;
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t.app, "admin");
  for (const urlcode of ["general", "help"]) ids[urlcode] = await categoryIDByUrlcode(t.database.db, urlcode);
  await t.database.db.execute(sql`
    INSERT INTO discussions ("categoryID", name, body, format, "insertUserID")
    VALUES (${ids.general}, 'Quokka sightings in the park', 'Seen two.', 'text', 1),
           (${ids.help}, 'Quokka photo will not upload', 'Help please.', 'text', 1)`);
});
afterAll(() => t.close());

async function suggest(query: string, cookie?: string): Promise<SearchSuggestion[]> {
  const response = await get(t.app, `/api/v2/search/suggestions?${query}`, cookie);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<SearchSuggestion[]>();
}

describe("suggestions within a category", () => {
  it("suggest the discussions of the whole forum without a category", async () => {
    const labels = (await suggest("query=quokka")).map((suggestion) => suggestion.label);
    expect(labels).toEqual(
      expect.arrayContaining(["Quokka sightings in the park", "Quokka photo will not upload"]),
    );
  });

  it("suggest only the discussions of the category asked for", async () => {
    const labels = (await suggest(`query=quokka&categoryID=${ids.help}`)).map(
      (suggestion) => suggestion.label,
    );
    expect(labels).toContain("Quokka photo will not upload");
    expect(labels).not.toContain("Quokka sightings in the park");
    expect(labels.at(-1)).toBe("Search for quokka");
  });

  it("suggest no members and no place outside the category", async () => {
    const everywhere = await suggest("query=adm", admin);
    expect(everywhere.some((suggestion) => suggestion.type === "user")).toBe(true);
    const scoped = await suggest(`query=adm&categoryID=${ids.help}`, admin);
    expect(scoped.some((suggestion) => suggestion.type === "user")).toBe(false);
    const places = await suggest(`query=general&categoryID=${ids.help}`);
    expect(places.some((suggestion) => suggestion.type === "place")).toBe(false);
    expect((await suggest("query=general")).some((suggestion) => suggestion.type === "place")).toBe(true);
  });
});
