// A whole error page: the default title bar (or the last one shown), the error screen, and the document title.
import { useSession } from "../../layout/session";
import type { HydratedNode } from "../../types/generated/layout/hydrated-node";
import { useAppState, useLastTitleBar } from "../app-state";
import { defaultTitleBarNode } from "./default-title-bar";
import { useDocumentTitle } from "./document-title";
import { ErrorPage, type ErrorPageProps, errorCopy } from "./ErrorPage";
import { PageFrame } from "./PageFrame";

export function ErrorScreen({ titleBar, ...props }: ErrorPageProps & { titleBar?: HydratedNode | null }) {
  const { site } = useAppState();
  const { isGuest } = useSession();
  const lastTitleBar = useLastTitleBar(undefined);
  useDocumentTitle(props.title ?? errorCopy(props.status, isGuest).title, site.name);
  return (
    <PageFrame titleBar={titleBar ?? lastTitleBar ?? defaultTitleBarNode(site)}>
      <ErrorPage {...props} />
    </PageFrame>
  );
}

export function NotFoundPage() {
  return <ErrorScreen status={404} title="Page Not Found" />;
}
