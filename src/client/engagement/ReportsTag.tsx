// The reports tag (docs/reference/routes.md#links-the-product-builds): for moderators, when a post has open reports,
// a tag linking to the queue filtered to it (statuses=none, recordType, recordID), opened in a new tab.

import { Icon } from "../../ui/Icon";
import { useT } from "../../ui/i18n/i18n-context";

function reportsQueueUrl(recordType: "discussion" | "comment", recordID: number): string {
  const query = new URLSearchParams({ statuses: "none", recordType, recordID: String(recordID) });
  return `/dashboard/content/reports?${query.toString()}`;
}

export function ReportsTag({
  recordType,
  recordID,
  countReports,
}: {
  recordType: "discussion" | "comment";
  recordID: number;
  countReports: number;
}) {
  const t = useT();
  if (countReports <= 0) return null;
  return (
    <a
      href={reportsQueueUrl(recordType, recordID)}
      target="_blank"
      rel="noopener noreferrer"
      className={
        "inline-flex h-6 items-center gap-1 rounded-full border border-transparent bg-warning-soft px-2 text-xs " +
        "font-semibold text-warning hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 " +
        "focus-visible:outline-primary"
      }
    >
      <Icon name="flag" size={12} />
      {t("{count, plural, one {# Report} other {# Reports}}", { count: countReports })}
      <span className="sr-only"> {t("(opens in a new tab)")}</span>
    </a>
  );
}
