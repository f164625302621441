// The roles dashboard's API: GET /roles/{id}, POST /roles, PATCH /roles/{id}, DELETE /roles/{id}, PUT
// /roles/{id}/permissions — site.manage only, field errors on bad input, nothing changed on a refusal, and grants
// that really change what a role's members may do.
import { and, count, desc, eq, notInArray } from "drizzle-orm";
import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, rolePermissions, roles, userRoles, users } from "../../src/server/db/schema";
import type { ErrorBody } from "../../src/types/generated/api/error-body";
import type { PermissionCategory } from "../../src/types/generated/api/permission-category";
import type { Permissions } from "../../src/types/generated/api/permissions";
import type { Role } from "../../src/types/generated/api/role";
import type { RoleDetail } from "../../src/types/generated/api/role-detail";
import { createTestApp, get, json, signIn, type TestApp, XRW } from "./support/app";
import { TEST_PASSWORD } from "./support/database";

let t: TestApp;
let admin: string;
const roleIDs: Record<string, number> = {};
let staffID = 0;
let moderationLogID = 0;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t.app, "admin");
  for (const role of json<Role[]>(await get(t.app, "/api/v2/roles", admin))) roleIDs[role.name] = role.roleID;
  const categories = json<{ categoryID: number; urlcode: string }[]>(
    await get(t.app, "/api/v2/categories?outputFormat=flat&maxDepth=10", admin),
  );
  staffID = categories.find((c) => c.urlcode === "staff")?.categoryID ?? 0;
  moderationLogID = categories.find((c) => c.urlcode === "moderation-log")?.categoryID ?? 0;
});
afterAll(() => t.close());

function send(method: "POST" | "PATCH" | "PUT" | "DELETE", url: string, payload?: object, cookie = admin) {
  const options: InjectOptions = { method, url, headers: { ...XRW, cookie } };
  if (payload !== undefined) options.payload = payload;
  return t.app.inject(options);
}

const roleRow = async (roleID: number) =>
  (await t.database.db.select().from(roles).where(eq(roles.roleID, roleID)))[0];
const grantsOf = async (roleID: number) =>
  t.database.db
    .select({ permission: rolePermissions.permission, categoryID: rolePermissions.categoryID })
    .from(rolePermissions)
    .where(eq(rolePermissions.roleID, roleID));
const auditCount = async () => (await t.database.db.select({ n: count() }).from(auditLog))[0]?.n ?? 0;

async function createRole(name: string, extra: object = {}): Promise<RoleDetail> {
  const response = await send("POST", "/api/v2/roles", { name, ...extra });
  expect(response.statusCode).toBe(201);
  return json<RoleDetail>(response);
}

describe("GET /roles/{id}", () => {
  it("answers a role with its global and per-category grants", async () => {
    const member = json<RoleDetail>(await get(t.app, `/api/v2/roles/${roleIDs.Member}`, admin));
    expect(member).toMatchObject({ roleID: roleIDs.Member, name: "Member", type: "member", system: true });
    expect(member.permissions.global).toContain("session.valid");
    expect(member.permissions.global).not.toContain("site.manage");
    // Members hold the root defaults only: the private category's permissions are staff's.
    expect(member.permissions.categories.map((c) => c.categoryID)).toEqual([-1]);
    expect(member.permissions.categories[0]?.permissions).toContain("discussions.view");

    const moderator = json<RoleDetail>(await get(t.app, `/api/v2/roles/${roleIDs.Moderator}`, admin));
    expect(moderator.system).toBe(false);
    expect(moderator.permissions.categories.map((c) => c.categoryID).sort((a, b) => a - b)).toEqual(
      [-1, staffID].sort((a, b) => a - b),
    );
  });

  it("answers 404 for a role that does not exist", async () => {
    const response = await get(t.app, "/api/v2/roles/99999", admin);
    expect(response.statusCode).toBe(404);
    expect(json<ErrorBody>(response).message).toBe("Role not found.");
  });
});

describe("GET /roles/permission-categories", () => {
  it("lists the root defaults and each category with permissions of its own, with the categories using them", async () => {
    const response = await get(t.app, "/api/v2/roles/permission-categories", admin);
    expect(response.statusCode).toBe(200);
    const list = json<PermissionCategory[]>(response);
    expect(list.map((c) => c.categoryID)).toEqual([-1, staffID]);
    expect(list[0]?.name).toBe("Default Category Permissions");
    expect(list[0]?.categoryIDs).not.toContain(staffID);
    expect(list[1]?.categoryIDs.sort((a, b) => a - b)).toEqual(
      [staffID, moderationLogID].sort((a, b) => a - b),
    );
  });
});

describe("POST /roles", () => {
  it("creates a role without grants, after the others, and audits it", async () => {
    const before = await auditCount();
    const created = await createRole("Beta testers", { description: "Try things first." });
    expect(created).toMatchObject({
      name: "Beta testers",
      description: "Try things first.",
      type: "member",
      system: false,
      permissions: { global: [], categories: [] },
    });
    const list = json<Role[]>(await get(t.app, "/api/v2/roles", admin));
    expect(list.at(-1)?.roleID).toBe(created.roleID);
    expect(await auditCount()).toBe(before + 1);
  });

  it("leaves new members in the system Member role, wherever another member-type role's row lies on disk", async () => {
    const added = await createRole("Newcomers' helpers");
    expect(added.type).toBe("member");
    // An update writes the Member row's new version after the added role's, so a scan meets the added role first.
    await t.database.db
      .update(roles)
      .set({ sort: 2 })
      .where(eq(roles.roleID, roleIDs.Member ?? 0));
    const response = await t.app.inject({
      method: "POST",
      url: "/api/v2/users",
      headers: XRW,
      // The seed's password: a later test signs in as the newest member.
      payload: { name: "roles_newcomer", email: "roles_newcomer@example.org", password: TEST_PASSWORD },
    });
    expect(response.statusCode).toBe(201);
    const { userID } = json<{ userID: number }>(response);
    const held = await t.database.db
      .select({ roleID: userRoles.roleID })
      .from(userRoles)
      .where(eq(userRoles.userID, userID));
    expect(held).toEqual([{ roleID: roleIDs.Member }]);
  });

  it("refuses a name already taken, whatever its case, with a field error and no row", async () => {
    const before = await t.database.db.select({ n: count() }).from(roles);
    const response = await send("POST", "/api/v2/roles", { name: "  mEMBER " });
    expect(response.statusCode).toBe(422);
    expect(json<ErrorBody>(response).errors?.name?.[0]?.code).toBe("taken");
    expect(await t.database.db.select({ n: count() }).from(roles)).toEqual(before);
  });

  it("answers 400 with field errors for bad input", async () => {
    const cases: [object, string][] = [
      [{}, "name"],
      [{ name: "" }, "name"],
      [{ name: "   " }, "name"],
      [{ name: "x".repeat(101) }, "name"],
      [{ name: "Ok", type: "superuser" }, "type"],
      [{ name: "Ok", sort: -1 }, "sort"],
      [{ name: "Ok", color: "red" }, "color"],
    ];
    for (const [payload, field] of cases) {
      const response = await send("POST", "/api/v2/roles", payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(Object.keys(json<ErrorBody>(response).errors ?? {}), JSON.stringify(payload)).toContain(field);
    }
    expect((await t.database.db.select().from(roles).where(eq(roles.name, "Ok"))).length).toBe(0);
  });
});

describe("PATCH /roles/{id}", () => {
  it("renames and re-sorts a role", async () => {
    const role = await createRole("Helpers");
    const response = await send("PATCH", `/api/v2/roles/${role.roleID}`, { name: "Helpers+", sort: 0 });
    expect(response.statusCode).toBe(200);
    expect(json<RoleDetail>(response)).toMatchObject({ name: "Helpers+", sort: 0 });
    expect((await roleRow(role.roleID))?.name).toBe("Helpers+");
  });

  it("keeps a system role's type and a taken name out, changing nothing", async () => {
    const guest = await roleRow(roleIDs.Guest ?? 0);
    const typeChange = await send("PATCH", `/api/v2/roles/${roleIDs.Guest}`, {
      type: "member",
      name: "Visitors",
    });
    expect(typeChange.statusCode).toBe(422);
    expect(json<ErrorBody>(typeChange).errors?.type?.[0]?.code).toBe("systemRole");
    const taken = await send("PATCH", `/api/v2/roles/${roleIDs.Moderator}`, { name: "administrator" });
    expect(taken.statusCode).toBe(422);
    expect(json<ErrorBody>(taken).errors?.name?.[0]?.code).toBe("taken");
    expect(await roleRow(roleIDs.Guest ?? 0)).toEqual(guest);
    expect((await roleRow(roleIDs.Moderator ?? 0))?.name).toBe("Moderator");
  });

  it("answers 400 to an empty patch and 404 to an unknown role", async () => {
    expect((await send("PATCH", `/api/v2/roles/${roleIDs.Member}`, {})).statusCode).toBe(400);
    expect((await send("PATCH", "/api/v2/roles/99999", { name: "Ghosts" })).statusCode).toBe(404);
  });
});

describe("DELETE /roles/{id}", () => {
  it("refuses the Guest, Member and Administrator roles", async () => {
    for (const name of ["Guest", "Member", "Administrator"]) {
      const response = await send("DELETE", `/api/v2/roles/${roleIDs[name]}`);
      expect(response.statusCode, name).toBe(422);
      expect(json<ErrorBody>(response).errors?.roleID?.[0]?.code).toBe("systemRole");
      expect(await roleRow(roleIDs[name] ?? 0), name).toBeDefined();
    }
  });

  it("deletes another role with its grants and memberships", async () => {
    const role = await createRole("Short-lived");
    const [user] = await t.database.db.select({ userID: users.userID }).from(users).limit(1);
    await t.database.db.insert(userRoles).values({ userID: user?.userID ?? 0, roleID: role.roleID });
    await send("PUT", `/api/v2/roles/${role.roleID}/permissions`, { global: ["tags.add"], categories: [] });
    const response = await send("DELETE", `/api/v2/roles/${role.roleID}`);
    expect(response.statusCode).toBe(204);
    expect((await get(t.app, `/api/v2/roles/${role.roleID}`, admin)).statusCode).toBe(404);
    expect(await grantsOf(role.roleID)).toEqual([]);
    expect(await t.database.db.select().from(userRoles).where(eq(userRoles.roleID, role.roleID))).toEqual([]);
  });
});

describe("PUT /roles/{id}/permissions", () => {
  it("replaces the grants, and the role's members get exactly them", async () => {
    const role = await createRole("Staff readers");
    const [reader] = await t.database.db
      .select({ userID: users.userID, name: users.name })
      .from(users)
      .where(notInArray(users.name, ["admin", "moderator", "member"]))
      .limit(1);
    if (!reader) throw new Error("The seed has no other member.");
    await t.database.db.insert(userRoles).values({ userID: reader.userID, roleID: role.roleID });

    const response = await send("PUT", `/api/v2/roles/${role.roleID}/permissions`, {
      global: ["reactions.view"],
      categories: [{ categoryID: staffID, permissions: ["discussions.view"] }],
    });
    expect(response.statusCode).toBe(200);
    expect(json<RoleDetail>(response).permissions).toEqual({
      global: ["reactions.view"],
      categories: [{ categoryID: staffID, permissions: ["discussions.view"] }],
    });

    const cookie = await signIn(t.app, reader.name);
    const record = json<Permissions>(
      await get(t.app, "/api/v2/users/$me/permissions?expand=junctions", cookie),
    );
    expect(record.junctions?.category).toContain(staffID);
    // The child category uses its parent's permissions: an alias to the junction.
    expect(record.junctionAliases?.category[String(moderationLogID)]).toBe(staffID);
    expect(record.permissions.find((p) => p.type === "global")?.permissions["reactions.view"]).toBe(true);
    expect((await get(t.app, `/api/v2/categories/${staffID}`, cookie)).statusCode).toBe(200);

    // Replacing with nothing takes it all back.
    await send("PUT", `/api/v2/roles/${role.roleID}/permissions`, { global: [], categories: [] });
    expect(await grantsOf(role.roleID)).toEqual([]);
    const after = json<Permissions>(
      await get(t.app, "/api/v2/users/$me/permissions?expand=junctions", cookie),
    );
    expect(after.junctions?.category).not.toContain(staffID);
  });

  it("refuses unknown names, names of the wrong kind and categories that are not permission categories", async () => {
    const grantsBefore = await grantsOf(roleIDs.Member ?? 0);
    const auditsBefore = await auditCount();
    const response = await send("PUT", `/api/v2/roles/${roleIDs.Member}/permissions`, {
      global: ["session.valid", "discussions.view", "made.up", "system.only"],
      categories: [
        { categoryID: -1, permissions: ["discussions.view", "site.manage"] },
        { categoryID: moderationLogID, permissions: ["discussions.view"] },
        { categoryID: 99999, permissions: [] },
        { categoryID: -1, permissions: [] },
      ],
    });
    expect(response.statusCode).toBe(422);
    const errors = json<ErrorBody>(response).errors ?? {};
    expect(errors.global?.map((e) => e.message)).toEqual([
      "discussions.view is a category permission: grant it per category.",
      "made.up is not a global permission.",
      "system.only is not a global permission.",
    ]);
    expect(errors["categories.permissions"]?.map((e) => e.message)).toEqual([
      "site.manage is a global permission: grant it globally.",
    ]);
    expect(errors["categories.categoryID"]?.map((e) => e.code)).toEqual([
      "notPermissionCategory",
      "notPermissionCategory",
      "duplicate",
    ]);
    expect(await grantsOf(roleIDs.Member ?? 0)).toEqual(grantsBefore);
    expect(await auditCount()).toBe(auditsBefore);
  });

  it("answers 400 to a malformed body, changing nothing", async () => {
    const grantsBefore = await grantsOf(roleIDs.Member ?? 0);
    for (const payload of [
      { global: [] },
      { global: { name: "site.manage" }, categories: [] },
      { global: [{}], categories: [] },
      { global: [], categories: [{ categoryID: "root", permissions: [] }] },
    ]) {
      const response = await send("PUT", `/api/v2/roles/${roleIDs.Member}/permissions`, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(json<ErrorBody>(response).errors, JSON.stringify(payload)).toBeDefined();
    }
    expect(await grantsOf(roleIDs.Member ?? 0)).toEqual(grantsBefore);
  });
});

describe("site managers who are not administrators", () => {
  it("manage roles but cannot make or unmake administrator roles", async () => {
    const managers = await createRole("Site managers");
    await send("PUT", `/api/v2/roles/${managers.roleID}/permissions`, {
      global: ["session.valid", "signIn.allow", "site.manage"],
      categories: [],
    });
    const [manager] = await t.database.db
      .select({ userID: users.userID, name: users.name })
      .from(users)
      .where(notInArray(users.name, ["admin", "moderator", "member"]))
      .orderBy(desc(users.userID))
      .limit(1);
    if (!manager) throw new Error("The seed has no other member.");
    await t.database.db.delete(userRoles).where(eq(userRoles.userID, manager.userID));
    await t.database.db.insert(userRoles).values({ userID: manager.userID, roleID: managers.roleID });
    const cookie = await signIn(t.app, manager.name);

    expect((await send("POST", "/api/v2/roles", { name: "Everyday" }, cookie)).statusCode).toBe(201);
    const escalate = await send(
      "POST",
      "/api/v2/roles",
      { name: "Escalated", type: "administrator" },
      cookie,
    );
    expect(escalate.statusCode).toBe(403);
    expect(await t.database.db.select().from(roles).where(eq(roles.name, "Escalated"))).toEqual([]);
    const own = await send("PATCH", `/api/v2/roles/${managers.roleID}`, { type: "administrator" }, cookie);
    expect(own.statusCode).toBe(403);
    expect((await roleRow(managers.roleID))?.type).toBe("member");
    const demote = await send("PATCH", `/api/v2/roles/${roleIDs.Administrator}`, { type: "member" }, cookie);
    expect(demote.statusCode).toBe(403);
    expect((await roleRow(roleIDs.Administrator ?? 0))?.type).toBe("administrator");
  });
});

describe("who may", () => {
  it("answers 401 to guests and 403 to members and moderators on every route, changing nothing", async () => {
    const target = await createRole("Untouchable");
    const auditsBefore = await auditCount();
    const calls: [InjectOptions["method"], string, object | undefined][] = [
      ["GET", `/api/v2/roles/${target.roleID}`, undefined],
      ["GET", "/api/v2/roles/permission-categories", undefined],
      ["POST", "/api/v2/roles", { name: "Intruders" }],
      ["PATCH", `/api/v2/roles/${target.roleID}`, { name: "Owned" }],
      ["PUT", `/api/v2/roles/${target.roleID}/permissions`, { global: ["site.manage"], categories: [] }],
      ["DELETE", `/api/v2/roles/${target.roleID}`, undefined],
    ];
    const viewers: [string, string | undefined, number][] = [
      ["guest", undefined, 401],
      ["member", await signIn(t.app, "member"), 403],
      ["moderator", await signIn(t.app, "moderator"), 403],
    ];
    for (const [who, cookie, status] of viewers) {
      for (const [method, url, payload] of calls) {
        const options: InjectOptions = { method, url, headers: cookie ? { ...XRW, cookie } : { ...XRW } };
        if (payload) options.payload = payload;
        expect((await t.app.inject(options)).statusCode, `${who} ${method} ${url}`).toBe(status);
      }
    }
    expect(await roleRow(target.roleID)).toMatchObject({ name: "Untouchable" });
    expect(await grantsOf(target.roleID)).toEqual([]);
    expect(
      await t.database.db
        .select()
        .from(roles)
        .where(and(eq(roles.name, "Intruders"))),
    ).toEqual([]);
    expect(await auditCount()).toBe(auditsBefore);
  });
});
