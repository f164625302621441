// The audit log: each role change records who, what, when, from where, the audit headers of
// docs/reference/api-conventions.md#request-headers and the change itself; refused and failed requests record
// nothing.
import { desc, eq } from "drizzle-orm";
import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, users } from "../../src/server/db/schema";
import { type AuditActor, parseAuditQuery, recordAudit } from "../../src/server/services/audit-log";
import type { AuditLogEntry } from "../../src/types/generated/api/audit-log-entry";
import type { ErrorBody } from "../../src/types/generated/api/error-body";
import type { RoleDetail } from "../../src/types/generated/api/role-detail";
import { createTestApp, json, signIn, type TestApp, XRW } from "./support/app";

let t: TestApp;
let admin: string;
let adminID = 0;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t.app, "admin");
  const [row] = await t.database.db
    .select({ userID: users.userID })
    .from(users)
    .where(eq(users.name, "admin"));
  adminID = row?.userID ?? 0;
});
afterAll(() => t.close());

function send(
  method: "POST" | "PATCH" | "PUT" | "DELETE",
  url: string,
  payload?: object,
  headers: Record<string, string> = {},
  cookie = admin,
) {
  const options: InjectOptions = { method, url, headers: { ...XRW, cookie, ...headers } };
  if (payload !== undefined) options.payload = payload;
  return t.app.inject(options);
}

const entries = () => t.database.db.select().from(auditLog).orderBy(desc(auditLog.auditLogID));
const entry = async (id: number) =>
  (await t.database.db.select().from(auditLog).where(eq(auditLog.auditLogID, id)))[0];

describe("audit entries of role changes", () => {
  it("records who, what, where from and the change, and answers the entry's id", async () => {
    const started = Date.now();
    const response = await send("POST", "/api/v2/roles?from=dashboard", { name: "Auditors" });
    expect(response.statusCode).toBe(201);
    const role = json<RoleDetail>(response);
    const id = Number(response.headers["x-audit-log-id"]);
    const row = await entry(id);
    expect(row).toMatchObject({
      userID: adminID,
      action: "role.add",
      recordType: "role",
      recordID: role.roleID,
      requestMethod: "POST",
      requestPath: "/api/v2/roles",
      ipAddress: "127.0.0.1",
      parentAuditLogID: null,
      parentRequestPath: null,
      parentRequestMethod: null,
      parentRequestQuery: null,
      changes: { before: null, after: role },
    });
    expect(row?.dateInserted.getTime()).toBeGreaterThanOrEqual(started - 1000);
  });

  it("keeps the audit headers, linking to a real parent entry", async () => {
    const parent = await send("POST", "/api/v2/roles", { name: "Parents" });
    const parentID = Number(parent.headers["x-audit-log-id"]);
    const role = json<RoleDetail>(parent);
    const response = await send(
      "PUT",
      `/api/v2/roles/${role.roleID}/permissions`,
      { global: ["tags.add"], categories: [{ categoryID: -1, permissions: ["discussions.view"] }] },
      {
        "X-Parent-Audit-Log-Id": String(parentID),
        "X-Parent-Audit-Log-Request-Path": "/dashboard/roles",
        "X-Parent-Audit-Log-Request-Method": "get",
        "X-Parent-Audit-Log-Request-Query": JSON.stringify({ roleID: role.roleID }),
      },
    );
    expect(response.statusCode).toBe(200);
    const row = await entry(Number(response.headers["x-audit-log-id"]));
    expect(row).toMatchObject({
      action: "role.permissions",
      recordID: role.roleID,
      requestMethod: "PUT",
      parentAuditLogID: parentID,
      parentRequestPath: "/dashboard/roles",
      parentRequestMethod: "GET",
      parentRequestQuery: { roleID: role.roleID },
      changes: {
        before: { global: [], categories: [] },
        after: { global: ["tags.add"], categories: [{ categoryID: -1, permissions: ["discussions.view"] }] },
      },
    });
  });

  it("links nothing when the parent id names no entry, and reads a query-string query header", async () => {
    const response = await send(
      "POST",
      "/api/v2/roles",
      { name: "Orphans" },
      { "X-Parent-Audit-Log-Id": "999999", "X-Parent-Audit-Log-Request-Query": "?page=2&sort=name" },
    );
    const row = await entry(Number(response.headers["x-audit-log-id"]));
    expect(row?.parentAuditLogID).toBeNull();
    expect(row?.parentRequestQuery).toEqual({ page: "2", sort: "name" });
  });

  it("records edits and deletes with what was there before", async () => {
    const role = json<RoleDetail>(await send("POST", "/api/v2/roles", { name: "Renamed" }));
    const patched = await send("PATCH", `/api/v2/roles/${role.roleID}`, { description: "Now described." });
    const edit = await entry(Number(patched.headers["x-audit-log-id"]));
    expect(edit?.action).toBe("role.edit");
    expect(edit?.changes).toMatchObject({
      before: { description: "" },
      after: { description: "Now described." },
    });
    const deleted = await send("DELETE", `/api/v2/roles/${role.roleID}`);
    expect(deleted.statusCode).toBe(204);
    const removal = await entry(Number(deleted.headers["x-audit-log-id"]));
    expect(removal).toMatchObject({ action: "role.delete", recordID: role.roleID });
    expect(removal?.changes).toMatchObject({
      before: { name: "Renamed", description: "Now described." },
      after: null,
    });
  });

  it("records nothing for refused or invalid requests", async () => {
    const before = (await entries()).length;
    const member = await signIn(t.app, "member");
    expect((await send("POST", "/api/v2/roles", { name: "Nope" }, {}, member)).statusCode).toBe(403);
    expect((await send("POST", "/api/v2/roles", { name: "Auditors" })).statusCode).toBe(422);
    expect((await send("POST", "/api/v2/roles", { name: { first: "x" } })).statusCode).toBe(400);
    const guestDelete = await t.app.inject({ method: "DELETE", url: "/api/v2/roles/1", headers: XRW });
    expect(guestDelete.statusCode).toBe(401);
    expect((await entries()).length).toBe(before);
  });

  it("keeps the entry when the acting user is deleted", async () => {
    const [user] = await t.database.db
      .insert(users)
      .values({ name: "Leaving admin", email: "leaving@example.com", passwordHash: "x" })
      .returning({ userID: users.userID });
    const actor: AuditActor = {
      userID: user?.userID ?? 0,
      ipAddress: "192.0.2.1",
      method: "DELETE",
      path: "/api/v2/roles/42",
      parentAuditLogID: null,
      parentRequestPath: null,
      parentRequestMethod: null,
      parentRequestQuery: null,
    };
    const id = await recordAudit(t.database.db, actor, {
      action: "role.delete",
      recordType: "role",
      recordID: 42,
      changes: { before: { name: "Gone" }, after: null },
    });
    expect((await entry(id))?.userID).toBe(user?.userID);
    await t.database.db.delete(users).where(eq(users.userID, user?.userID ?? 0));
    expect(await entry(id)).toMatchObject({ userID: null, action: "role.delete", ipAddress: "192.0.2.1" });
  });
});

describe("GET /audit-logs", () => {
  it("lists entries newest first, one record's history on request, with paging headers", async () => {
    const cookie = admin;
    const role = json<RoleDetail>(await send("POST", "/api/v2/roles", { name: "Historic" }));
    await send("PATCH", `/api/v2/roles/${role.roleID}`, { sort: 7 });
    const response = await t.app.inject({
      method: "GET",
      url: `/api/v2/audit-logs?recordType=role&recordID=${role.roleID}&limit=1`,
      headers: { cookie },
    });
    expect(response.statusCode).toBe(200);
    const list = json<AuditLogEntry[]>(response);
    expect(list.map((e) => e.action)).toEqual(["role.edit"]);
    expect(list[0]).toMatchObject({
      recordType: "role",
      recordID: role.roleID,
      requestMethod: "PATCH",
      userID: adminID,
      userName: "admin",
    });
    expect(Number.isNaN(Date.parse(list[0]?.dateInserted ?? ""))).toBe(false);
    expect(response.headers["x-app-page-result-count"]).toBe("2");
    expect(response.headers["x-app-page-next-url"]).toContain("page=2");
    const all = json<AuditLogEntry[]>(
      await t.app.inject({ method: "GET", url: "/api/v2/audit-logs", headers: { cookie } }),
    );
    const ids = all.map((e) => e.auditLogID);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
  });

  it("answers 401 to guests, 403 to members and moderators, 400 to a bad query", async () => {
    expect((await t.app.inject({ method: "GET", url: "/api/v2/audit-logs" })).statusCode).toBe(401);
    for (const who of ["member", "moderator"]) {
      const cookie = await signIn(t.app, who);
      expect(
        (await t.app.inject({ method: "GET", url: "/api/v2/audit-logs", headers: { cookie } })).statusCode,
      ).toBe(403);
    }
    const bad = await t.app.inject({
      method: "GET",
      url: "/api/v2/audit-logs?limit=1000",
      headers: { cookie: admin },
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(json<ErrorBody>(bad).errors ?? {})).toContain("limit");
  });
});

describe("parseAuditQuery", () => {
  it("reads JSON objects and query strings, and nothing from an absent header", () => {
    expect(parseAuditQuery(null)).toBeNull();
    expect(parseAuditQuery('{"a":1}')).toEqual({ a: 1 });
    expect(parseAuditQuery("a=1&b=x%20y")).toEqual({ a: "1", b: "x y" });
    expect(parseAuditQuery("[1,2]")).toEqual({ "[1,2]": "" });
  });
});
