// GET /discussions?query= (the /search page's source): every word must appear in the name or the body,
// case-insensitively, LIKE wildcards taken literally; the viewer's category permissions still apply; the paging
// headers count the matches; a blank query filters nothing.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { discussions, users } from "../../src/server/db/schema";
import type { Discussion } from "../../src/types/generated/api/discussion";
import type { ErrorBody } from "../../src/types/generated/api/error-body";
import { createTestApp, get, json, signIn, type TestApp } from "./support/app";
import { categoryIDByUrlcode, privateCategoryIDs } from "./support/data";

let t: TestApp;
let admin: string;

/** Made for these tests; "qvx" appears in no seeded text. */
const POSTS = [
  { name: "Qvx importer stalls at 99%", body: "The progress bar freezes.", category: "public" },
  { name: "Export settings", body: "After the QVX update, the export skips tags.", category: "public" },
  { name: "Dark mode for qvx dashboards", body: "Would love a darker theme.", category: "public" },
  { name: "100% CPU after qvx upgrade", body: "Fans spin all day.", category: "public" },
  { name: "Qvx rollout plan", body: "Staff only.", category: "staff" },
] as const;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t.app, "admin");
  const publicID = await categoryIDByUrlcode(t.database.db, "general");
  const [staffID] = await privateCategoryIDs(t.database.db);
  const [author] = await t.database.db.select().from(users).where(eq(users.name, "member"));
  if (!author || staffID === undefined) throw new Error("the seed lacks the member or a private category");
  await t.database.db.insert(discussions).values(
    POSTS.map((post) => ({
      name: post.name,
      body: post.body,
      categoryID: post.category === "staff" ? staffID : publicID,
      insertUserID: author.userID,
    })),
  );
});
afterAll(() => t.close());

async function search(query: string, cookie?: string) {
  const response = await get(
    t.app,
    `/api/v2/discussions?query=${encodeURIComponent(query)}&limit=100`,
    cookie,
  );
  expect(response.statusCode, response.body).toBe(200);
  return {
    names: json<Discussion[]>(response)
      .map((discussion) => discussion.name)
      .sort(),
    total: Number(response.headers["x-app-page-result-count"]),
  };
}

describe("GET /discussions?query=", () => {
  it("finds a word in names and bodies, whatever its case, counting the matches", async () => {
    expect(await search("qvx")).toEqual({
      names: [
        "100% CPU after qvx upgrade",
        "Dark mode for qvx dashboards",
        "Export settings",
        "Qvx importer stalls at 99%",
      ],
      total: 4,
    });
  });

  it("needs every word, each in the name or the body", async () => {
    expect((await search("QVX  export")).names).toEqual(["Export settings"]);
    expect((await search("qvx freezes")).names).toEqual(["Qvx importer stalls at 99%"]);
    expect((await search("qvx nothing-like-this")).names).toEqual([]);
  });

  it("takes % and _ literally", async () => {
    expect((await search("qvx 100%")).names).toEqual(["100% CPU after qvx upgrade"]);
    expect((await search("qvx 9_%")).names).toEqual([]);
  });

  it("keeps private categories to those who may see them", async () => {
    expect((await search("rollout qvx")).names).toEqual([]);
    expect((await search("rollout qvx", admin)).names).toEqual(["Qvx rollout plan"]);
  });

  it("pages the matches", async () => {
    const response = await get(t.app, "/api/v2/discussions?query=qvx&limit=3&page=2");
    expect(json<Discussion[]>(response)).toHaveLength(1);
    expect(response.headers["x-app-page-result-count"]).toBe("4");
    expect(response.headers["x-app-page-next-url"]).toBeUndefined();
  });

  it("filters nothing when blank, and refuses more than 200 characters", async () => {
    const all = await get(t.app, "/api/v2/discussions?limit=1");
    const blank = await get(t.app, `/api/v2/discussions?limit=1&query=${encodeURIComponent("   ")}`);
    expect(blank.headers["x-app-page-result-count"]).toBe(all.headers["x-app-page-result-count"]);
    const long = await get(t.app, `/api/v2/discussions?query=${"a".repeat(201)}`);
    expect(long.statusCode).toBe(400);
    expect(json<ErrorBody>(long).errors?.query?.[0]?.code).toBe("maxLength");
  });
});
