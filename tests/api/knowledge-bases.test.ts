// Knowledge bases and their categories through the API (docs/reference/knowledge-base.md#api): managers create,
// change, delete and restore knowledge bases, audited; everyone reads the ones their roles may; a private one is
// invisible to the others by every route; editors curate the categories; bad input answers 4xx and changes nothing.
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog } from "../../src/server/db/schema";
import { knowledgeBases, knowledgeCategories } from "../../src/server/db/schema-knowledge";
import type { ErrorBody } from "../../src/types/generated/api/error-body";
import type { KnowledgeBase } from "../../src/types/generated/api/knowledge-base";
import type { KnowledgeCategory } from "../../src/types/generated/api/knowledge-category";
import {
  createKnowledgeTestEnv,
  type KnowledgeTestEnv,
  makeArticle,
  makeCategory,
  makeKnowledgeBase,
  makeStaffKnowledgeBase,
  uniqueCode,
} from "./support/knowledge-api";

let env: KnowledgeTestEnv;
beforeAll(async () => {
  env = await createKnowledgeTestEnv();
});
afterAll(() => env.t.close());

const db = () => env.t.database.db;
const baseCount = async () => (await db().select({ n: count() }).from(knowledgeBases))[0]?.n ?? 0;
const categoryCount = async () => (await db().select({ n: count() }).from(knowledgeCategories))[0]?.n ?? 0;
const ids = (list: { knowledgeBaseID: number }[]) => list.map((base) => base.knowledgeBaseID);

describe("POST /knowledge-bases", () => {
  it("creates a knowledge base with the default permissions, audited", async () => {
    const urlCode = uniqueCode("Help");
    const response = await env.call("POST", "/api/v2/knowledge-bases", "admin", {
      name: "  Help Center  ",
      urlCode: urlCode.toLowerCase(),
      viewType: "helpCenter",
      description: "Answers.",
    });
    expect(response.statusCode).toBe(201);
    const created = response.json<KnowledgeBase>();
    expect(created).toMatchObject({
      name: "Help Center",
      urlCode: urlCode.toLowerCase(),
      url: `/kb/${urlCode.toLowerCase()}`,
      viewType: "helpCenter",
      status: "published",
      locale: "en",
      siteSectionID: 0,
      countArticles: 0,
      countCategories: 0,
    });
    const auditID = Number(response.headers["x-audit-log-id"]);
    const [entry] = await db().select().from(auditLog).where(eq(auditLog.auditLogID, auditID));
    expect(entry).toMatchObject({ action: "knowledgeBase.add", recordID: created.knowledgeBaseID });

    const withGrants = (
      await env.call("GET", `/api/v2/knowledge-bases/${created.knowledgeBaseID}?expand=permissions`, "admin")
    ).json<KnowledgeBase>();
    const grant = (roleID: number) => withGrants.permissions?.find((item) => item.roleID === roleID);
    expect(grant(env.roleIDs.Guest)).toEqual({ roleID: env.roleIDs.Guest, view: true, edit: false });
    expect(grant(env.roleIDs.Member)).toEqual({ roleID: env.roleIDs.Member, view: true, edit: false });
    expect(grant(env.roleIDs.Moderator)).toEqual({ roleID: env.roleIDs.Moderator, view: true, edit: true });
    expect(grant(env.roleIDs.Administrator)?.edit).toBe(true);
  });

  it("is the managers' alone", async () => {
    const before = await baseCount();
    const body = { name: "Nope", urlCode: uniqueCode("nope"), viewType: "guide" };
    expect((await env.call("POST", "/api/v2/knowledge-bases", "guest", body)).statusCode).toBe(401);
    expect((await env.call("POST", "/api/v2/knowledge-bases", "member", body)).statusCode).toBe(403);
    expect((await env.call("POST", "/api/v2/knowledge-bases", "moderator", body)).statusCode).toBe(403);
    expect(await baseCount()).toBe(before);
  });

  it("refuses bad input with field errors and writes nothing", async () => {
    const taken = await makeKnowledgeBase(env);
    const before = await baseCount();
    const cases: [object, number, string][] = [
      [{ name: "Dup", urlCode: taken.urlCode, viewType: "guide" }, 422, "urlCode"],
      [{ name: "Digits", urlCode: "12345", viewType: "guide" }, 400, "urlCode"],
      [{ name: "Reserved", urlCode: "search", viewType: "guide" }, 422, "urlCode"],
      [{ name: "   ", urlCode: uniqueCode("blank"), viewType: "guide" }, 400, "name"],
      [{ name: "Kind", urlCode: uniqueCode("kind"), viewType: "wiki" }, 400, "viewType"],
      [{ name: "Code", urlCode: "Not A Slug", viewType: "guide" }, 400, "urlCode"],
      [
        { name: "Section", urlCode: uniqueCode("sec"), viewType: "guide", siteSectionID: 999 },
        422,
        "siteSectionID",
      ],
      [
        {
          name: "Roles",
          urlCode: uniqueCode("roles"),
          viewType: "guide",
          permissions: [{ roleID: 987654, view: true, edit: false }],
        },
        422,
        "permissions",
      ],
    ];
    for (const [payload, status, field] of cases) {
      const response = await env.call("POST", "/api/v2/knowledge-bases", "admin", payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(status);
      const body = response.json<ErrorBody>();
      expect(body.status).toBe(status);
      expect(Object.keys(body.errors ?? {}), JSON.stringify(body)).toContain(field);
    }
    // A url code differing only by case is the same code.
    const upper = await env.call("POST", "/api/v2/knowledge-bases", "admin", {
      name: "Upper",
      urlCode: taken.urlCode,
      viewType: "guide",
    });
    expect(upper.statusCode).toBe(422);
    expect(await baseCount()).toBe(before);
  });

  it("needs the X-Requested-With header", async () => {
    const before = await baseCount();
    const response = await env.t.app.inject({
      method: "POST",
      url: "/api/v2/knowledge-bases",
      headers: { cookie: env.cookies.admin ?? "" },
      payload: { name: "Forged", urlCode: uniqueCode("forged"), viewType: "guide" },
    });
    expect(response.statusCode).toBe(403);
    expect(await baseCount()).toBe(before);
  });
});

describe("GET /knowledge-bases", () => {
  it("lists and reads by ID or url code (any case), with viewerCanEdit", async () => {
    const base = await makeKnowledgeBase(env, { name: "Readable" });
    const guestList = (await env.call("GET", "/api/v2/knowledge-bases", "guest")).json<KnowledgeBase[]>();
    expect(ids(guestList)).toContain(base.knowledgeBaseID);
    expect(guestList.find((item) => item.knowledgeBaseID === base.knowledgeBaseID)?.viewerCanEdit).toBe(
      false,
    );
    const byCode = await env.call("GET", `/api/v2/knowledge-bases/${base.urlCode.toUpperCase()}`, "guest");
    expect(byCode.statusCode).toBe(200);
    expect(byCode.json<KnowledgeBase>().knowledgeBaseID).toBe(base.knowledgeBaseID);
    const asModerator = await env.call("GET", `/api/v2/knowledge-bases/${base.knowledgeBaseID}`, "moderator");
    expect(asModerator.json<KnowledgeBase>().viewerCanEdit).toBe(true);
    // Grants are the editors' business.
    const asMember = await env.call(
      "GET",
      `/api/v2/knowledge-bases/${base.knowledgeBaseID}?expand=permissions`,
      "member",
    );
    expect(asMember.json<KnowledgeBase>().permissions).toBeUndefined();
  });

  it("keeps a private knowledge base from everyone else, by every read", async () => {
    const secret = await makeStaffKnowledgeBase(env, "Staff Only Handbook zk1");
    const category = await makeCategory(env, secret.knowledgeBaseID, "Secret chapter zk1");
    await makeArticle(env, { knowledgeBaseID: secret.knowledgeBaseID, name: "Secret article zk1" });
    for (const who of ["guest", "member"] as const) {
      const list = await env.call("GET", "/api/v2/knowledge-bases", who);
      expect(list.body).not.toContain("zk1");
      for (const url of [
        `/api/v2/knowledge-bases/${secret.knowledgeBaseID}`,
        `/api/v2/knowledge-bases/${secret.urlCode}`,
        `/api/v2/knowledge-categories?knowledgeBaseID=${secret.knowledgeBaseID}`,
        `/api/v2/knowledge-categories/${category.knowledgeCategoryID}`,
        `/api/v2/articles?knowledgeBaseID=${secret.knowledgeBaseID}`,
        `/api/v2/articles?knowledgeCategoryID=${category.knowledgeCategoryID}`,
      ]) {
        const response = await env.call("GET", url, who);
        expect(response.statusCode, `${who} ${url}`).toBe(404);
        expect(response.body).not.toContain("zk1");
      }
      expect((await env.call("GET", "/api/v2/articles?limit=100", who)).body).not.toContain("zk1");
    }
    const staff = await env.call("GET", `/api/v2/knowledge-bases/${secret.knowledgeBaseID}`, "moderator");
    expect(staff.json<KnowledgeBase>()).toMatchObject({ name: "Staff Only Handbook zk1", countArticles: 1 });
  });
});

describe("PATCH and DELETE /knowledge-bases/{id}", () => {
  it("changes fields and grants, deletes and restores", async () => {
    const base = await makeKnowledgeBase(env);
    const path = `/api/v2/knowledge-bases/${base.knowledgeBaseID}`;
    expect((await env.call("PATCH", path, "member", { name: "Mine" })).statusCode).toBe(403);
    const patched = await env.call("PATCH", path, "admin", {
      name: "Renamed",
      viewType: "guide",
      permissions: [{ roleID: env.roleIDs.Moderator, view: true, edit: false }],
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.headers["x-audit-log-id"]).toBeTruthy();
    expect(patched.json<KnowledgeBase>()).toMatchObject({ name: "Renamed", viewType: "guide" });
    // The guests' and members' grants are gone; the moderator may read but no longer write.
    expect((await env.call("GET", path, "guest")).statusCode).toBe(404);
    expect((await env.call("GET", path, "moderator")).json<KnowledgeBase>().viewerCanEdit).toBe(false);

    expect((await env.call("DELETE", path, "moderator")).statusCode).toBe(403);
    const deleted = await env.call("DELETE", path, "admin");
    expect(deleted.statusCode).toBe(204);
    expect((await env.call("GET", path, "moderator")).statusCode).toBe(404);
    const listed = await env.call("GET", "/api/v2/knowledge-bases?status=deleted", "admin");
    expect(ids(listed.json<KnowledgeBase[]>())).toContain(base.knowledgeBaseID);
    expect((await env.call("GET", "/api/v2/knowledge-bases?status=deleted", "member")).json()).toEqual([]);

    const restored = await env.call("PATCH", path, "admin", { status: "published" });
    expect(restored.json<KnowledgeBase>().status).toBe("published");
    expect((await env.call("GET", path, "moderator")).statusCode).toBe(200);
  });

  it("refuses a url code another knowledge base has, changing nothing", async () => {
    const first = await makeKnowledgeBase(env);
    const second = await makeKnowledgeBase(env, { name: "Second" });
    const response = await env.call("PATCH", `/api/v2/knowledge-bases/${second.knowledgeBaseID}`, "admin", {
      name: "Changed",
      urlCode: first.urlCode,
    });
    expect(response.statusCode).toBe(422);
    const again = (
      await env.call("GET", `/api/v2/knowledge-bases/${second.knowledgeBaseID}`, "admin")
    ).json<KnowledgeBase>();
    expect(again).toMatchObject({ name: "Second", urlCode: second.urlCode });
    expect(
      (await env.call("PATCH", `/api/v2/knowledge-bases/${second.knowledgeBaseID}`, "admin", {})).statusCode,
    ).toBe(400);
    expect(
      (await env.call("PATCH", "/api/v2/knowledge-bases/2147483647", "admin", { name: "x" })).statusCode,
    ).toBe(404);
  });
});

describe("knowledge categories", () => {
  it("are listed in tree order with depth and counts, and curated by editors", async () => {
    const base = await makeKnowledgeBase(env);
    const top = await makeCategory(env, base.knowledgeBaseID, "Accounts");
    const second = await makeCategory(env, base.knowledgeBaseID, "Posting");
    const nested = await makeCategory(env, base.knowledgeBaseID, "Passwords", top.knowledgeCategoryID);
    await makeArticle(env, {
      knowledgeBaseID: base.knowledgeBaseID,
      knowledgeCategoryID: nested.knowledgeCategoryID,
    });
    const list = (
      await env.call("GET", `/api/v2/knowledge-categories?knowledgeBaseID=${base.knowledgeBaseID}`, "guest")
    ).json<KnowledgeCategory[]>();
    expect(list.map((item) => [item.name, item.depth, item.countArticles])).toEqual([
      ["Accounts", 1, 0],
      ["Passwords", 2, 1],
      ["Posting", 1, 0],
    ]);
    expect(nested.url).toBe(`/kb/categories/${nested.knowledgeCategoryID}-passwords`);
    const one = await env.call("GET", `/api/v2/knowledge-categories/${nested.knowledgeCategoryID}`, "member");
    expect(one.json<KnowledgeCategory>()).toMatchObject({ parentID: top.knowledgeCategoryID, depth: 2 });

    const payload = { knowledgeBaseID: base.knowledgeBaseID, name: "Mine" };
    expect((await env.call("POST", "/api/v2/knowledge-categories", "guest", payload)).statusCode).toBe(401);
    expect((await env.call("POST", "/api/v2/knowledge-categories", "member", payload)).statusCode).toBe(403);

    const renamed = await env.call(
      "PATCH",
      `/api/v2/knowledge-categories/${second.knowledgeCategoryID}`,
      "moderator",
      {
        name: "Posting and replies",
        parentID: top.knowledgeCategoryID,
      },
    );
    expect(renamed.json<KnowledgeCategory>()).toMatchObject({ name: "Posting and replies", depth: 2 });
  });

  it("refuses parents elsewhere or below, and deleting what still holds things", async () => {
    const base = await makeKnowledgeBase(env);
    const other = await makeKnowledgeBase(env, { name: "Other" });
    const top = await makeCategory(env, base.knowledgeBaseID, "Top");
    const child = await makeCategory(env, base.knowledgeBaseID, "Child", top.knowledgeCategoryID);
    const foreign = await makeCategory(env, other.knowledgeBaseID, "Foreign");
    const before = await categoryCount();
    const elsewhere = await env.call("POST", "/api/v2/knowledge-categories", "moderator", {
      knowledgeBaseID: base.knowledgeBaseID,
      name: "Stray",
      parentID: foreign.knowledgeCategoryID,
    });
    expect(elsewhere.statusCode).toBe(422);
    expect(Object.keys(elsewhere.json<ErrorBody>().errors ?? {})).toEqual(["parentID"]);
    const blank = await env.call("POST", "/api/v2/knowledge-categories", "moderator", {
      knowledgeBaseID: base.knowledgeBaseID,
      name: "  ",
    });
    expect(blank.statusCode).toBe(400);
    expect(await categoryCount()).toBe(before);
    const cycle = await env.call(
      "PATCH",
      `/api/v2/knowledge-categories/${top.knowledgeCategoryID}`,
      "moderator",
      {
        parentID: child.knowledgeCategoryID,
      },
    );
    expect(cycle.statusCode).toBe(422);

    expect(
      (await env.call("DELETE", `/api/v2/knowledge-categories/${top.knowledgeCategoryID}`, "moderator"))
        .statusCode,
    ).toBe(409);
    const article = await makeArticle(env, {
      knowledgeBaseID: base.knowledgeBaseID,
      knowledgeCategoryID: child.knowledgeCategoryID,
    });
    const holding = await env.call(
      "DELETE",
      `/api/v2/knowledge-categories/${child.knowledgeCategoryID}`,
      "moderator",
    );
    expect(holding.statusCode).toBe(409);
    expect(holding.json<ErrorBody>().message).toMatch(/still holds/);
    // A deleted article does not hold its category: it returns at the top level.
    await env.call("DELETE", `/api/v2/articles/${article.articleID}`, "moderator");
    expect(
      (await env.call("DELETE", `/api/v2/knowledge-categories/${child.knowledgeCategoryID}`, "member"))
        .statusCode,
    ).toBe(403);
    expect(
      (await env.call("DELETE", `/api/v2/knowledge-categories/${child.knowledgeCategoryID}`, "moderator"))
        .statusCode,
    ).toBe(204);
    const restored = await env.call("PATCH", `/api/v2/articles/${article.articleID}`, "moderator", {
      status: "published",
    });
    expect(restored.json()).toMatchObject({ status: "published", knowledgeCategoryID: null });
  });
});
