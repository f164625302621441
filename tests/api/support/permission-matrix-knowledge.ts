// The knowledge base's part of the permission matrix (tests/api/support/permission-matrix.ts): a public help center
// with defaults, and a private one only staff read and write (its name and its article's are secrets), made through
// the API by the administrator, plus the rows walking every knowledge-base route over them.

import { inArray } from "drizzle-orm";
import type { InjectOptions, LightMyRequestResponse } from "fastify";
import { roles } from "../../../src/server/db/schema";
import { type TestApp, XRW } from "./app";
import type { MatrixEnv, Row, Who } from "./permission-matrix";

export interface KnowledgeMatrixIDs {
  publicBase: number;
  publicArticle: number;
  privateBase: number;
  privateCategory: number;
  /** Empty categories of the private knowledge base: the moderator's row deletes one, the administrator's the other. */
  spareCategories: [number, number];
  privateArticle: number;
  /** A private article the delete rows may delete. */
  spareArticle: number;
  privateRevision: number;
}

export const KNOWLEDGE_SECRET = {
  knowledgeBase: "Staff handbook zq17",
  article: "Escalation playbook zq17",
} as const;

async function created<T>(pending: Promise<LightMyRequestResponse>, what: string): Promise<T> {
  const response = await pending;
  if (response.statusCode >= 300) throw new Error(`${what}: ${response.statusCode} ${response.body}`);
  return response.json<T>();
}

export async function createKnowledgeMatrixRecords(
  t: TestApp,
  admin: string | undefined,
): Promise<KnowledgeMatrixIDs> {
  const send = (method: InjectOptions["method"], url: string, payload: object) =>
    t.app.inject({ method, url, headers: { ...XRW, cookie: admin ?? "" }, payload });
  const staffRoles = await t.database.db
    .select({ roleID: roles.roleID })
    .from(roles)
    .where(inArray(roles.type, ["moderator", "administrator"]));
  const publicBase = await created<{ knowledgeBaseID: number }>(
    send("POST", "/api/v2/knowledge-bases", {
      name: "Matrix Help",
      urlCode: "matrix-help",
      viewType: "helpCenter",
    }),
    "public knowledge base",
  );
  const privateBase = await created<{ knowledgeBaseID: number }>(
    send("POST", "/api/v2/knowledge-bases", {
      name: KNOWLEDGE_SECRET.knowledgeBase,
      urlCode: "matrix-staff",
      viewType: "guide",
      permissions: staffRoles.map(({ roleID }) => ({ roleID, view: true, edit: true })),
    }),
    "private knowledge base",
  );
  const category = (name: string) =>
    created<{ knowledgeCategoryID: number }>(
      send("POST", "/api/v2/knowledge-categories", { knowledgeBaseID: privateBase.knowledgeBaseID, name }),
      "private knowledge category",
    );
  const article = (knowledgeBaseID: number, name: string) =>
    created<{ articleID: number; articleRevisionID: number }>(
      send("POST", "/api/v2/articles", {
        knowledgeBaseID,
        name,
        body: `${name}: the steps.`,
        format: "markdown",
        status: "published",
      }),
      "article",
    );
  const privateCategory = await category(`${KNOWLEDGE_SECRET.knowledgeBase} chapter`);
  const spare = [await category("Spare chapter 1"), await category("Spare chapter 2")];
  const privateArticle = await article(privateBase.knowledgeBaseID, KNOWLEDGE_SECRET.article);
  return {
    publicBase: publicBase.knowledgeBaseID,
    publicArticle: (await article(publicBase.knowledgeBaseID, "Matrix public article")).articleID,
    privateBase: privateBase.knowledgeBaseID,
    privateCategory: privateCategory.knowledgeCategoryID,
    spareCategories: [spare[0]?.knowledgeCategoryID ?? 0, spare[1]?.knowledgeCategoryID ?? 0],
    privateArticle: privateArticle.articleID,
    spareArticle: (await article(privateBase.knowledgeBaseID, "Spare staff article")).articleID,
    privateRevision: privateArticle.articleRevisionID,
  };
}

const EVERYONE: Row["expected"] = [200, 200, 200, 200];
const STAFF_ONLY: Row["expected"] = [404, 404, 200, 200];
const MANAGERS_ONLY: Row["expected"] = [401, 403, 403, 200];
const STAFF_CREATE: Row["expected"] = [404, 404, 201, 201];
const STAFF_DELETE: Row["expected"] = [404, 404, 204, 204];

const k = (e: MatrixEnv) => e.ids.knowledge;
const privateArticle = (e: MatrixEnv) => `/api/v2/articles/${k(e).privateArticle}`;
const spareFor = (e: MatrixEnv, who: Who) => k(e).spareCategories[who === "admin" ? 1 : 0];

export const KNOWLEDGE_READS: Row[] = [
  {
    route: "GET /api/v2/knowledge-bases",
    url: () => "/api/v2/knowledge-bases",
    expected: EVERYONE,
    showsStaff: "knowledgeBase",
  },
  {
    route: "GET /api/v2/knowledge-bases/:id",
    url: (e) => `/api/v2/knowledge-bases/${k(e).privateBase}?expand=permissions`,
    expected: STAFF_ONLY,
    showsStaff: "knowledgeBase",
  },
  {
    route: "GET /api/v2/knowledge-bases/:id",
    note: "public, by url code",
    url: () => "/api/v2/knowledge-bases/matrix-help",
    expected: EVERYONE,
  },
  {
    route: "GET /api/v2/knowledge-categories",
    url: (e) => `/api/v2/knowledge-categories?knowledgeBaseID=${k(e).privateBase}`,
    expected: STAFF_ONLY,
    showsStaff: "knowledgeBase",
  },
  {
    route: "GET /api/v2/knowledge-categories/:id",
    url: (e) => `/api/v2/knowledge-categories/${k(e).privateCategory}`,
    expected: STAFF_ONLY,
    showsStaff: "knowledgeBase",
  },
  {
    route: "GET /api/v2/articles",
    url: () => "/api/v2/articles?sort=-dateInserted",
    expected: EVERYONE,
    showsStaff: "article",
  },
  {
    route: "GET /api/v2/articles",
    note: "the private knowledge base's",
    url: (e) => `/api/v2/articles?knowledgeBaseID=${k(e).privateBase}&status=draft,published,deleted`,
    expected: STAFF_ONLY,
    showsStaff: "article",
  },
  {
    route: "GET /api/v2/articles/:id",
    url: (e) => `${privateArticle(e)}?expand=all`,
    expected: STAFF_ONLY,
    showsStaff: "article",
  },
  {
    route: "GET /api/v2/articles/:id/related",
    url: (e) => `${privateArticle(e)}/related`,
    expected: STAFF_ONLY,
  },
  {
    route: "GET /api/v2/articles/:id/revisions",
    url: (e) => `${privateArticle(e)}/revisions`,
    expected: STAFF_ONLY,
    showsStaff: "article",
  },
  {
    route: "GET /api/v2/articles/:id/revisions",
    note: "a public article's: editors only",
    url: (e) => `/api/v2/articles/${k(e).publicArticle}/revisions`,
    expected: [401, 403, 200, 200],
  },
  {
    route: "GET /api/v2/articles/:id/revisions/:articleRevisionID",
    url: (e) => `${privateArticle(e)}/revisions/${k(e).privateRevision}`,
    expected: STAFF_ONLY,
    showsStaff: "article",
  },
  {
    route: "GET /api/v2/discussions/:id/articles",
    url: (e) => `/api/v2/discussions/${e.ids.discussion}/articles`,
    expected: STAFF_ONLY,
  },
];

export const KNOWLEDGE_WRITES: Row[] = [
  {
    route: "POST /api/v2/knowledge-bases",
    url: () => "/api/v2/knowledge-bases",
    payload: () => ({ name: "Matrix new", urlCode: "matrix-new", viewType: "guide" }),
    expected: [401, 403, 403, 201],
  },
  {
    route: "PATCH /api/v2/knowledge-bases/:id",
    url: (e) => `/api/v2/knowledge-bases/${k(e).publicBase}`,
    payload: () => ({ description: "Changed by the matrix." }),
    expected: MANAGERS_ONLY,
  },
  {
    route: "DELETE /api/v2/knowledge-bases/:id",
    url: () => "/api/v2/knowledge-bases/matrix-new",
    expected: [401, 403, 403, 204],
  },
  {
    route: "POST /api/v2/knowledge-categories",
    url: () => "/api/v2/knowledge-categories",
    payload: (e) => ({ knowledgeBaseID: k(e).privateBase, name: "Matrix chapter" }),
    expected: STAFF_CREATE,
  },
  {
    route: "PATCH /api/v2/knowledge-categories/:id",
    url: (e) => `/api/v2/knowledge-categories/${k(e).privateCategory}`,
    payload: () => ({ description: "Changed by the matrix." }),
    expected: STAFF_ONLY,
    showsStaff: "knowledgeBase",
  },
  {
    route: "DELETE /api/v2/knowledge-categories/:id",
    url: (e, who) => `/api/v2/knowledge-categories/${spareFor(e, who)}`,
    expected: STAFF_DELETE,
  },
  {
    route: "POST /api/v2/articles",
    url: () => "/api/v2/articles",
    payload: (e) => ({
      knowledgeBaseID: k(e).privateBase,
      name: "Matrix draft",
      body: "Steps.",
      format: "markdown",
    }),
    expected: STAFF_CREATE,
  },
  {
    route: "PATCH /api/v2/articles/:id",
    url: privateArticle,
    payload: () => ({ excerpt: "Changed by the matrix." }),
    expected: STAFF_ONLY,
    showsStaff: "article",
  },
  {
    route: "PUT /api/v2/articles/:id/featured",
    url: (e) => `${privateArticle(e)}/featured`,
    payload: () => ({ featured: true }),
    expected: STAFF_ONLY,
    showsStaff: "article",
  },
  {
    route: "PATCH /api/v2/articles/:id/move",
    url: (e) => `${privateArticle(e)}/move`,
    payload: (e) => ({ knowledgeCategoryID: k(e).privateCategory }),
    expected: STAFF_ONLY,
  },
  {
    route: "POST /api/v2/articles/:id/revisions/:articleRevisionID/restore",
    url: (e) => `${privateArticle(e)}/revisions/${k(e).privateRevision}/restore`,
    expected: STAFF_ONLY,
    showsStaff: "article",
  },
  {
    route: "POST /api/v2/articles/:id/reactions",
    url: (e) => `${privateArticle(e)}/reactions`,
    payload: () => ({ helpful: true }),
    expected: STAFF_ONLY,
  },
  {
    route: "POST /api/v2/articles/:id/reactions",
    note: "a public article: guests vote too",
    url: (e) => `/api/v2/articles/${k(e).publicArticle}/reactions`,
    payload: () => ({ helpful: false }),
    expected: EVERYONE,
  },
  {
    route: "DELETE /api/v2/articles/:id/reactions",
    url: (e) => `${privateArticle(e)}/reactions`,
    expected: STAFF_ONLY,
  },
  {
    route: "DELETE /api/v2/articles/:id",
    url: (e) => `/api/v2/articles/${k(e).spareArticle}`,
    expected: STAFF_DELETE,
  },
  {
    route: "POST /api/v2/articles/from-discussion",
    url: () => "/api/v2/articles/from-discussion",
    payload: (e) => ({ discussionID: e.ids.discussion, knowledgeBaseID: k(e).privateBase }),
    expected: STAFF_CREATE,
    showsStaff: "discussion",
  },
];
