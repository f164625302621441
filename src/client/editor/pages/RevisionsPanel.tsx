// The Revisions tab: every revision of the layout (author, date, draft or published), newest first, each with
// Restore — a new draft copying it, which the editor then opens. Restoring over unsaved changes asks first. Above the
// list, comparing two revisions or a revision and the draft (revisions-diff/).
import { Badge } from "../../../ui/Badge";
import { FormAlert } from "../../../ui/FormAlert";
import { useT } from "../../../ui/i18n/i18n-context";
import { RelativeTime } from "../../../ui/RelativeTime";
import { useLayoutRevisions, useRestoreLayoutRevisionMutation } from "../../api/layouts";
import { RevisionCompare } from "../revisions-diff/RevisionCompare";
import { useEditor } from "../store/editor-store";
import { RestoreRevisionButton, useRestoreConfirmation } from "./RestoreRevisionButton";

export interface RevisionsPanelProps {
  layoutID: number | string;
  publishedRevisionID: number | null;
  /** Called with the new draft's id once a restore succeeded: the page reloads the document. */
  onRestored(revisionID: number): void;
}

export function RevisionsPanel({ layoutID, publishedRevisionID, onRestored }: RevisionsPanelProps) {
  const t = useT();
  const revisions = useLayoutRevisions(layoutID);
  const current = useEditor((state) => state.saved.revisionID);
  const dirty = useEditor((state) => state.saved.dirty);
  const restore = useRestoreLayoutRevisionMutation(layoutID);
  const { confirming, ask: askRestore } = useRestoreConfirmation(dirty, (revisionID) =>
    restore.mutate(revisionID, { onSuccess: (revision) => onRestored(revision.revisionID) }),
  );

  if (revisions.isPending) return <p className="p-3 text-sm text-fg-muted">{t("Loading revisions…")}</p>;
  if (revisions.error) return <FormAlert message={revisions.error.message} className="p-3" />;
  // The newest published revision is what visitors see, whatever the list's status fields say about older ones.
  const livePublished =
    publishedRevisionID ??
    revisions.data.find((revision) => revision.status === "published")?.revisionID ??
    null;
  return (
    <div className="flex flex-col gap-2 p-3">
      <FormAlert message={restore.error?.message ?? null} />
      <RevisionCompare layoutID={layoutID} revisions={revisions.data} />
      {revisions.data.length === 0 ? <p className="text-sm text-fg-muted">{t("No revisions yet.")}</p> : null}
      <ol className="flex flex-col divide-y divide-border" aria-label={t("Revisions, newest first")}>
        {revisions.data.map((revision) => (
          <li key={revision.revisionID} className="flex flex-col gap-1 py-2">
            <div className="flex flex-wrap items-center gap-2">
              <span className="font-semibold text-fg-heading">
                {t("Revision {id}", { id: String(revision.revisionID) })}
              </span>
              <Badge tone={revision.status === "published" ? "success" : "muted"}>
                {revision.status === "published" ? t("Published") : t("Draft")}
              </Badge>
              {revision.revisionID === livePublished ? <Badge tone="primary">{t("Live")}</Badge> : null}
              {revision.revisionID === current ? <Badge>{t("Editing")}</Badge> : null}
            </div>
            <p className="text-sm text-fg-muted">
              {revision.insertUser.name}, <RelativeTime date={revision.dateInserted} />
            </p>
            {revision.revisionID === current && !dirty ? null : (
              <div className="flex flex-wrap items-center gap-2">
                <RestoreRevisionButton
                  revisionID={revision.revisionID}
                  confirming={confirming}
                  disabled={restore.isPending}
                  onAsk={askRestore}
                />
              </div>
            )}
          </li>
        ))}
      </ol>
    </div>
  );
}
