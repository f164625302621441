// GET /users/by-names: mention suggestions ranked as docs/reference/api-conventions.md#mentions says (exact match
// first, members active in the last 90 days before older ones, names starting with the typed text before the rest),
// validation of the query, and who may ask.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { siteSections, users } from "../../src/server/db/schema";
import type { ErrorBody } from "../../src/types/generated/api/error-body";
import type { MentionSuggestion } from "../../src/types/generated/api/mention-suggestion";
import { createTestApp, get, json, signIn, type TestApp } from "./support/app";

const DAY = 24 * 3_600_000;
let t: TestApp;
let member: string;

/** Members made for these tests; no seeded name contains "zed". */
const PEOPLE: { name: string; daysAgo: number | null; banned?: number; deleted?: boolean }[] = [
  { name: "zedka", daysAgo: 10 },
  { name: "Zeddie", daysAgo: 200 },
  { name: "zed", daysAgo: 300 },
  { name: "zedmore", daysAgo: null },
  { name: "azedo", daysAgo: 1 },
  { name: "zed_100%", daysAgo: 5 },
  { name: "zedbanned", daysAgo: 2, banned: 1 },
  { name: "zeddeleted", daysAgo: 2, deleted: true },
];

beforeAll(async () => {
  t = await createTestApp();
  const now = Date.now();
  await t.database.db.insert(users).values(
    PEOPLE.map((person) => ({
      name: person.name,
      email: `${person.name.replace(/\W/g, "")}@example.org`,
      passwordHash: "not-a-hash",
      banned: person.banned ?? 0,
      deleted: person.deleted ?? false,
      dateLastActive: person.daysAgo === null ? null : new Date(now - person.daysAgo * DAY),
    })),
  );
  member = await signIn(t.app, "member");
});
afterAll(() => t.close());

const byNames = (query: string, cookie: string | undefined = member) =>
  get(t.app, `/api/v2/users/by-names/?${query}`, cookie);

const names = async (query: string) => json<MentionSuggestion[]>(await byNames(query)).map((u) => u.name);

describe("GET /users/by-names, order=mention", () => {
  it("puts the exact match first, then the recently active, then older and never-active members", async () => {
    // zed: exact but long inactive; zed_100% (5 days) and zedka (10 days): recent; Zeddie (200 days), zedmore (never).
    expect(await names("name=zed*&order=mention&limit=50&siteSectionID=")).toEqual([
      "zed",
      "zed_100%",
      "zedka",
      "Zeddie",
      "zedmore",
    ]);
  });

  it("ranks names starting with the typed text before names that only contain it, within the same recency", async () => {
    // azedo is the most recently active, but only contains "zed".
    expect(await names("name=*zed*&order=mention")).toEqual([
      "zed",
      "zed_100%",
      "zedka",
      "azedo",
      "Zeddie",
      "zedmore",
    ]);
  });

  it("matches case-insensitively, and an exact match in other case still comes first", async () => {
    expect((await names("name=ZEDDIE*&order=mention"))[0]).toBe("Zeddie");
    expect((await names("name=Zed*&order=mention"))[0]).toBe("zed");
  });

  it("never suggests banned or deleted members", async () => {
    const found = await names("name=zed*&order=mention");
    expect(found).not.toContain("zedbanned");
    expect(found).not.toContain("zeddeleted");
  });

  it("takes % and _ literally", async () => {
    expect(await names(`name=${encodeURIComponent("zed_*")}&order=mention`)).toEqual(["zed_100%"]);
    expect(await names(`name=${encodeURIComponent("zed_100%*")}&order=mention`)).toEqual(["zed_100%"]);
    expect(await names(`name=${encodeURIComponent("ze%*")}&order=mention`)).toEqual([]);
  });

  it("answers the fields of a mention suggestion, and honours the limit", async () => {
    const [first, ...rest] = json<MentionSuggestion[]>(await byNames("name=zed*&order=mention&limit=1"));
    expect(rest).toEqual([]);
    expect(Object.keys(first ?? {}).sort()).toEqual(["dateLastActive", "name", "photoUrl", "userID"]);
    expect(first).toMatchObject({ name: "zed", photoUrl: null });
    expect(Number.isNaN(Date.parse(first?.dateLastActive ?? ""))).toBe(false);
  });

  it("orders alphabetically without order=mention", async () => {
    expect(await names("name=zed*")).toEqual(["zed", "zed_100%", "Zeddie", "zedka", "zedmore"]);
  });

  it("accepts an existing site section and refuses an unknown one with a field error", async () => {
    const [section] = await t.database.db
      .select({ id: siteSections.siteSectionID })
      .from(siteSections)
      .limit(1);
    expect((await byNames(`name=zed*&siteSectionID=${section?.id ?? 0}`)).statusCode).toBe(200);
    expect((await byNames("name=zed*&siteSectionID=0")).statusCode).toBe(200);
    const unknown = await byNames("name=zed*&siteSectionID=99999");
    expect(unknown.statusCode).toBe(422);
    expect(json<ErrorBody>(unknown).errors?.siteSectionID?.[0]?.code).toBe("unknown");
  });
});

describe("GET /users/by-names, validation and access", () => {
  it.each([
    ["", "name", "required"],
    ["name=", "name", "minLength"],
    ["name=**", "name", "pattern"],
    [`name=${"a".repeat(101)}*`, "name", "maxLength"],
    ["name=zed*&limit=0", "limit", "minimum"],
    ["name=zed*&limit=101", "limit", "maximum"],
    ["name=zed*&order=newest", "order", "enum"],
    ["name=zed*&siteSectionID=fr", "siteSectionID", "pattern"],
  ])("refuses %j with 400 and a %s error", async (query, field, code) => {
    const response = await byNames(query);
    expect(response.statusCode).toBe(400);
    expect(json<ErrorBody>(response).errors?.[field]?.[0]?.code).toBe(code);
  });

  it("answers 401 to guests", async () => {
    const guest = await get(t.app, "/api/v2/users/by-names/?name=zed*&order=mention");
    expect(guest.statusCode).toBe(401);
  });
});
