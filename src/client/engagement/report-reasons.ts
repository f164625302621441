// Why a member reports a post: the reasons POST /reports accepts (schemas/api/report-post.schema.json) with the
// words the dialog and the moderators' queue show for them (message keys: shown through t).
import { msg } from "../../lib/i18n/msg";
import type { ReportPost } from "../../types/generated/api/report-post";

export type ReportReason = ReportPost["reason"];

export const REPORT_REASONS: readonly { value: ReportReason; label: string; description: string }[] = [
  { value: "spam", label: msg("Spam"), description: msg("Advertising, scams or repeated posts.") },
  { value: "abuse", label: msg("Abuse"), description: msg("Harassment, threats or hate aimed at someone.") },
  {
    value: "inappropriate",
    label: msg("Inappropriate"),
    description: msg("Content that breaks the community's rules."),
  },
  { value: "other", label: msg("Other"), description: msg("Something else the moderators should look at.") },
];

export const reasonLabel = (value: string) =>
  REPORT_REASONS.find((reason) => reason.value === value)?.label ?? value;
