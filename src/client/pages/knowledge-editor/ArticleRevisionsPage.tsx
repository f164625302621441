// An article's revisions (docs/reference/knowledge-base.md#revisions), for those who may write in its knowledge
// base: every save, newest first, with who saved it, when, the article's status then and the locale; pick two to
// see what changed between them, or one to compare with the current text (the revision before the current one is
// compared at first). Restore (the revision lists' shared control, confirmed first) saves a copy of that revision
// as the newest, so the article shows its text again and nothing is lost.
import { useState } from "react";
import { msg } from "../../../lib/i18n/msg";
import { AppLink } from "../../../ui/AppLink";
import { Badge } from "../../../ui/Badge";
import { ConfirmDialog } from "../../../ui/ConfirmDialog";
import { RichMessage, useT } from "../../../ui/i18n/i18n-context";
import { RelativeTime } from "../../../ui/RelativeTime";
import { toast } from "../../../ui/toast-store";
import type { Article } from "../../api/knowledge/articles";
import { type ArticleRevision, useRestoreArticleRevisionMutation } from "../../api/knowledge/revisions";
import { RestoreRevisionButton } from "../../editor/pages/RestoreRevisionButton";
import { articleEditPath } from "./paths";
import { RevisionDiff } from "./RevisionDiff";
import { type Comparison, comparisonOf, defaultSelection, toggleRevision } from "./revision-compare";

const STATUS_LABELS: Record<ArticleRevision["status"], string> = {
  draft: msg("Draft"),
  published: msg("Published"),
};

export interface ArticleRevisionsPageProps {
  article: Article;
  /** Newest first, as the API answers them. */
  revisions: readonly ArticleRevision[];
  /** Stories: the revisions picked at first, and the restore confirmation open. */
  initialSelection?: number[];
  initialRestoring?: number | null;
}

function RevisionRow({
  revision,
  picked,
  onPick,
  onRestore,
  restoring,
}: {
  revision: ArticleRevision;
  picked: boolean;
  onPick(): void;
  onRestore(articleRevisionID: number): void;
  restoring: boolean;
}) {
  const t = useT();
  return (
    <li className="flex flex-wrap items-start justify-between gap-3 py-3">
      <div className="flex min-w-0 flex-col gap-1">
        <label className="inline-flex cursor-pointer items-center gap-2 font-semibold text-fg-heading">
          <input type="checkbox" className="size-4 accent-primary" checked={picked} onChange={onPick} />
          {t("Revision {id}", { id: String(revision.articleRevisionID) })}
        </label>
        <div className="flex flex-wrap items-center gap-2 text-sm text-fg-muted">
          {revision.current ? <Badge tone="success">{t("Current")}</Badge> : null}
          <Badge tone={revision.status === "published" ? "primary" : "muted"}>
            {t(STATUS_LABELS[revision.status])}
          </Badge>
          <span>{revision.locale}</span>
          <span aria-hidden="true">·</span>
          <span>
            <RichMessage
              id="Saved by <who></who> <time></time>"
              values={{
                who: () => (
                  <strong className="font-semibold text-fg">
                    {revision.insertUser?.name ?? t("Unknown User")}
                  </strong>
                ),
                time: () => <RelativeTime date={revision.dateInserted} />,
              }}
            />
          </span>
          {revision.restoredFromRevisionID ? (
            <span>{t("Restores revision {id}.", { id: String(revision.restoredFromRevisionID) })}</span>
          ) : null}
        </div>
      </div>
      {revision.current ? null : (
        <RestoreRevisionButton
          revisionID={revision.articleRevisionID}
          confirming={null}
          disabled={restoring}
          onAsk={onRestore}
        />
      )}
    </li>
  );
}

function comparisonHeading(comparison: Comparison, t: ReturnType<typeof useT>): string {
  const before = String(comparison.before.articleRevisionID);
  const after = String(comparison.after.articleRevisionID);
  return comparison.after.current
    ? t("Changes from revision {before} to the current revision {after}", { before, after })
    : t("Changes from revision {before} to revision {after}", { before, after });
}

export function ArticleRevisionsPage({
  article,
  revisions,
  initialSelection,
  initialRestoring = null,
}: ArticleRevisionsPageProps) {
  const t = useT();
  const [selected, setSelected] = useState<number[]>(() => initialSelection ?? defaultSelection(revisions));
  const [restoring, setRestoring] = useState<number | null>(initialRestoring);
  const restore = useRestoreArticleRevisionMutation(article.articleID);
  const comparison = comparisonOf(selected, revisions);

  const confirmRestore = async () => {
    if (restoring === null) return;
    await restore.mutateAsync(restoring);
    toast.success(t("Revision {id} was restored.", { id: String(restoring) }));
    setRestoring(null);
    setSelected([]);
  };

  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold tracking-tight">{t("Revisions")}</h1>
        <p className="text-fg">{article.name}</p>
        <p className="flex flex-wrap gap-3 text-sm">
          <AppLink
            to={articleEditPath(article.articleID)}
            className="font-semibold text-primary hover:underline"
          >
            {t("Edit article")}
          </AppLink>
          {article.status === "published" ? (
            <AppLink to={article.url} className="font-semibold text-primary hover:underline">
              {t("View article")}
            </AppLink>
          ) : null}
        </p>
      </div>
      {revisions.length === 0 ? (
        <p className="text-fg-muted">{t("This article has no revisions yet.")}</p>
      ) : (
        <>
          <p className="text-sm text-fg-muted">
            {t("Pick two revisions to compare, or one to compare with the current text.")}
          </p>
          <ol
            className="divide-y divide-border border-y border-border"
            aria-label={t("Revisions, newest first")}
          >
            {revisions.map((revision) => (
              <RevisionRow
                key={revision.articleRevisionID}
                revision={revision}
                picked={selected.includes(revision.articleRevisionID)}
                onPick={() => setSelected((current) => toggleRevision(current, revision.articleRevisionID))}
                onRestore={setRestoring}
                restoring={restore.isPending}
              />
            ))}
          </ol>
        </>
      )}
      {comparison ? (
        <RevisionDiff
          articleID={article.articleID}
          comparison={comparison}
          heading={comparisonHeading(comparison, t)}
        />
      ) : null}
      <ConfirmDialog
        open={restoring !== null}
        title={t("Restore revision {id}", { id: String(restoring ?? "") })}
        confirmLabel={t("Restore")}
        pendingLabel={t("Restoring…")}
        pending={restore.isPending}
        onConfirm={confirmRestore}
        onCancel={() => setRestoring(null)}
      >
        {t(
          "The article will show this revision's text again. The restore is saved as a new revision: the current text stays in the history.",
        )}
      </ConfirmDialog>
    </div>
  );
}
