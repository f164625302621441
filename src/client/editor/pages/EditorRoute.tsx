// The /dashboard/layouts/:viewType/:layoutID/edit route (lazy): refuses viewers without site.manage, loads the
// document to edit (the newer draft when there is one) and the view type's catalog, builds the editor store and
// shows the editor. Reloading (after a conflict or a restore) fetches the layout again and starts a fresh store.
import { useMemo } from "react";
import { useLocation, useParams } from "react-router";
import { useI18n, useT } from "../../../ui/i18n/i18n-context";
import { Loader } from "../../../ui/Loader";
import { ApiError } from "../../api/errors";
import { editableDocument, type LayoutForEdit, useLayoutCatalog, useLayoutForEdit } from "../../api/layouts";
import { useAppState } from "../../app-state";
import { useDocumentTitle } from "../../pages/document-title";
import { ErrorScreen } from "../../pages/ErrorScreen";
import type { LayoutCatalog } from "../model/catalog";
import { withEditorIDs } from "../model/ids";
import type { EditorDocument } from "../model/types";
import { createEditorStore, EditorStoreProvider } from "../store/editor-store";
import { isAccessDenied, useMayOpenDashboard } from "./access";
import { DashboardForbidden } from "./DashboardFrame";
import { EditorPage } from "./EditorPage";

export function EditorRoute() {
  const location = useLocation();
  const { layoutID = "", viewType = "" } = useParams();
  const mayOpen = useMayOpenDashboard(location.key === "default");
  if (!mayOpen) return <DashboardForbidden />;
  // A new layout id is a new editing session: remount so no state leaks from the previous one.
  return <EditorLoader key={layoutID} layoutID={layoutID} viewType={viewType} />;
}

/** The editor document for a loaded layout: its newer draft when there is one. */
function documentForEdit(edit: LayoutForEdit): {
  document: EditorDocument;
  revisionID: number | null;
} {
  const editable = editableDocument(edit);
  const document = withEditorIDs({
    layoutID: edit.layoutID,
    name: editable.name,
    layoutViewType: edit.layoutViewType,
    titleBar: editable.titleBar,
    layout: editable.layout,
  });
  return { document, revisionID: editable.revisionID };
}

function EditorLoader({ layoutID, viewType }: { layoutID: string; viewType: string }) {
  const edit = useLayoutForEdit(layoutID);
  const catalog = useLayoutCatalog(edit.data?.layoutViewType ?? viewType);

  const error = edit.error ?? catalog.error;
  if (isAccessDenied(error)) return <DashboardForbidden />;
  if (error) return <ErrorScreen status={error instanceof ApiError ? error.status : 500} error={error} />;
  if (!edit.data || !catalog.data || edit.isFetching) return <EditorLoading />;
  return <EditorSession edit={edit.data} catalog={catalog.data} onReload={() => void edit.refetch()} />;
}

/** While loading; the editor page then titles the document with its name (which editing may change). */
function EditorLoading() {
  const { site } = useAppState();
  const t = useT();
  useDocumentTitle(t("Edit Layout"), site.name);
  return <Loader label={t("Loading the editor")} />;
}

function EditorSession({
  edit,
  catalog,
  onReload,
}: {
  edit: LayoutForEdit;
  catalog: LayoutCatalog;
  onReload(): void;
}) {
  // The page's translator: the store says its announcements and names the catalog's widgets in its language.
  const i18n = useI18n();
  // One store per loaded document: a reload answers a new `edit` object, hence a fresh store.
  const store = useMemo(() => {
    const { document, revisionID } = documentForEdit(edit);
    return createEditorStore({ document, catalog, revisionID, i18n });
  }, [edit, catalog, i18n]);
  return (
    <EditorStoreProvider store={store}>
      <EditorPage
        layoutID={edit.layoutID}
        publishedRevisionID={edit.publishedRevisionID ?? null}
        onReload={onReload}
      />
    </EditorStoreProvider>
  );
}
