// One report in the queue: the reported post (a link, its excerpt and author), why and by whom, its status, and
// the moderator's actions (escalate, dismiss, resolve: whichever it is not already).
import { Badge, type BadgeTone } from "../../../../ui/Badge";
import { Button } from "../../../../ui/Button";
import { RelativeTime } from "../../../../ui/RelativeTime";
import type { Report } from "../../../api/reports";
import { reasonLabel } from "../../../engagement/report-reasons";

const STATUS_TONES: Record<Report["status"], BadgeTone> = {
  new: "primary",
  escalated: "warning",
  dismissed: "muted",
  resolved: "success",
};

const STATUS_LABELS: Record<Report["status"], string> = {
  new: "New",
  escalated: "Escalated",
  dismissed: "Dismissed",
  resolved: "Resolved",
};

export const REPORT_ACTIONS = [
  { status: "escalated", label: "Escalate", done: "Report escalated." },
  { status: "dismissed", label: "Dismiss", done: "Report dismissed." },
  { status: "resolved", label: "Resolve", done: "Report resolved." },
] as const;

export interface ReportCardProps {
  report: Report;
  /** The status being saved for this report, or null. */
  saving: Report["status"] | null;
  onAction(status: (typeof REPORT_ACTIONS)[number]["status"]): void;
}

export function ReportCard({ report, saving, onAction }: ReportCardProps) {
  const post = report.record;
  const kind = report.recordType === "discussion" ? "Discussion" : "Comment";
  return (
    <article
      className="rounded-box border border-border bg-bg p-4"
      aria-labelledby={`report-${report.reportID}`}
    >
      <header className="flex flex-wrap items-center gap-2">
        <Badge tone={STATUS_TONES[report.status]}>{STATUS_LABELS[report.status]}</Badge>
        <span className="text-sm font-semibold text-fg">{reasonLabel(report.reason)}</span>
        <span className="text-sm text-fg-muted">· {kind}</span>
      </header>
      <h2 id={`report-${report.reportID}`} className="mt-2 text-base font-semibold text-fg-heading">
        {post ? (
          <a href={post.url} className="text-primary hover:underline">
            {post.name}
          </a>
        ) : (
          `${kind} #${report.recordID} (deleted)`
        )}
      </h2>
      {post ? (
        <p className="mt-1 text-sm text-fg">
          {post.excerpt}
          {post.insertUser ? <span className="text-fg-muted"> — {post.insertUser.name}</span> : null}
        </p>
      ) : null}
      {report.noteBody ? (
        <blockquote className="mt-2 border-l-4 border-border-strong pl-3 text-sm text-fg">
          {report.noteBody}
        </blockquote>
      ) : null}
      <p className="mt-2 text-xs text-fg-muted">
        Reported by {report.insertUser?.name ?? "Unknown User"} <RelativeTime date={report.dateInserted} />
        {report.updateUser && report.dateUpdated ? (
          <>
            {" "}
            · {STATUS_LABELS[report.status]} by {report.updateUser.name}{" "}
            <RelativeTime date={report.dateUpdated} />
          </>
        ) : null}
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        {REPORT_ACTIONS.filter((action) => action.status !== report.status).map((action) => (
          <Button
            key={action.status}
            size="sm"
            disabled={saving !== null}
            aria-label={`${action.label} report ${report.reportID}`}
            onClick={() => onAction(action.status)}
          >
            {saving === action.status ? "Saving…" : action.label}
          </Button>
        ))}
      </div>
    </article>
  );
}
