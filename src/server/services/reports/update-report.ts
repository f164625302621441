// PATCH /reports/{id}: a moderator escalates, dismisses or resolves a report (community.moderate in the post's
// category). A report in a category the viewer does not moderate or see answers 404.
import { eq } from "drizzle-orm";
import type { Report } from "../../../types/generated/api/report";
import type { ReportPatch } from "../../../types/generated/api/report-patch";
import { reports } from "../../db/schema-posts";
import { notFound } from "../../http/errors";
import type { ServiceContext } from "../context";
import { moderatedCategoryIDs, moderatesCategory } from "./moderated-categories";
import { presentReports } from "./present-reports";

export async function updateReport(
  ctx: ServiceContext,
  reportID: number,
  patch: ReportPatch,
): Promise<Report> {
  moderatedCategoryIDs(ctx.viewer); // 401 / 403 before the report is looked at
  const [existing] = await ctx.db.select().from(reports).where(eq(reports.reportID, reportID)).limit(1);
  if (!existing || !moderatesCategory(ctx.viewer, existing.categoryID)) throw notFound("Report");
  const [row] = await ctx.db
    .update(reports)
    .set({ status: patch.status, updateUserID: ctx.viewer.user.userID, dateUpdated: new Date() })
    .where(eq(reports.reportID, reportID))
    .returning();
  const [report] = await presentReports(ctx, row ? [row] : []);
  if (!report) throw notFound("Report");
  return report;
}
