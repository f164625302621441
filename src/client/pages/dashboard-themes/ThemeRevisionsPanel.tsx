// The theme's revisions (docs/reference/themes.md#api), newest first: each with its date and author, the one
// pages use marked; Preview this revision (PUT /themes/preview with its id: the live site with it, for the admin
// only) and Restore (PATCH {revisionID}: the theme uses it again). Restoring over unsaved changes asks first.
import { useState } from "react";
import { Badge } from "../../../ui/Badge";
import { Button } from "../../../ui/Button";
import { FormAlert } from "../../../ui/FormAlert";
import { useT } from "../../../ui/i18n/i18n-context";
import { RelativeTime } from "../../../ui/RelativeTime";
import {
  type Theme,
  type ThemeID,
  usePatchThemeMutation,
  useStartThemePreviewMutation,
  useThemeRevisions,
} from "../../api/themes";
import { RestoreRevisionButton, useRestoreConfirmation } from "../../editor/pages/RestoreRevisionButton";
import { themePageNavigation } from "../../theme-preview/page-navigation";

export interface ThemeRevisionsPanelProps {
  themeID: ThemeID;
  /** The form has changes not saved: restoring would replace them. */
  dirty: boolean;
  /** Shipped themes have no revisions to restore. */
  readOnly?: boolean;
  /** The theme as the restore left it: the editor takes its variables. */
  onRestored(theme: Theme): void;
}

export function ThemeRevisionsPanel({
  themeID,
  dirty,
  readOnly = false,
  onRestored,
}: ThemeRevisionsPanelProps) {
  const t = useT();
  const revisions = useThemeRevisions(themeID);
  const restore = usePatchThemeMutation();
  const preview = useStartThemePreviewMutation();
  const [status, setStatus] = useState("");
  const { confirming, ask: askRestore } = useRestoreConfirmation(dirty, (revisionID) =>
    restore.mutate(
      { themeID, body: { revisionID } },
      {
        onSuccess: (theme) => {
          setStatus(t("Revision {id} restored.", { id: String(revisionID) }));
          onRestored(theme);
        },
      },
    ),
  );

  function showPreview(revisionID: number) {
    preview.mutate(
      { themeID, revisionID },
      { onSuccess: (started) => themePageNavigation.assign(started.redirect) },
    );
  }

  if (revisions.isPending) return <p className="text-sm text-fg-muted">{t("Loading revisions…")}</p>;
  if (revisions.error) return <FormAlert message={revisions.error.message} />;
  const busy = restore.isPending || preview.isPending;
  return (
    <div className="flex flex-col gap-2">
      <p role="status" className="text-sm text-success">
        {status}
      </p>
      <FormAlert message={restore.error?.message ?? preview.error?.message ?? null} />
      {revisions.data.length === 0 ? <p className="text-sm text-fg-muted">{t("No revisions yet.")}</p> : null}
      <ol className="flex flex-col divide-y divide-border" aria-label={t("Revisions, newest first")}>
        {revisions.data.map((revision) => {
          const id = String(revision.revisionID);
          return (
            <li key={revision.revisionID} className="flex flex-col gap-1 py-2">
              <div className="flex flex-wrap items-center gap-2">
                <span className="font-semibold text-fg-heading">{t("Revision {id}", { id })}</span>
                {revision.active ? <Badge tone="primary">{t("In use")}</Badge> : null}
              </div>
              <p className="text-sm text-fg-muted">
                {revision.insertUser.name}, <RelativeTime date={revision.dateInserted} />
              </p>
              <div className="flex flex-wrap items-center gap-2">
                <Button
                  size="sm"
                  disabled={busy}
                  onClick={() => showPreview(revision.revisionID)}
                  aria-label={t("Preview revision {id}", { id })}
                >
                  {t("Preview")}
                </Button>
                {revision.active || readOnly ? null : (
                  <RestoreRevisionButton
                    revisionID={revision.revisionID}
                    confirming={confirming}
                    disabled={busy}
                    onAsk={askRestore}
                  />
                )}
              </div>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
