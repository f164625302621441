// GET /roles: the roles the layout editor offers for view-as and role-filter, for site.manage only.
import { asc } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { roles } from "../../src/server/db/schema";
import type { ErrorBody } from "../../src/types/generated/api/error-body";
import type { Role } from "../../src/types/generated/api/role";
import { createTestApp, get, json, signIn, type TestApp } from "./support/app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("GET /roles", () => {
  it("lists every role with its id, name and type, in the roles' sort order", async () => {
    const admin = await signIn(t.app, "admin");
    const response = await get(t.app, "/api/v2/roles", admin);
    expect(response.statusCode).toBe(200);
    const list = json<Role[]>(response);
    expect(list.map(({ name, type }) => ({ name, type }))).toEqual([
      { name: "Guest", type: "guest" },
      { name: "Member", type: "member" },
      { name: "Moderator", type: "moderator" },
      { name: "Administrator", type: "administrator" },
    ]);
    const rows = await t.database.db.select().from(roles).orderBy(asc(roles.sort));
    expect(list.map((role) => role.roleID)).toEqual(rows.map((row) => row.roleID));
  });

  it("includes roles added later, with their own sort", async () => {
    const admin = await signIn(t.app, "admin");
    const [added] = await t.database.db
      .insert(roles)
      .values({ name: "Beta testers", type: "member", sort: 0 })
      .returning();
    const list = json<Role[]>(await get(t.app, "/api/v2/roles", admin));
    expect(list[0]).toEqual({ roleID: added?.roleID, name: "Beta testers", type: "member" });
  });

  it("answers 401 to guests and 403 to members and moderators", async () => {
    expect((await get(t.app, "/api/v2/roles")).statusCode).toBe(401);
    for (const username of ["member", "moderator"]) {
      const response = await get(t.app, "/api/v2/roles", await signIn(t.app, username));
      expect(response.statusCode).toBe(403);
      expect(json<ErrorBody>(response).message).toBe("Permission Problem");
    }
  });
});
