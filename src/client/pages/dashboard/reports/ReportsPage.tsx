// The reports queue (/dashboard/content/reports): the filter from the address (statuses, recordType, recordID,
// page), the reports of that page, and the moderator's actions, each saved by PATCH /reports/{id} with the list
// reloaded after.
import { type ReactNode, useId } from "react";
import { useSearchParams } from "react-router";
import { FormAlert } from "../../../../ui/FormAlert";
import { useT } from "../../../../ui/i18n/i18n-context";
import { Loader } from "../../../../ui/Loader";
import { Pager } from "../../../../ui/Pager";
import { INPUT_CLASSES } from "../../../../ui/TextField";
import { toast } from "../../../../ui/toast-store";
import { errorMessage } from "../../../api/errors";
import { type Report, usePatchReportMutation, useReports } from "../../../api/reports";
import { REPORT_ACTIONS, ReportCard } from "./ReportCard";
import { filterOf, STATUS_CHOICES, statusChoiceOf } from "./report-filter";

export interface ReportsPageProps {
  /** Whether a failed load means the viewer may not see the queue (then `forbidden` shows). */
  isForbidden(error: unknown): boolean;
  forbidden: ReactNode;
}

export function ReportsPage({ isForbidden, forbidden }: ReportsPageProps) {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const filter = filterOf(params);
  const choice = statusChoiceOf(params);
  const selectID = useId();
  const reports = useReports(filter);
  const patching = usePatchReportMutation();
  // The report and status being saved, from the mutation itself.
  const saving = patching.isPending ? (patching.variables ?? null) : null;

  const act = (report: Report, status: (typeof REPORT_ACTIONS)[number]["status"]) =>
    patching.mutate(
      { reportID: report.reportID, status },
      {
        onSuccess: () => {
          const done = REPORT_ACTIONS.find((action) => action.status === status)?.done;
          toast.success(done ? t(done) : t("Saved."));
        },
        onError: (error) => toast.error(errorMessage(error), { dismissible: true }),
      },
    );

  const change = (next: Record<string, string | null>) => {
    const updated = new URLSearchParams(params);
    for (const [key, value] of Object.entries(next)) {
      if (value === null) updated.delete(key);
      else updated.set(key, value);
    }
    updated.delete("page");
    setParams(updated);
  };

  if (reports.isError && isForbidden(reports.error)) return <>{forbidden}</>;
  return (
    <div className="mx-auto flex w-full max-w-[900px] flex-col gap-4 px-4 py-6">
      <h1 className="text-2xl font-semibold text-fg-heading">{t("Reports")}</h1>
      <div className="flex flex-wrap items-end gap-3">
        <div className="flex flex-col gap-1">
          <label htmlFor={selectID} className="text-sm font-semibold text-fg-heading">
            {t("Status")}
          </label>
          <select
            id={selectID}
            value={choice}
            onChange={(event) =>
              change({ statuses: event.target.value === "none" ? null : event.target.value })
            }
            className={INPUT_CLASSES}
          >
            {STATUS_CHOICES.map((option) => (
              <option key={option.value} value={option.value}>
                {t(option.label)}
              </option>
            ))}
          </select>
        </div>
        {filter.recordID !== undefined ? (
          <p className="text-sm text-fg">
            {filter.recordType === "discussion"
              ? t("Reports on discussion #{id}.", { id: String(filter.recordID) })
              : filter.recordType === "comment"
                ? t("Reports on comment #{id}.", { id: String(filter.recordID) })
                : t("Reports on post #{id}.", { id: String(filter.recordID) })}{" "}
            <button
              type="button"
              className="font-semibold text-primary hover:underline"
              onClick={() => change({ recordType: null, recordID: null })}
            >
              {t("Show all posts")}
            </button>
          </p>
        ) : null}
      </div>
      {reports.isPending ? (
        <Loader label={t("Loading reports")} />
      ) : reports.isError ? (
        <FormAlert message={errorMessage(reports.error)} />
      ) : reports.data.items.length === 0 ? (
        <p className="text-fg-muted">{t("No reports to show.")}</p>
      ) : (
        <>
          <ul className="flex flex-col gap-3">
            {reports.data.items.map((report) => (
              <li key={report.reportID}>
                <ReportCard
                  report={report}
                  saving={saving?.reportID === report.reportID ? saving.status : null}
                  onAction={(status) => act(report, status)}
                />
              </li>
            ))}
          </ul>
          <Pager page={reports.data.page} limit={reports.data.limit} total={reports.data.total} />
        </>
      )}
    </div>
  );
}
