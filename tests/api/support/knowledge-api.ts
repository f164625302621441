// Helpers of the knowledge base's API tests (tests/api/knowledge-bases.test.ts, tests/api/articles*.test.ts): calls
// as a role, and knowledge bases, categories and articles made through the API itself.
import type { InjectOptions, LightMyRequestResponse } from "fastify";
import type { Article } from "../../../src/types/generated/api/article";
import type { KnowledgeBase } from "../../../src/types/generated/api/knowledge-base";
import type { KnowledgeCategory } from "../../../src/types/generated/api/knowledge-category";
import type { Role } from "../../../src/types/generated/api/role";
import { createTestApp, get, signIn, type TestApp, XRW } from "./app";

export type Who = "guest" | "member" | "moderator" | "admin";

export interface KnowledgeTestEnv {
  t: TestApp;
  cookies: Record<Who, string | undefined>;
  roleIDs: Record<"Guest" | "Member" | "Moderator" | "Administrator", number>;
  call(
    method: InjectOptions["method"],
    url: string,
    who: Who,
    payload?: object,
  ): Promise<LightMyRequestResponse>;
}

export async function createKnowledgeTestEnv(t?: TestApp): Promise<KnowledgeTestEnv> {
  const app = t ?? (await createTestApp());
  const cookies: Record<Who, string | undefined> = {
    guest: undefined,
    member: await signIn(app.app, "member"),
    moderator: await signIn(app.app, "moderator"),
    admin: await signIn(app.app, "admin"),
  };
  const roles = (await get(app.app, "/api/v2/roles", cookies.admin)).json<Role[]>();
  const roleID = (name: string) => roles.find((role) => role.name === name)?.roleID ?? 0;
  return {
    t: app,
    cookies,
    roleIDs: {
      Guest: roleID("Guest"),
      Member: roleID("Member"),
      Moderator: roleID("Moderator"),
      Administrator: roleID("Administrator"),
    },
    call(method, url, who, payload) {
      const cookie = cookies[who];
      const options: InjectOptions = { method, url, headers: cookie ? { ...XRW, cookie } : { ...XRW } };
      if (payload !== undefined) options.payload = payload;
      return app.app.inject(options);
    },
  };
}

let sequence = 0;
/** A url code no seed uses. */
export const uniqueCode = (prefix: string) => `${prefix}-t${++sequence}-${Date.now().toString(36)}`;

async function ok<T>(pending: Promise<LightMyRequestResponse>, what: string): Promise<T> {
  const response = await pending;
  if (response.statusCode >= 300) throw new Error(`${what}: ${response.statusCode} ${response.body}`);
  return response.json<T>();
}

/** A knowledge base made by the administrator (default permissions unless given). */
export function makeKnowledgeBase(env: KnowledgeTestEnv, body: Record<string, unknown> = {}) {
  return ok<KnowledgeBase>(
    env.call("POST", "/api/v2/knowledge-bases", "admin", {
      name: "Test Help Center",
      urlCode: uniqueCode("help"),
      viewType: "helpCenter",
      ...body,
    }),
    "knowledge base",
  );
}

/** A knowledge base only staff (moderators and administrators) may read and write. */
export function makeStaffKnowledgeBase(env: KnowledgeTestEnv, name = "Staff Handbook") {
  return makeKnowledgeBase(env, {
    name,
    permissions: [
      { roleID: env.roleIDs.Moderator, view: true, edit: true },
      { roleID: env.roleIDs.Administrator, view: true, edit: true },
    ],
  });
}

export async function makeCategory(
  env: KnowledgeTestEnv,
  knowledgeBaseID: number,
  name: string,
  parentID: number | null = null,
): Promise<KnowledgeCategory> {
  return ok<KnowledgeCategory>(
    env.call("POST", "/api/v2/knowledge-categories", "moderator", { knowledgeBaseID, name, parentID }),
    "knowledge category",
  );
}

export async function makeArticle(
  env: KnowledgeTestEnv,
  body: { knowledgeBaseID: number } & Record<string, unknown>,
  who: Who = "moderator",
): Promise<Article> {
  return ok<Article>(
    env.call("POST", "/api/v2/articles", who, {
      name: "Changing your password",
      body: "Open **Edit Profile**, then choose a new password and save.",
      format: "markdown",
      status: "published",
      ...body,
    }),
    "article",
  );
}
