// GET /reports (community.moderate): the moderation queue, newest first, a page at a time; only reports on posts
// in categories the viewer moderates and may see. Filters: statuses (none = open), recordType, recordID.
import { and, count, desc, eq, inArray, type SQL } from "drizzle-orm";
import type { Report } from "../../../types/generated/api/report";
import type { ReportListQuery } from "../../../types/generated/api/report-list-query";
import { reports } from "../../db/schema-posts";
import type { ServiceContext } from "../context";
import { type Paging, pageRequest } from "../paging";
import { moderatedCategoryIDs } from "./moderated-categories";
import { presentReports } from "./present-reports";
import { parseStatusFilter } from "./report-statuses";

export async function listReports(
  ctx: ServiceContext,
  query: Partial<ReportListQuery>,
): Promise<{ items: Report[]; paging: Paging }> {
  const categoryIDs = moderatedCategoryIDs(ctx.viewer);
  const page = pageRequest(query.page, query.limit, { page: 1, limit: 30 }, 100);
  if (!categoryIDs.length) return { items: [], paging: { page: page.page, limit: page.limit, total: 0 } };
  const filters: SQL[] = [inArray(reports.categoryID, categoryIDs)];
  const statuses = parseStatusFilter(query.statuses);
  if (statuses.length) filters.push(inArray(reports.status, statuses));
  if (query.recordType) filters.push(eq(reports.recordType, query.recordType));
  if (query.recordID !== undefined) filters.push(eq(reports.recordID, query.recordID));
  const where = and(...filters);
  const [rows, totals] = await Promise.all([
    ctx.db
      .select()
      .from(reports)
      .where(where)
      .orderBy(desc(reports.reportID))
      .limit(page.limit)
      .offset(page.offset),
    ctx.db.select({ n: count() }).from(reports).where(where),
  ]);
  return {
    items: await presentReports(ctx, rows),
    paging: { page: page.page, limit: page.limit, total: totals[0]?.n ?? 0 },
  };
}
