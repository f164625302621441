// The frame of a dashboard page: the site's title bar (the last one shown, else the default), the document title,
// and the refusal every dashboard route gives a viewer without site.manage.

import type { ReactNode } from "react";
import { useCurrentLocation } from "../../../ui/location";
import { usePageAuditLogContext } from "../../api/audit-context";
import { useAppState, useLastTitleBar } from "../../app-state";
import { defaultTitleBarNode } from "../../pages/default-title-bar";
import { useDocumentTitle } from "../../pages/document-title";
import { ErrorScreen } from "../../pages/ErrorScreen";
import { PageFrame } from "../../pages/PageFrame";

export function DashboardFrame({ title, children }: { title: string; children: ReactNode }) {
  const { site } = useAppState();
  const titleBar = useLastTitleBar(undefined) ?? defaultTitleBarNode(site);
  useDocumentTitle(title, site.name);
  // Every change made from a dashboard page is audited as part of that page's action.
  usePageAuditLogContext(useCurrentLocation());
  return <PageFrame titleBar={titleBar}>{children}</PageFrame>;
}

/** "Permission Problem" (with Sign In for guests), as the server answered the first page. */
export function DashboardForbidden() {
  return <ErrorScreen status={403} />;
}
