// A group's content goes where its privacy says (docs/reference/groups.md#privacy): the seeded public group's
// discussions are everyone's, the private and secret groups' only their members' (and group moderators'), whatever
// list or search asks; no group's category is listed as a category; groups are found by search as the viewer may
// see them.
import { inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { discussions } from "../../src/server/db/schema";
import { groups } from "../../src/server/db/schema-groups";
import type { Category } from "../../src/types/generated/api/category";
import type { Discussion } from "../../src/types/generated/api/discussion";
import type { SearchResult } from "../../src/types/generated/api/search-result";
import type { SearchSuggestion } from "../../src/types/generated/api/search-suggestion";
import { createTestApp, get, json, signIn, type TestApp } from "./support/app";

let t: TestApp;
const cookies: Record<string, string | undefined> = {};
const content: Record<string, { categoryID: number; discussionIDs: number[]; titles: string[] }> = {};

beforeAll(async () => {
  t = await createTestApp();
  const { db } = t.database;
  for (const name of ["member", "moderator", "kenji.tanaka"]) cookies[name] = await signIn(t.app, name);
  const rows = await db.select({ name: groups.name, categoryID: groups.categoryID }).from(groups);
  for (const row of rows) {
    const posts = await db
      .select({ discussionID: discussions.discussionID, name: discussions.name })
      .from(discussions)
      .where(inArray(discussions.categoryID, [row.categoryID]));
    content[row.name] = {
      categoryID: row.categoryID,
      discussionIDs: posts.map((post) => post.discussionID),
      titles: posts.map((post) => post.name),
    };
  }
});
afterAll(() => t.close());

const of = (name: string) => content[name] ?? { categoryID: 0, discussionIDs: [], titles: [] };

async function everyDiscussionID(cookie: string | undefined): Promise<number[]> {
  const ids: number[] = [];
  for (let page = 1; page < 20; page++) {
    const response = await get(t.app, `/api/v2/discussions?limit=100&page=${page}`, cookie);
    const data = json<Discussion[]>(response);
    ids.push(...data.map((d) => d.discussionID));
    if (data.length < 100) break;
  }
  return ids;
}

const hidden = ["Beta Testers", "Moderators' Lounge"];

it("seeds three groups with two discussions each", () => {
  expect(Object.keys(content).sort()).toEqual(["Beta Testers", "Moderators' Lounge", "Trail Runners"]);
  for (const name of Object.keys(content)) expect(of(name).discussionIDs).toHaveLength(2);
});

describe.each(["guest", "member"])("as a %s outside the private and secret groups", (who) => {
  const cookie = () => cookies[who];

  it("lists the public group's discussions and never the others'", async () => {
    const ids = await everyDiscussionID(cookie());
    for (const id of of("Trail Runners").discussionIDs) expect(ids).toContain(id);
    for (const name of hidden) {
      expect(
        ids.filter((id) => of(name).discussionIDs.includes(id)),
        name,
      ).toEqual([]);
      for (const id of of(name).discussionIDs) {
        expect((await get(t.app, `/api/v2/discussions/${id}`, cookie())).statusCode).toBe(404);
        expect((await get(t.app, `/api/v2/comments?discussionID=${id}`, cookie())).statusCode).toBe(404);
      }
      const direct = await get(t.app, `/api/v2/discussions?categoryID=${of(name).categoryID}`, cookie());
      expect(direct.statusCode).toBe(404);
    }
  });

  it("never finds the private and secret groups' posts by search or suggestions", async () => {
    for (const name of hidden) {
      for (const title of of(name).titles) {
        const search = await get(
          t.app,
          `/api/v2/search?query=${encodeURIComponent(title)}&recordTypes=discussion,comment`,
          cookie(),
        );
        const found = json<SearchResult[]>(search).map((result) => result.discussionID ?? result.recordID);
        expect(
          found.filter((id) => of(name).discussionIDs.includes(id)),
          title,
        ).toEqual([]);
        const suggestions = await get(
          t.app,
          `/api/v2/search/suggestions?query=${encodeURIComponent(title)}`,
          cookie(),
        );
        expect(json<SearchSuggestion[]>(suggestions).map((s) => s.label)).not.toContain(title);
      }
    }
    const [publicTitle = ""] = of("Trail Runners").titles;
    const search = await get(t.app, `/api/v2/search?query=${encodeURIComponent(publicTitle)}`, cookie());
    expect(json<SearchResult[]>(search).map((result) => result.name)).toContain(publicTitle);
  });

  it("finds public and private groups by name, never the secret one", async () => {
    const search = await get(t.app, "/api/v2/search?recordTypes=group&limit=100", cookie());
    const names = json<SearchResult[]>(search).map((result) => result.name);
    expect(names).toEqual(expect.arrayContaining(["Trail Runners", "Beta Testers"]));
    expect(names).not.toContain("Moderators' Lounge");
    const lounge = await get(t.app, "/api/v2/search?recordTypes=group&query=lounge", cookie());
    expect(json<SearchResult[]>(lounge)).toEqual([]);
    // "run" is inside "Runners": found by the text inside the name, with the group's page as its url.
    const runners = json<SearchResult[]>(
      await get(t.app, "/api/v2/search?recordTypes=group&query=run", cookie()),
    );
    expect(runners.map((result) => [result.recordType, result.name])).toEqual([["group", "Trail Runners"]]);
    expect(runners[0]?.url).toMatch(/^\/groups\/\d+-trail-runners$/);
  });
});

describe("categories", () => {
  it("never list a group's category, even to a group moderator", async () => {
    const groupCategories = Object.values(content).map((group) => group.categoryID);
    for (const cookie of [undefined, cookies.member, cookies.moderator]) {
      const flat = await get(t.app, "/api/v2/categories?outputFormat=flat&maxDepth=10&limit=500", cookie);
      const listed = json<Category[]>(flat).map((category) => category.categoryID);
      expect(listed.filter((id) => groupCategories.includes(id))).toEqual([]);
      const places = await get(t.app, "/api/v2/search?recordTypes=place,category&query=Trail", cookie);
      expect(json<SearchResult[]>(places)).toEqual([]);
    }
  });
});

describe("members and group moderators", () => {
  it("read their group's discussions; moderators read every group's", async () => {
    const kenji = await everyDiscussionID(cookies["kenji.tanaka"]);
    for (const id of of("Beta Testers").discussionIDs) expect(kenji).toContain(id);
    for (const id of of("Moderators' Lounge").discussionIDs) expect(kenji).not.toContain(id);
    const moderator = await everyDiscussionID(cookies.moderator);
    for (const name of Object.keys(content))
      for (const id of of(name).discussionIDs) expect(moderator, name).toContain(id);
    const search = await get(t.app, "/api/v2/search?recordTypes=group&query=lounge", cookies.moderator);
    expect(json<SearchResult[]>(search).map((result) => result.name)).toEqual(["Moderators' Lounge"]);
  });
});
