// One report in the queue: the reported post (a link, its excerpt and author), why and by whom, its status, and
// the moderator's actions (escalate, dismiss, resolve: whichever it is not already).

import { msg } from "../../../../lib/i18n/msg";
import { Badge, type BadgeTone } from "../../../../ui/Badge";
import { Button } from "../../../../ui/Button";
import { RichMessage, useT } from "../../../../ui/i18n/i18n-context";
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
  new: msg("New"),
  escalated: msg("Escalated"),
  dismissed: msg("Dismissed"),
  resolved: msg("Resolved"),
};

/** Labels and toasts are message keys: shown with `t`. */
export const REPORT_ACTIONS = [
  { status: "escalated", label: msg("Escalate"), done: msg("Report escalated.") },
  { status: "dismissed", label: msg("Dismiss"), done: msg("Report dismissed.") },
  { status: "resolved", label: msg("Resolve"), done: msg("Report resolved.") },
] as const;

export interface ReportCardProps {
  report: Report;
  /** The status being saved for this report, or null. */
  saving: Report["status"] | null;
  onAction(status: (typeof REPORT_ACTIONS)[number]["status"]): void;
}

export function ReportCard({ report, saving, onAction }: ReportCardProps) {
  const t = useT();
  const post = report.record;
  const kind = report.recordType === "discussion" ? t("Discussion") : t("Comment");
  const status = t(STATUS_LABELS[report.status]);
  const updated =
    report.updateUser && report.dateUpdated
      ? { user: report.updateUser.name, date: report.dateUpdated }
      : null;
  return (
    <article
      className="rounded-box border border-border bg-bg p-4"
      aria-labelledby={`report-${report.reportID}`}
    >
      <header className="flex flex-wrap items-center gap-2">
        <Badge tone={STATUS_TONES[report.status]}>{status}</Badge>
        {/* The reasons' labels are the report dialog's message keys. */}
        <span className="text-sm font-semibold text-fg">{t(reasonLabel(report.reason))}</span>
        <span className="text-sm text-fg-muted">· {kind}</span>
      </header>
      <h2 id={`report-${report.reportID}`} className="mt-2 text-base font-semibold text-fg-heading">
        {post ? (
          <a href={post.url} className="text-primary hover:underline">
            {post.name}
          </a>
        ) : (
          t("{kind} #{id} (deleted)", { kind, id: String(report.recordID) })
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
        <RichMessage
          id="Reported by {user} <time></time>"
          values={{
            user: report.insertUser?.name ?? t("Unknown User"),
            time: () => <RelativeTime date={report.dateInserted} />,
          }}
        />
        {updated ? (
          <>
            {" "}
            ·{" "}
            <RichMessage
              id="{status} by {user} <time></time>"
              values={{ status, user: updated.user, time: () => <RelativeTime date={updated.date} /> }}
            />
          </>
        ) : null}
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        {REPORT_ACTIONS.filter((action) => action.status !== report.status).map((action) => (
          <Button
            key={action.status}
            size="sm"
            disabled={saving !== null}
            aria-label={t("{action} report {id}", { action: t(action.label), id: String(report.reportID) })}
            onClick={() => onAction(action.status)}
          >
            {saving === action.status ? t("Saving…") : t(action.label)}
          </Button>
        ))}
      </div>
    </article>
  );
}
