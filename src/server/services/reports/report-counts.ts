// reportMeta.countReports (docs/reference/api-conventions.md#resources Comment context,
// docs/reference/routes.md#links-the-product-builds the reports tag): how many open reports a post has, for viewers
// who moderate its category; nobody else learns a post was reported. One query for a page of posts.
import { and, count, eq, inArray } from "drizzle-orm";
import { reports } from "../../db/schema-posts";
import type { ServiceContext } from "../context";
import { moderatesCategory } from "./moderated-categories";
import { OPEN_REPORT_STATUSES, type ReportStatus } from "./report-statuses";
import type { ReportRecordType } from "./reported-record";

export interface ReportCountInput {
  recordID: number;
  categoryID: number;
}

/** recordID → {countReports} for the posts the viewer moderates (absent for the others). */
export async function loadReportMeta(
  ctx: ServiceContext,
  recordType: ReportRecordType,
  records: readonly ReportCountInput[],
): Promise<Map<number, { countReports: number }>> {
  const meta = new Map<number, { countReports: number }>();
  const moderated = records.filter((record) => moderatesCategory(ctx.viewer, record.categoryID));
  if (!moderated.length) return meta;
  const ids = moderated.map((record) => record.recordID);
  const rows = await ctx.db
    .select({ recordID: reports.recordID, n: count() })
    .from(reports)
    .where(
      and(
        eq(reports.recordType, recordType),
        inArray(reports.recordID, ids),
        inArray(reports.status, [...OPEN_REPORT_STATUSES] as ReportStatus[]),
      ),
    )
    .groupBy(reports.recordID);
  const counts = new Map(rows.map((row) => [row.recordID, row.n]));
  for (const id of ids) meta.set(id, { countReports: counts.get(id) ?? 0 });
  return meta;
}
