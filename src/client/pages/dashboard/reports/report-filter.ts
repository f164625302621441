// The queue's filter lives in its address (docs/reference/routes.md#links-the-product-builds: the reports tag links
// to /dashboard/content/reports?statuses=none&recordType=…&recordID=…), so links and reloads keep it. No statuses
// parameter means the open reports; statuses=all means every status.
import { msg } from "../../../../lib/i18n/msg";
import type { ReportFilter } from "../../../api/reports";

export const STATUS_CHOICES = [
  { value: "none", label: msg("Open") },
  { value: "new", label: msg("New") },
  { value: "escalated", label: msg("Escalated") },
  { value: "dismissed", label: msg("Dismissed") },
  { value: "resolved", label: msg("Resolved") },
  { value: "all", label: msg("All statuses") },
] as const;

export type StatusChoice = (typeof STATUS_CHOICES)[number]["value"];

const isChoice = (value: string): value is StatusChoice =>
  STATUS_CHOICES.some((choice) => choice.value === value);

export function statusChoiceOf(params: URLSearchParams): StatusChoice {
  const raw = params.get("statuses") ?? "none";
  return isChoice(raw) ? raw : "none";
}

export function filterOf(params: URLSearchParams): ReportFilter {
  const choice = statusChoiceOf(params);
  const recordType = params.get("recordType");
  const recordID = Number(params.get("recordID"));
  const page = Number(params.get("page"));
  return {
    statuses: choice === "all" ? [] : [choice],
    recordType: recordType === "discussion" || recordType === "comment" ? recordType : undefined,
    recordID: Number.isInteger(recordID) && recordID > 0 ? recordID : undefined,
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}
