// Report statuses: a report starts "new"; moderators escalate, dismiss or resolve it. "Open" reports (new or
// escalated) are the ones still waiting on a moderator: what countReports counts and `statuses=none` lists.
const REPORT_STATUSES = ["new", "escalated", "dismissed", "resolved"] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];
export const OPEN_REPORT_STATUSES: readonly ReportStatus[] = ["new", "escalated"];

/** The statuses a `statuses` filter names ("none" = not yet dismissed or resolved); empty = every status. */
export function parseStatusFilter(raw: readonly string[] | undefined): ReportStatus[] {
  const wanted = new Set<ReportStatus>();
  for (const item of (raw ?? []).flatMap((entry) => entry.split(","))) {
    const status = item.trim();
    if (status === "none") for (const open of OPEN_REPORT_STATUSES) wanted.add(open);
    else if ((REPORT_STATUSES as readonly string[]).includes(status)) wanted.add(status as ReportStatus);
  }
  return [...wanted];
}
