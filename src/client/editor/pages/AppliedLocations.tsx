// Where a layout applies, from GET /layouts/{id}/views?expand=record: "Global", category and section names.
// A template no layout replaces globally is the default for its view type (the list marks it with view id -1).

import { msg } from "../../../lib/i18n/msg";
import type { LayoutMetadata } from "../../../types/generated/api/layout-metadata";
import type { LayoutView } from "../../../types/generated/api/layout-view";
import { Badge } from "../../../ui/Badge";
import { type TranslateFn, useT } from "../../../ui/i18n/i18n-context";
import { useLayoutViews } from "../../api/layouts";

const RECORD_TYPE_LABELS: Record<string, string> = {
  global: msg("Global"),
  category: msg("Category"),
  siteSection: msg("Site section"),
  customPage: msg("Custom page"),
  knowledgeBase: msg("Knowledge base"),
};

function viewLabel(view: LayoutView, t: TranslateFn): string {
  if (view.recordType === "global") return t("Global");
  const label = RECORD_TYPE_LABELS[view.recordType];
  return t("{kind}: {record}", {
    kind: label ? t(label) : view.recordType,
    record: view.record?.name ?? `#${view.recordID}`,
  });
}

export function isApplied(layout: LayoutMetadata): boolean {
  return (layout.layoutViews ?? []).length > 0;
}

export function AppliedLocations({ layout }: { layout: LayoutMetadata }) {
  const t = useT();
  const listed = layout.layoutViews ?? [];
  const isDefaultOnly = listed.length > 0 && listed.every((view) => view.layoutViewID < 0);
  const views = useLayoutViews(layout.layoutID, listed.length > 0 && !isDefaultOnly);
  if (listed.length === 0) return <span className="text-sm text-fg-muted">{t("Not applied")}</span>;
  if (isDefaultOnly)
    return (
      <span>
        <Badge tone="primary">{t("Applied: default for all pages of this type")}</Badge>
      </span>
    );
  const shown = views.data ?? listed;
  return (
    <span className="flex flex-wrap items-center gap-1">
      <Badge tone="success">{t("Applied")}</Badge>
      {shown.map((view) => (
        <span key={view.layoutViewID} className="text-sm text-fg-muted">
          {viewLabel(view, t)}
        </span>
      ))}
    </span>
  );
}
