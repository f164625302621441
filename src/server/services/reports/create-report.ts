// POST /reports: a member reports a discussion or comment to the moderators
// (docs/reference/permissions.md#global-permissions: flag.add, and the featureFlags.escalations.Enabled config flag,
// on by default). One open report per member and post: reporting a post again while the first report waits
// answers 409.
import { and, eq, inArray } from "drizzle-orm";
import type { Report } from "../../../types/generated/api/report";
import type { ReportPost } from "../../../types/generated/api/report-post";
import { reports } from "../../db/schema-posts";
import { ApiError, permissionDenied, signInRequired } from "../../http/errors";
import { ESCALATIONS_FLAG_KEY, readConfig } from "../config";
import { isSignedIn, type ServiceContext } from "../context";
import { presentReports } from "./present-reports";
import { OPEN_REPORT_STATUSES } from "./report-statuses";
import { loadReportedRecord } from "./reported-record";

async function reportingEnabled(ctx: ServiceContext): Promise<boolean> {
  const values = await readConfig(ctx.db, [ESCALATIONS_FLAG_KEY]);
  return values[ESCALATIONS_FLAG_KEY] !== false;
}

export async function createReport(ctx: ServiceContext, input: ReportPost): Promise<Report> {
  const { db, viewer } = ctx;
  if (!isSignedIn(viewer)) throw signInRequired();
  const record = await loadReportedRecord(db, viewer, input.recordType, input.recordID);
  if (!viewer.permissions.has("flag.add", record.categoryID)) throw permissionDenied();
  if (!(await reportingEnabled(ctx))) {
    throw new ApiError(403, "Reporting is turned off.", {
      description: "This community does not take reports at the moment.",
    });
  }
  const userID = viewer.user.userID;
  const [open] = await db
    .select({ reportID: reports.reportID })
    .from(reports)
    .where(
      and(
        eq(reports.recordType, record.recordType),
        eq(reports.recordID, record.recordID),
        eq(reports.insertUserID, userID),
        inArray(reports.status, [...OPEN_REPORT_STATUSES]),
      ),
    )
    .limit(1);
  if (open) {
    throw new ApiError(409, "You have already reported this post.", {
      description: "The moderators have not looked at your earlier report yet.",
    });
  }
  const [row] = await db
    .insert(reports)
    .values({
      recordType: record.recordType,
      recordID: record.recordID,
      discussionID: record.discussionID,
      categoryID: record.categoryID,
      reason: input.reason,
      noteBody: (input.noteBody ?? "").trim(),
      status: "new",
      insertUserID: userID,
    })
    .returning();
  if (!row) throw new Error("The report was not stored.");
  const [report] = await presentReports(ctx, [row]);
  if (!report) throw new Error("The report could not be presented.");
  return report;
}
