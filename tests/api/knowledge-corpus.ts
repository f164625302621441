// The knowledge bases of the search, collection, sitemap and page-head tests of articles (tests/api/search-articles,
// collections-knowledge, sitemap-knowledge, seo-article): written as rows, as the data model holds them
// (src/server/db/schema-knowledge.ts), so these tests depend on no write route. A public help center (categories
// Billing > Invoices, and Accounts) that guests, members and moderators may view, a staff handbook only moderators
// may view, and a deleted knowledge base guests could view before it was deleted. Every article of the last two
// carries SECRET_ARTICLE_WORD, which nothing public holds; "quasiflux" is a word only the public articles hold.
import { eq } from "drizzle-orm";
import type { Db } from "../../src/server/db/client";
import { roles, users } from "../../src/server/db/schema";
import {
  articles,
  knowledgeBasePermissions,
  knowledgeBases,
  knowledgeCategories,
} from "../../src/server/db/schema-knowledge";

export const SECRET_ARTICLE_WORD = "zyxquorp";
export const PUBLIC_ARTICLE_WORD = "quasiflux";

export interface KnowledgeCorpus {
  bases: { help: number; staff: number; gone: number };
  categories: { billing: number; invoices: number; accounts: number };
  articles: {
    export: number;
    refunds: number;
    password: number;
    japanese: number;
    draft: number;
    trashed: number;
    staff: number;
    gone: number;
  };
}

async function roleIDsOf(db: Db, types: readonly string[]): Promise<number[]> {
  const rows = await db.select({ roleID: roles.roleID, type: roles.type }).from(roles);
  return rows.filter((row) => types.includes(row.type)).map((row) => row.roleID);
}

async function userID(db: Db, name: string): Promise<number> {
  const [row] = await db.select({ userID: users.userID }).from(users).where(eq(users.name, name));
  if (!row) throw new Error(`No user ${name} in the seed.`);
  return row.userID;
}

async function knowledgeBase(
  db: Db,
  values: {
    name: string;
    urlCode: string;
    status?: string;
    viewRoles: readonly number[];
    editRoles: number[];
  },
  insertUserID: number,
): Promise<number> {
  const [row] = await db
    .insert(knowledgeBases)
    .values({
      name: values.name,
      urlCode: values.urlCode,
      description: `${values.name} description.`,
      viewType: "helpCenter",
      status: values.status ?? "published",
      insertUserID,
    })
    .returning({ id: knowledgeBases.knowledgeBaseID });
  const knowledgeBaseID = row?.id ?? 0;
  const grants = [
    ...values.viewRoles.map((roleID) => ({ knowledgeBaseID, roleID, permission: "articles.view" })),
    ...values.editRoles.map((roleID) => ({ knowledgeBaseID, roleID, permission: "articles.add" })),
  ];
  if (grants.length) await db.insert(knowledgeBasePermissions).values(grants);
  return knowledgeBaseID;
}

async function category(db: Db, knowledgeBaseID: number, name: string, parentID: number | null, by: number) {
  const [row] = await db
    .insert(knowledgeCategories)
    .values({ knowledgeBaseID, name, parentID, insertUserID: by })
    .returning({ id: knowledgeCategories.knowledgeCategoryID });
  return row?.id ?? 0;
}

interface ArticleValues {
  knowledgeBaseID: number;
  knowledgeCategoryID?: number | null;
  name: string;
  body: string;
  excerpt?: string;
  status?: string;
  insertUserID: number;
  /** ISO date of publication (and insertion). */
  date?: string;
}

async function article(db: Db, values: ArticleValues): Promise<number> {
  const at = new Date(values.date ?? "2026-03-01T10:00:00Z");
  const status = values.status ?? "published";
  const [row] = await db
    .insert(articles)
    .values({
      knowledgeBaseID: values.knowledgeBaseID,
      knowledgeCategoryID: values.knowledgeCategoryID ?? null,
      name: values.name,
      body: values.body,
      format: "markdown",
      excerpt: values.excerpt ?? "",
      status,
      insertUserID: values.insertUserID,
      dateInserted: at,
      dateUpdated: new Date(at.getTime() + 86_400_000),
      datePublished: status === "draft" ? null : at,
    })
    .returning({ id: articles.articleID });
  return row?.id ?? 0;
}

export async function seedKnowledgeCorpus(db: Db): Promise<KnowledgeCorpus> {
  const [admin, moderator] = [await userID(db, "admin"), await userID(db, "moderator")];
  const everyone = await roleIDsOf(db, ["guest", "member", "moderator"]);
  const staffRoles = await roleIDsOf(db, ["moderator"]);
  const help = await knowledgeBase(
    db,
    { name: "Quorum Help Center", urlCode: "kb-search-help", viewRoles: everyone, editRoles: staffRoles },
    admin,
  );
  const staff = await knowledgeBase(
    db,
    { name: "Staff Handbook", urlCode: "kb-search-staff", viewRoles: staffRoles, editRoles: staffRoles },
    admin,
  );
  const gone = await knowledgeBase(
    db,
    {
      name: "Retired Manual",
      urlCode: "kb-search-gone",
      status: "deleted",
      viewRoles: everyone,
      editRoles: [],
    },
    admin,
  );
  const billing = await category(db, help, "Billing", null, admin);
  const invoices = await category(db, help, "Invoices", billing, admin);
  const accounts = await category(db, help, "Accounts", null, admin);
  const ids = {
    export: await article(db, {
      knowledgeBaseID: help,
      knowledgeCategoryID: billing,
      name: "Quasiflux invoice export",
      body: "Open the billing page and choose Export. The file lists every invoice of the year.",
      excerpt: "Export your invoices as a spreadsheet.",
      insertUserID: admin,
      date: "2026-03-01T10:00:00Z",
    }),
    refunds: await article(db, {
      knowledgeBaseID: help,
      knowledgeCategoryID: invoices,
      name: "Refund policy",
      body: "Refunds of a quasiflux plan are paid back within ten days to the card used.",
      insertUserID: moderator,
      date: "2026-04-01T10:00:00Z",
    }),
    password: await article(db, {
      knowledgeBaseID: help,
      knowledgeCategoryID: accounts,
      name: "Changing your password",
      body: "Go to your profile, then Sessions, then choose a new password.",
      insertUserID: admin,
      date: "2026-02-01T10:00:00Z",
    }),
    japanese: await article(db, {
      knowledgeBaseID: help,
      knowledgeCategoryID: accounts,
      name: "通知設定の変更",
      body: "プロフィールから通知設定を変更できます。",
      insertUserID: admin,
      date: "2026-01-15T10:00:00Z",
    }),
    draft: await article(db, {
      knowledgeBaseID: help,
      knowledgeCategoryID: billing,
      name: "Quasiflux pricing draft",
      body: `Unpublished ${SECRET_ARTICLE_WORD} notes.`,
      status: "draft",
      insertUserID: moderator,
    }),
    trashed: await article(db, {
      knowledgeBaseID: help,
      name: "Old quasiflux tips",
      body: `Deleted ${SECRET_ARTICLE_WORD} advice.`,
      status: "deleted",
      insertUserID: moderator,
    }),
    staff: await article(db, {
      knowledgeBaseID: staff,
      name: "Escalation runbook",
      body: `When the ${SECRET_ARTICLE_WORD} alarm rings, page the on-call moderator.`,
      insertUserID: moderator,
    }),
    gone: await article(db, {
      knowledgeBaseID: gone,
      name: "Retired setup guide",
      body: `The ${SECRET_ARTICLE_WORD} wizard is gone.`,
      insertUserID: admin,
    }),
  };
  return { bases: { help, staff, gone }, categories: { billing, invoices, accounts }, articles: ids };
}
