// Reading knowledge bases (docs/reference/knowledge-base.md): the ones the viewer may see, by sort then name, with
// their published article and category counts. Managers (site.manage) see every knowledge base, deleted ones too
// (only when they ask for them); editors also get each one's permissions per role.
import { and, asc, count, eq, inArray, sql } from "drizzle-orm";
import type { KnowledgeBase } from "../../../types/generated/api/knowledge-base";
import {
  articles,
  knowledgeBasePermissions,
  knowledgeBases,
  knowledgeCategories,
} from "../../db/schema-knowledge";
import type { ServiceContext } from "../context";
import { parseExpand } from "../expand";
import { knowledgeBaseUrl } from "../urls";
import { ADD_ARTICLES, type KnowledgeAccess, knowledgeAccess, VIEW_ARTICLES } from "./access";
import { knowledgeBaseNotFound } from "./not-found";

export type { KnowledgeBase };

export type KnowledgeBaseRow = typeof knowledgeBases.$inferSelect;

interface KnowledgeBaseListQuery {
  siteSectionID?: number;
  status?: "published" | "deleted";
  knowledgeBaseIDs?: number[];
  expand?: readonly string[] | string;
}

/** Whether the viewer may see this knowledge base itself (its articles follow canView). */
export function canSeeKnowledgeBase(
  access: KnowledgeAccess,
  row: Pick<KnowledgeBaseRow, "knowledgeBaseID" | "status">,
) {
  if (access.canManage) return true;
  return row.status === "published" && access.canView(row.knowledgeBaseID);
}

async function countsOf(ctx: ServiceContext, ids: number[]) {
  if (!ids.length)
    return { articlesByBase: new Map<number, number>(), categoriesByBase: new Map<number, number>() };
  const [articleCounts, categoryCounts] = await Promise.all([
    ctx.db
      .select({ id: articles.knowledgeBaseID, n: count() })
      .from(articles)
      .where(and(inArray(articles.knowledgeBaseID, ids), eq(articles.status, "published")))
      .groupBy(articles.knowledgeBaseID),
    ctx.db
      .select({ id: knowledgeCategories.knowledgeBaseID, n: count() })
      .from(knowledgeCategories)
      .where(inArray(knowledgeCategories.knowledgeBaseID, ids))
      .groupBy(knowledgeCategories.knowledgeBaseID),
  ]);
  return {
    articlesByBase: new Map(articleCounts.map((row) => [row.id, Number(row.n)])),
    categoriesByBase: new Map(categoryCounts.map((row) => [row.id, Number(row.n)])),
  };
}

/** Each knowledge base's grants as {roleID, view, edit}, for who may see them. */
export async function knowledgeBasePermissionsOf(ctx: ServiceContext, ids: number[]) {
  const byBase = new Map<number, { roleID: number; view: boolean; edit: boolean }[]>();
  if (!ids.length) return byBase;
  const rows = await ctx.db
    .select()
    .from(knowledgeBasePermissions)
    .where(inArray(knowledgeBasePermissions.knowledgeBaseID, ids))
    .orderBy(asc(knowledgeBasePermissions.roleID));
  for (const row of rows) {
    const list = byBase.get(row.knowledgeBaseID) ?? [];
    let entry = list.find((item) => item.roleID === row.roleID);
    if (!entry) {
      entry = { roleID: row.roleID, view: false, edit: false };
      list.push(entry);
    }
    if (row.permission === VIEW_ARTICLES) entry.view = true;
    if (row.permission === ADD_ARTICLES) entry.edit = true;
    byBase.set(row.knowledgeBaseID, list);
  }
  return byBase;
}

export async function presentKnowledgeBases(
  ctx: ServiceContext,
  rows: KnowledgeBaseRow[],
  expand?: readonly string[] | string,
): Promise<KnowledgeBase[]> {
  const access = await knowledgeAccess(ctx);
  const ids = rows.map((row) => row.knowledgeBaseID);
  const withPermissions = parseExpand(expand, ["permissions"] as const).has("permissions");
  const [{ articlesByBase, categoriesByBase }, permissions] = await Promise.all([
    countsOf(ctx, ids),
    withPermissions ? knowledgeBasePermissionsOf(ctx, ids) : Promise.resolve(null),
  ]);
  return rows.map((row) => {
    const base: KnowledgeBase = {
      knowledgeBaseID: row.knowledgeBaseID,
      name: row.name,
      description: row.description,
      urlCode: row.urlCode,
      url: knowledgeBaseUrl(row.urlCode),
      viewType: row.viewType === "guide" ? "guide" : "helpCenter",
      icon: row.icon,
      bannerImage: row.bannerImage,
      siteSectionID: row.siteSectionID,
      locale: row.locale,
      sort: row.sort,
      status: row.status === "deleted" ? "deleted" : "published",
      countArticles: articlesByBase.get(row.knowledgeBaseID) ?? 0,
      countCategories: categoriesByBase.get(row.knowledgeBaseID) ?? 0,
      insertUserID: row.insertUserID,
      dateInserted: row.dateInserted.toISOString(),
      dateUpdated: row.dateUpdated?.toISOString() ?? null,
      viewerCanEdit: access.canEdit(row.knowledgeBaseID),
    };
    // Who may do what is the editors' and managers' business only.
    if (permissions && (access.canManage || access.canEdit(row.knowledgeBaseID)))
      base.permissions = permissions.get(row.knowledgeBaseID) ?? [];
    return base;
  });
}

export async function listKnowledgeBases(
  ctx: ServiceContext,
  q: KnowledgeBaseListQuery = {},
): Promise<KnowledgeBase[]> {
  const access = await knowledgeAccess(ctx);
  const status = q.status ?? "published";
  if (status === "deleted" && !access.canManage) return [];
  const conditions = [eq(knowledgeBases.status, status)];
  if (q.siteSectionID !== undefined) conditions.push(eq(knowledgeBases.siteSectionID, q.siteSectionID));
  if (q.knowledgeBaseIDs) {
    if (!q.knowledgeBaseIDs.length) return [];
    conditions.push(inArray(knowledgeBases.knowledgeBaseID, q.knowledgeBaseIDs));
  }
  if (!access.canManage) {
    if (!access.viewableIDs.length) return [];
    conditions.push(inArray(knowledgeBases.knowledgeBaseID, access.viewableIDs));
  }
  const rows = await ctx.db
    .select()
    .from(knowledgeBases)
    .where(and(...conditions))
    .orderBy(
      asc(knowledgeBases.sort),
      asc(sql`lower(${knowledgeBases.name})`),
      asc(knowledgeBases.knowledgeBaseID),
    );
  return presentKnowledgeBases(ctx, rows, q.expand);
}

const MAX_ID = 2_147_483_647;

/** The stored row of a knowledge base the viewer may see, by ID or url code (case-insensitive); 404 otherwise. */
export async function findKnowledgeBaseRow(
  ctx: ServiceContext,
  idOrUrlCode: number | string,
): Promise<KnowledgeBaseRow> {
  const asID =
    typeof idOrUrlCode === "number"
      ? idOrUrlCode
      : /^\d{1,10}$/.test(idOrUrlCode)
        ? Number(idOrUrlCode)
        : null;
  if (asID !== null && (asID < 1 || asID > MAX_ID)) throw knowledgeBaseNotFound();
  const [row] = await ctx.db
    .select()
    .from(knowledgeBases)
    .where(
      asID !== null
        ? eq(knowledgeBases.knowledgeBaseID, asID)
        : eq(sql`lower(${knowledgeBases.urlCode})`, String(idOrUrlCode).toLowerCase()),
    );
  if (!row || !canSeeKnowledgeBase(await knowledgeAccess(ctx), row)) throw knowledgeBaseNotFound();
  return row;
}

export async function getKnowledgeBase(
  ctx: ServiceContext,
  idOrUrlCode: number | string,
  opts: { expand?: readonly string[] | string } = {},
): Promise<KnowledgeBase> {
  const row = await findKnowledgeBaseRow(ctx, idOrUrlCode);
  const [base] = await presentKnowledgeBases(ctx, [row], opts.expand);
  if (!base) throw knowledgeBaseNotFound();
  return base;
}
