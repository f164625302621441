// /log/filter (docs/reference/routes.md#app-routes): the content log page, read from the address's recordType,
// recordID, parentRecordID and operation (e.g. ?recordType=discussion&recordID=12 for a post's revision history,
// ?parentRecordID=12&recordType=comment&operation=delete for a discussion's deleted comments).
import { useId } from "react";
import { useSearchParams } from "react-router";
import type { ContentLogQuery } from "../../types/generated/api/content-log-query";
import { useT } from "../../ui/i18n/i18n-context";
import { useAppState, useLastTitleBar } from "../app-state";
import { defaultTitleBarNode } from "../pages/default-title-bar";
import { useDocumentTitle } from "../pages/document-title";
import { PageFrame } from "../pages/PageFrame";
import { ContentLogView, LOG_VIEW_TITLES, logViewOf } from "./ContentLogView";

const positive = (value: string | null): number | undefined => {
  const n = Number(value);
  return value && Number.isInteger(n) && n > 0 ? n : undefined;
};

export function logQueryOf(params: URLSearchParams): Partial<ContentLogQuery> {
  const query: Partial<ContentLogQuery> = {};
  const recordType = params.get("recordType");
  if (recordType === "discussion" || recordType === "comment") query.recordType = recordType;
  const recordID = positive(params.get("recordID"));
  if (recordID !== undefined) query.recordID = recordID;
  const parentRecordID = positive(params.get("parentRecordID"));
  if (parentRecordID !== undefined) query.parentRecordID = parentRecordID;
  const operation = params.get("operation");
  if (operation && /^[a-z]{1,20}$/.test(operation)) query.operation = operation;
  return query;
}

export function LogFilterPage() {
  const t = useT();
  const { site } = useAppState();
  const [params] = useSearchParams();
  const query = logQueryOf(params);
  const title = t(LOG_VIEW_TITLES[logViewOf(query)]);
  const titleBar = useLastTitleBar(undefined) ?? defaultTitleBarNode(site);
  const headingId = useId();
  useDocumentTitle(title, site.name);
  return (
    <PageFrame titleBar={titleBar}>
      <section aria-labelledby={headingId} className="mx-auto w-full max-w-3xl px-4 py-8">
        <h1 id={headingId} className="mb-6 text-2xl font-bold tracking-tight">
          {title}
        </h1>
        <ContentLogView query={query} />
      </section>
    </PageFrame>
  );
}
