// The permission matrix, shared by tests/api/permission-matrix*.test.ts: an app on a fresh seeded database with the
// HTML pages mounted (as in production), a private (staff-only) discussion, comment, conversation, notification,
// collection, layout and media file made for the walk, and the runner that walks rows as guest, member, moderator and
// administrator. Every response to a guest or a member is checked for the private records' names and bodies, whatever
// its status.

import { eq } from "drizzle-orm";
import type { InjectOptions, LightMyRequestResponse } from "fastify";
import { expect, it } from "vitest";
import {
  collectionRecords,
  collections,
  fragments,
  notifications,
  users,
} from "../../../src/server/db/schema";
import { webPages } from "../../../src/server/web/pages";
import { createTestApp, signIn, type TestApp, XRW } from "./app";
import { categoryIDByUrlcode } from "./data";
import { type CurationMatrixIDs, createCurationMatrixRecords } from "./permission-matrix-curation";
import { createGroupMatrixRecords, GROUP_SECRET, type GroupMatrixIDs } from "./permission-matrix-groups";
import {
  createKnowledgeMatrixRecords,
  KNOWLEDGE_SECRET,
  type KnowledgeMatrixIDs,
} from "./permission-matrix-knowledge";

export type Who = "guest" | "member" | "moderator" | "admin";
export const WHO: Who[] = ["guest", "member", "moderator", "admin"];

const SHELL = `<!doctype html><html><head><title>x</title><!--quorum-head--></head><body><div id="root"></div><!--quorum-state--></body></html>`;

/** Texts only staff may read: none may appear in anything a guest or a member is sent. */
export const SECRET = {
  discussion: "Quarterly moderation plan zq17",
  comment: "Escalation list for zq17 reviewers",
  conversation: "Between staff only zq17",
  ...KNOWLEDGE_SECRET,
  ...GROUP_SECRET,
} as const;

interface MatrixIDs {
  staff: number;
  modlog: number;
  publicCategory: number;
  discussion: number;
  comment: number;
  memberID: number;
  moderatorID: number;
  adminID: number;
  collection: number;
  /** A role made for the walk, so editing it changes nobody's rights. */
  role: number;
  layout: number;
  revision: number;
  conversation: number;
  /** A notification of the moderator's about the private discussion. */
  notification: number;
  /** Two more private discussions, for rows that delete one as the moderator and one as the administrator. */
  spareDiscussions: [number, number];
  /** A draft of the moderator's (drafts are their author's alone). */
  draft: number;
  mediaKey: string;
  /** The administrator's other session (not the one the matrix uses). */
  adminOtherSession: string;
  /** The knowledge bases, categories and articles of permission-matrix-knowledge.ts. */
  knowledge: KnowledgeMatrixIDs;
  /** The spare collection and tags of permission-matrix-curation.ts. */
  curation: CurationMatrixIDs;
  /** The private and secret groups of permission-matrix-groups.ts. */
  groups: GroupMatrixIDs;
}

export interface MatrixEnv {
  t: TestApp;
  cookies: Record<Who, string | undefined>;
  ids: MatrixIDs;
  /** The private category names and the SECRET texts. */
  secrets: string[];
}

export const FRAGMENT_UUID = "9b1e7c3a-matrix";

export interface Row {
  /** The route as Fastify knows it: "METHOD /path/:param". */
  route: string;
  /** Tells rows of one route apart in the test names. */
  note?: string;
  url: (env: MatrixEnv, who: Who) => string;
  payload?: (env: MatrixEnv, who: Who) => object | Buffer;
  headers?: Record<string, string>;
  /** Statuses for guest, member, moderator, admin. */
  expected: [number, number, number, number];
  /** A session made for this row alone (the row ends it), instead of the role's shared one. */
  ownSession?: boolean;
  /** Whose answers must hold no secret (default: the guest's and the member's). */
  keepsSecretsFrom?: Who[];
  /** A secret the moderator's and the administrator's 2xx answers do hold: proof the leak check can see it. */
  showsStaff?: keyof typeof SECRET;
  /** An endless response (server-sent events): only the status and headers are read. */
  stream?: boolean;
}

/** A signed-in viewer's own user id; a guest asks for the member's. */
export const selfID = (env: MatrixEnv, who: Who) =>
  who === "moderator" ? env.ids.moderatorID : who === "admin" ? env.ids.adminID : env.ids.memberID;

export const post = (title: string) => ({ name: title, body: `${title}: body`, format: "markdown" });

async function send(
  env: { t: TestApp },
  method: InjectOptions["method"],
  url: string,
  cookie: string | undefined,
  payload?: object,
): Promise<LightMyRequestResponse> {
  const options: InjectOptions = { method, url, headers: cookie ? { ...XRW, cookie } : { ...XRW } };
  if (payload) options.payload = payload;
  return env.t.app.inject(options);
}

async function created<T>(response: LightMyRequestResponse, what: string): Promise<T> {
  if (response.statusCode >= 300) throw new Error(`${what}: ${response.statusCode} ${response.body}`);
  return response.json<T>();
}

/** A 1×1 PNG as a multipart/form-data upload. */
export function pngUpload(): { payload: Buffer; contentType: string } {
  const boundary = "----quorum-matrix-boundary";
  const png = Buffer.from(
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
    "base64",
  );
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="dot.png"\r\nContent-Type: image/png\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head, "latin1"), png, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

export async function createMatrixEnv(): Promise<MatrixEnv> {
  const t = await createTestApp({ extraPlugins: [(app) => webPages(app, { indexHtml: SHELL })] });
  const { db } = t.database;
  const cookies: Record<Who, string | undefined> = { guest: undefined, member: "", moderator: "", admin: "" };
  for (const who of ["member", "moderator", "admin"] as const) cookies[who] = await signIn(t.app, who);
  const env = { t };
  const categoryRows = await db.query.categories.findMany({
    columns: { categoryID: true, urlcode: true, name: true },
  });
  const category = (urlcode: string) => categoryRows.find((c) => c.urlcode === urlcode);
  const userID = async (name: string) =>
    (await db.select({ userID: users.userID }).from(users).where(eq(users.name, name)))[0]?.userID ?? 0;
  const ids: MatrixIDs = {
    staff: category("staff")?.categoryID ?? 0,
    modlog: category("moderation-log")?.categoryID ?? 0,
    publicCategory: await categoryIDByUrlcode(db, "general"),
    discussion: 0,
    comment: 0,
    memberID: await userID("member"),
    moderatorID: await userID("moderator"),
    adminID: await userID("admin"),
    collection: 0,
    role: 0,
    layout: 0,
    revision: 0,
    conversation: 0,
    notification: 0,
    spareDiscussions: [0, 0],
    draft: 0,
    mediaKey: "",
    adminOtherSession: "",
    knowledge: {} as KnowledgeMatrixIDs,
    curation: {} as CurationMatrixIDs,
    groups: {} as GroupMatrixIDs,
  };
  const admin = cookies.admin;
  const moderator = cookies.moderator;

  const discussion = await created<{ discussionID: number }>(
    await send(env, "POST", "/api/v2/discussions", admin, {
      ...post(SECRET.discussion),
      categoryID: ids.staff,
    }),
    "private discussion",
  );
  ids.discussion = discussion.discussionID;
  for (const index of [0, 1] as const) {
    const spare = await created<{ discussionID: number }>(
      await send(env, "POST", "/api/v2/discussions", admin, {
        ...post(`Spare staff note ${index + 1}`),
        categoryID: ids.staff,
      }),
      "spare private discussion",
    );
    ids.spareDiscussions[index] = spare.discussionID;
  }
  // The mentions notify the moderator about a record in the private category, and would tell the member about it
  // if notifications ignored who may see what.
  const comment = await created<{ commentID: number }>(
    await send(env, "POST", "/api/v2/comments", admin, {
      discussionID: ids.discussion,
      body: `${SECRET.comment} @moderator @member`,
      format: "markdown",
    }),
    "private comment",
  );
  ids.comment = comment.commentID;
  const [notification] = await db
    .select({ id: notifications.notificationID })
    .from(notifications)
    .where(eq(notifications.userID, ids.moderatorID));
  ids.notification = notification?.id ?? 0;
  const draft = await created<{ draftID: number }>(
    await send(env, "POST", "/api/v2/drafts", moderator, {
      recordType: "comment",
      parentRecordType: "discussion",
      parentRecordID: ids.discussion,
      attributes: { body: "A moderator's unposted reply", format: "markdown" },
    }),
    "moderator's draft",
  );
  ids.draft = draft.draftID;

  const conversation = await created<{ conversationID: number }>(
    await send(env, "POST", "/api/v2/conversations", moderator, {
      participantUserIDs: [ids.adminID],
      body: SECRET.conversation,
      format: "markdown",
    }),
    "staff conversation",
  );
  ids.conversation = conversation.conversationID;

  const [collection] = await db
    .insert(collections)
    .values({ name: "Matrix picks", insertUserID: 1 })
    .returning();
  ids.collection = collection?.collectionID ?? 0;
  await db.insert(collectionRecords).values([
    { collectionID: ids.collection, recordType: "discussion", recordID: ids.discussion, sort: 0 },
    { collectionID: ids.collection, recordType: "category", recordID: ids.staff, sort: 1 },
  ]);
  await db.insert(fragments).values({
    fragmentUUID: FRAGMENT_UUID,
    fragmentType: "HtmlFragment",
    name: "Matrix",
    js: "export default function Matrix() { return null; }",
    css: ".matrix{color:red}",
    insertUserID: 1,
  });

  const role = await created<{ roleID: number }>(
    await send(env, "POST", "/api/v2/roles", admin, { name: "Matrix role" }),
    "role",
  );
  ids.role = role.roleID;

  const layout = await created<{ layoutID: number | string }>(
    await send(env, "POST", "/api/v2/layouts", admin, {
      name: "Matrix home",
      layoutViewType: "home",
      layout: [],
    }),
    "stored layout",
  );
  ids.layout = Number(layout.layoutID);
  // Creating a layout saves its first revision.
  const [revision] = await created<{ revisionID: number }[]>(
    await send(env, "GET", `/api/v2/layouts/${ids.layout}/revisions`, admin),
    "layout revisions",
  );
  ids.revision = revision?.revisionID ?? 0;

  const { payload, contentType } = pngUpload();
  const media = await env.t.app.inject({
    method: "POST",
    url: "/api/v2/media",
    headers: { ...XRW, cookie: admin ?? "", "content-type": contentType },
    payload,
  });
  const stored = await created<{ url: string }>(media, "media upload");
  ids.mediaKey = stored.url.split("/").pop() ?? "";

  await signIn(t.app, "admin");
  const sessions = await created<{ sessionID: string; current: boolean }[]>(
    await send(env, "GET", "/api/v2/users/me/sessions", admin),
    "admin sessions",
  );
  ids.adminOtherSession = sessions.find((s) => !s.current)?.sessionID ?? "";
  ids.knowledge = await createKnowledgeMatrixRecords(t, admin);
  ids.curation = await createCurationMatrixRecords(t);
  ids.groups = await createGroupMatrixRecords(t, admin);

  const secrets = [
    category("staff")?.name ?? "",
    category("moderation-log")?.name ?? "",
    ...Object.values(SECRET),
  ];
  for (const secret of secrets) expect(secret, "every secret is known").not.toBe("");
  return { t, cookies, ids, secrets };
}

/** Walks one row as the four roles: their statuses, and no secret in what a guest or a member gets. */
async function walk(env: MatrixEnv, row: Row): Promise<void> {
  const method = row.route.split(" ")[0] as InjectOptions["method"];
  const got: Record<string, number> = {};
  const want: Record<string, number> = {};
  const answers: string[] = [];
  for (const [index, who] of WHO.entries()) {
    const cookie = row.ownSession && who !== "guest" ? await signIn(env.t.app, who) : env.cookies[who];
    const headers: Record<string, string> = { ...XRW, ...row.headers };
    if (cookie) headers.cookie = cookie;
    const options: InjectOptions = { method, url: row.url(env, who), headers };
    if (row.payload) options.payload = row.payload(env, who);
    if (row.stream) options.payloadAsStream = true;
    const response = await env.t.app.inject(options);
    if (row.stream) response.stream().destroy();
    got[who] = response.statusCode;
    want[who] = row.expected[index] ?? 0;
    if (got[who] !== want[who])
      answers.push(`${who}: ${got[who]} ${row.stream ? "" : response.body.slice(0, 300)}`);
    const body = row.stream ? "" : response.body;
    if ((row.keepsSecretsFrom ?? ["guest", "member"]).includes(who)) {
      for (const secret of env.secrets) {
        expect(body.includes(secret), `${row.route} tells the ${who} "${secret}"`).toBe(false);
      }
    }
    if (row.showsStaff && (who === "moderator" || who === "admin") && response.statusCode < 300) {
      expect(body, `${row.route} shows the ${who} the private record`).toContain(SECRET[row.showsStaff]);
    }
  }
  expect(got, answers.join("\n")).toEqual(want);
}

/** One test per row. */
export function matrixTests(rows: Row[], env: () => MatrixEnv): void {
  const name = (row: Row) => (row.note ? `${row.route} (${row.note})` : row.route);
  it.each(rows.map((row) => [name(row), row] as const))("%s", (_, row) => walk(env(), row));
}

/** Every "METHOD /path" the app serves (HEAD aside), read from Fastify's route tree. */
export function servedRoutes(tree: string): string[] {
  const routes: string[] = [];
  const stack: string[] = [];
  for (const line of tree.split("\n")) {
    const match = /^((?:[│ ] {3})*)[├└]── (\S+)(?: \(([^)]*)\))?/.exec(line);
    if (!match) continue;
    const depth = (match[1] ?? "").length / 4;
    const path = (stack[depth - 1] ?? "") + (match[2] ?? "");
    stack.length = depth;
    stack[depth] = path;
    for (const method of (match[3] ?? "").split(", ").filter(Boolean)) {
      if (method !== "HEAD") routes.push(`${method} ${path}`);
    }
  }
  return routes;
}
