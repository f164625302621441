import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CATEGORY_PERMISSIONS, GLOBAL_PERMISSIONS } from "../../src/server/permissions/names";
import type { CurrentUser } from "../../src/types/generated/api/current-user";
import type { Permissions } from "../../src/types/generated/api/permissions";
import { createTestApp, get, json, signIn, type TestApp } from "./support/app";

let t: TestApp;
const cookies: Record<string, string> = {};
let staffID = 0;
let moderationLogID = 0;

beforeAll(async () => {
  t = await createTestApp();
  for (const name of ["member", "moderator", "admin"]) cookies[name] = await signIn(t.app, name);
  const categories = json<{ categoryID: number; urlcode: string }[]>(
    await get(t.app, "/api/v2/categories?outputFormat=flat&maxDepth=10", cookies.admin),
  );
  staffID = categories.find((c) => c.urlcode === "staff")?.categoryID ?? 0;
  moderationLogID = categories.find((c) => c.urlcode === "moderation-log")?.categoryID ?? 0;
});
afterAll(() => t.close());

const permissionsOf = async (who: string | undefined, query = "?expand=junctions") =>
  json<Permissions>(
    await get(t.app, `/api/v2/users/$me/permissions${query}`, who ? cookies[who] : undefined),
  );

const globalEntry = (record: Permissions) =>
  record.permissions.find((p) => p.type === "global")?.permissions ?? {};

describe("GET /users/$me/permissions", () => {
  it("has the Vanilla shape: a global entry naming every permission, junctions only when expanded", async () => {
    const record = await permissionsOf("member", "");
    expect(record.isAdmin).toBe(false);
    expect(Object.keys(globalEntry(record)).sort()).toEqual(
      [...GLOBAL_PERMISSIONS, ...CATEGORY_PERMISSIONS].sort(),
    );
    expect(record.junctions).toBeUndefined();
    expect(record.junctionAliases).toBeUndefined();
  });

  it("gives a guest view and sign-in only", async () => {
    const record = await permissionsOf(undefined);
    const granted = Object.entries(globalEntry(record))
      .filter(([, on]) => on)
      .map(([name]) => name);
    expect(granted.sort()).toEqual(["discussions.view", "signIn.allow"]);
    expect(record.junctions).toEqual({ category: [] });
  });

  it("gives a member posting rights but no moderation, and hides the private category", async () => {
    const record = await permissionsOf("member");
    const global = globalEntry(record);
    expect(global).toMatchObject({
      "session.valid": true,
      "discussions.add": true,
      "comments.add": true,
      "profiles.view": true,
      "community.moderate": false,
      "discussions.manage": false,
      "personalInfo.view": false,
    });
    expect(record.junctions?.category).toEqual([]);
    expect(record.permissions).toHaveLength(1);
  });

  it("gives a moderator the private category as a junction, with its child as an alias", async () => {
    const record = await permissionsOf("moderator");
    expect(globalEntry(record)).toMatchObject({ "community.moderate": true, "discussions.manage": true });
    expect(record.junctions?.category).toEqual([staffID]);
    expect(record.junctionAliases?.category).toEqual({ [String(moderationLogID)]: staffID });
    const staff = record.permissions.find((p) => p.type === "category" && p.id === staffID);
    expect(staff?.permissions).toMatchObject({ "discussions.view": true, "discussions.delete": true });
  });

  it("marks administrators, with every permission on", async () => {
    const record = await permissionsOf("admin");
    expect(record.isAdmin).toBe(true);
    expect(Object.values(globalEntry(record)).every(Boolean)).toBe(true);
  });
});

describe("GET /users/{id}/permissions", () => {
  it("answers for oneself by ID", async () => {
    const me = json<CurrentUser>(await get(t.app, "/api/v2/users/me", cookies.member));
    const response = await get(t.app, `/api/v2/users/${me.userID}/permissions`, cookies.member);
    expect(response.statusCode).toBe(200);
    expect(json<Permissions>(response).isAdmin).toBe(false);
  });

  it("lets an administrator read another user's, and refuses everyone else", async () => {
    const moderator = json<CurrentUser>(await get(t.app, "/api/v2/users/me", cookies.moderator));
    const url = `/api/v2/users/${moderator.userID}/permissions?expand=junctions`;
    const asAdmin = await get(t.app, url, cookies.admin);
    expect(asAdmin.statusCode).toBe(200);
    expect(json<Permissions>(asAdmin).junctions?.category).toEqual([staffID]);
    expect((await get(t.app, url, cookies.member)).statusCode).toBe(403);
    expect((await get(t.app, "/api/v2/users/2147483647/permissions", cookies.admin)).statusCode).toBe(404);
  });
});
