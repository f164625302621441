// A whole error page: the default title bar (or the last one shown), the error screen, and the document title.
import { useSession } from "../../layout/session";
import type { HydratedNode } from "../../types/generated/layout/hydrated-node";
import { useT } from "../../ui/i18n/i18n-context";
import { useAppState, useLastTitleBar } from "../app-state";
import { defaultTitleBarNode } from "./default-title-bar";
import { useDocumentTitle } from "./document-title";
import { ErrorPage, type ErrorPageProps, errorCopy, NOT_FOUND_ICON_TEXT } from "./ErrorPage";
import { PageFrame } from "./PageFrame";

export interface ErrorScreenProps extends ErrorPageProps {
  titleBar?: HydratedNode | null;
  /** The tab's title; the screen's heading stays the spec's (the unknown-path page's tab says "Page Not Found"). */
  documentTitle?: string;
}

export function ErrorScreen({ titleBar, documentTitle, ...props }: ErrorScreenProps) {
  const { site } = useAppState();
  const { isGuest } = useSession();
  const t = useT();
  const lastTitleBar = useLastTitleBar(undefined);
  useDocumentTitle(documentTitle ?? t(errorCopy(props.status, isGuest).title), site.name);
  return (
    <PageFrame titleBar={titleBar ?? lastTitleBar ?? defaultTitleBarNode(site)}>
      <ErrorPage {...props} />
    </PageFrame>
  );
}

export function NotFoundPage() {
  const t = useT();
  return <ErrorScreen status={404} documentTitle={t(NOT_FOUND_ICON_TEXT)} />;
}
