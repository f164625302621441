// The XSS corpus through search: every payload stored as a discussion (in each body format) and as a comment, then
// found by a word beside it and by the payload's own words; the excerpts (HTML) hold no live markup — no script or
// style element, no event handler, no script address — with or without highlights. The browser-side check of
// rendered pages is tests/e2e/xss.spec.ts.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { comments, discussions, users } from "../../src/server/db/schema";
import type { SearchResult } from "../../src/types/generated/api/search-result";
import { XSS_CORPUS } from "../factories/xss-corpus";
import { createTestApp, get, type TestApp } from "./support/app";
import { categoryIDByUrlcode } from "./support/data";

let t: TestApp;
const MARKER = "quillwort";
const FORMATS = ["markdown", "html", "text"] as const;
/** The API refuses the NUL character before storing anything (tests/api/xss-corpus.test.ts). */
const PAYLOADS = XSS_CORPUS.filter((payload) => !payload.includes("\u0000"));

beforeAll(async () => {
  t = await createTestApp();
  const { db } = t.database;
  const general = await categoryIDByUrlcode(db, "general");
  const [author] = await db.select({ userID: users.userID }).from(users).where(eq(users.name, "member"));
  const insertUserID = author?.userID ?? 1;
  const rows = PAYLOADS.map((payload, index) => ({
    categoryID: general,
    name: `${MARKER} ${payload}`.slice(0, 100),
    body: `${payload} ${MARKER} ${payload}`,
    format: FORMATS[index % FORMATS.length],
    insertUserID,
  }));
  const inserted = await db
    .insert(discussions)
    .values(rows)
    .returning({ discussionID: discussions.discussionID });
  await db.insert(comments).values(
    inserted.map((row, index) => ({
      discussionID: row.discussionID,
      body: `${PAYLOADS[index] ?? ""} ${MARKER}`,
      insertUserID,
    })),
  );
});
afterAll(() => t.close());

/** Live markup a browser would run, in HTML the API sends: looked for in its tags, not in its (escaped) text. */
function liveMarkup(html: string): string[] {
  const found = new Set<string>();
  for (const [tag, name = ""] of html.matchAll(/<([a-zA-Z][\w-]*)[^>]*>/g)) {
    if (name.toLowerCase() !== "mark") found.add(`<${name}>`);
    if (/\son[a-z]+\s*=/i.test(tag.replace(/"[^"]*"/g, '""'))) found.add(`handler in ${tag}`);
    if (/(href|src)\s*=/i.test(tag)) found.add(`address in ${tag}`);
  }
  return [...found];
}

async function allResults(query: string): Promise<SearchResult[]> {
  const results: SearchResult[] = [];
  for (let page = 1; page <= 20; page++) {
    const params = new URLSearchParams({ query, limit: "100", page: String(page) });
    const response = await get(t.app, `/api/v2/search?${params.toString()}`);
    expect(response.statusCode, response.body).toBe(200);
    const batch = response.json<SearchResult[]>();
    results.push(...batch);
    if (!response.headers["x-app-page-next-url"]) break;
  }
  return results;
}

describe("the XSS corpus through search", () => {
  it.each([MARKER, "script alert onerror", '"javascript alert"', "img svg iframe"])(
    "answers %s with excerpts that hold only <mark>",
    async (query) => {
      const results = await allResults(query);
      if (query === MARKER) expect(results.length).toBe(PAYLOADS.length * 2);
      const problems = results.flatMap((result) =>
        liveMarkup(result.body).map((problem) => `${result.recordType} ${result.recordID}: ${problem}`),
      );
      expect(problems).toEqual([]);
    },
  );

  it("sends suggestions as plain labels, never markup to render", async () => {
    const response = await get(t.app, `/api/v2/search/suggestions?query=${MARKER}`);
    expect(response.statusCode).toBe(200);
    const labels = response.json<{ label: string; url?: string }[]>();
    for (const option of labels) expect(option.url ?? "/").toMatch(/^\//);
  });
});
