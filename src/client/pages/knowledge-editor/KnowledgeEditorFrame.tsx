// The frame of the knowledge base's staff pages (the article editor, an article's revisions): the title bar, then
// the page in the content column, the document titled from src/lib/app-routes. Guests get the 403 screen with
// Sign In (the server answered 403 too); which knowledge bases a member may write in only the API knows, so a
// refusal from it shows as the error page inside the frame (refusalStatus).
import type { ReactNode } from "react";
import { useSession } from "../../../layout/session";
import { matchAppPage } from "../../../lib/app-routes";
import { useT } from "../../../ui/i18n/i18n-context";
import { ApiError } from "../../api/errors";
import { useAppState, useLastTitleBar } from "../../app-state";
import { defaultTitleBarNode } from "../default-title-bar";
import { useDocumentTitle } from "../document-title";
import { ErrorPage } from "../ErrorPage";
import { ErrorScreen } from "../ErrorScreen";
import { PageFrame } from "../PageFrame";

/** The status to show for a failed load: the API's refusal (403, 404) as such, anything else as an error. */
export function refusalStatus(error: unknown): number {
  if (error instanceof ApiError && (error.status === 401 || error.status === 403)) return 403;
  if (error instanceof ApiError && error.status === 404) return 404;
  return 500;
}

export function KnowledgeEditorFrame({ path, children }: { path: string; children: ReactNode }) {
  const { isGuest } = useSession();
  return isGuest ? <ErrorScreen status={403} /> : <EditorFrame path={path}>{children}</EditorFrame>;
}

function EditorFrame({ path, children }: { path: string; children: ReactNode }) {
  const { site } = useAppState();
  const t = useT();
  const titleBar = useLastTitleBar(undefined) ?? defaultTitleBarNode(site);
  const title = matchAppPage(path)?.title;
  useDocumentTitle(title ? t(title) : undefined, site.name);
  return (
    <PageFrame titleBar={titleBar}>
      <div className="mx-auto w-full max-w-4xl px-4 py-8">{children}</div>
    </PageFrame>
  );
}

/** The API refused the page (a knowledge base or article the viewer may not write in, or none at all). */
export function EditorRefusal({ error, status }: { error?: unknown; status?: number }) {
  return <ErrorPage status={status ?? refusalStatus(error)} error={error} />;
}
