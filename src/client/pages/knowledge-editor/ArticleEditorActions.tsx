// The article editor's state line and buttons: the article's status (new, draft, scheduled with its date, published,
// deleted) with links to the article and its revisions, then Publish, Save draft and Schedule for an unpublished
// article, Update and Unpublish for a published one, and Discard changes while the form differs from the saved
// article. Only one save runs at a time; its button spins.
import { msg } from "../../../lib/i18n/msg";
import { formatFullDate } from "../../../lib/relative-time";
import { AppLink } from "../../../ui/AppLink";
import { Badge, type BadgeTone } from "../../../ui/Badge";
import { Button } from "../../../ui/Button";
import { useLocale, useT } from "../../../ui/i18n/i18n-context";
import { InlineSpinner } from "../../../ui/Loader";
import type { Article } from "../../api/knowledge/articles";
import type { SaveIntent } from "./article-form";
import { articleRevisionsPath } from "./paths";

export type EditorStatus = "new" | "draft" | "scheduled" | "published" | "deleted";

export function editorStatusOf(article: Article | null): EditorStatus {
  if (!article) return "new";
  if (article.status === "deleted") return "deleted";
  if (article.status === "published") return "published";
  return article.dateScheduled ? "scheduled" : "draft";
}

const BADGES: Record<Exclude<EditorStatus, "new">, { label: string; tone: BadgeTone }> = {
  draft: { label: msg("Draft"), tone: "muted" },
  scheduled: { label: msg("Scheduled"), tone: "primary" },
  published: { label: msg("Published"), tone: "success" },
  deleted: { label: msg("Deleted"), tone: "warning" },
};

export function ArticleStatusLine({
  article,
  pending,
  onCancelSchedule,
}: {
  article: Article | null;
  pending: boolean;
  onCancelSchedule(): void;
}) {
  const t = useT();
  const locale = useLocale();
  const status = editorStatusOf(article);
  if (!article || status === "new") return null;
  const badge = BADGES[status];
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-2 text-sm text-fg-muted">
      <Badge tone={badge.tone}>{t(badge.label)}</Badge>
      {status === "scheduled" && article.dateScheduled ? (
        <>
          <span>{t("Publishes {date}.", { date: formatFullDate(article.dateScheduled, locale) })}</span>
          <Button size="sm" disabled={pending} onClick={onCancelSchedule}>
            {t("Cancel Schedule")}
          </Button>
        </>
      ) : null}
      {status === "deleted" ? <span>{t("This article is deleted. Publishing it restores it.")}</span> : null}
      <span className="flex flex-wrap gap-3">
        {status === "published" ? (
          <AppLink to={article.url} className="font-semibold text-primary hover:underline">
            {t("View article")}
          </AppLink>
        ) : null}
        <AppLink
          to={articleRevisionsPath(article.articleID)}
          className="font-semibold text-primary hover:underline"
        >
          {t("Revisions")}
        </AppLink>
      </span>
    </div>
  );
}

export interface ArticleEditorActionsProps {
  status: EditorStatus;
  /** The press whose save runs (its button spins, every button waits). */
  pendingIntent: SaveIntent | null;
  dirty: boolean;
  onSave(intent: SaveIntent): void;
  onSchedule(): void;
  onDiscard(): void;
}

function Label({ pending, pendingLabel, label }: { pending: boolean; pendingLabel: string; label: string }) {
  if (!pending) return label;
  return (
    <>
      <InlineSpinner />
      {pendingLabel}
    </>
  );
}

export function ArticleEditorActions(props: ArticleEditorActionsProps) {
  const t = useT();
  const { status, pendingIntent, dirty, onSave } = props;
  const busy = pendingIntent !== null;
  const spinning = (intent: SaveIntent) => pendingIntent === intent;
  const published = status === "published";
  return (
    <div className="flex flex-wrap items-center gap-2">
      {published ? (
        <>
          <Button type="submit" variant="primary" disabled={busy}>
            <Label pending={spinning("update")} pendingLabel={t("Saving…")} label={t("Update")} />
          </Button>
          <Button disabled={busy} onClick={() => onSave("saveDraft")}>
            <Label pending={spinning("saveDraft")} pendingLabel={t("Saving…")} label={t("Unpublish")} />
          </Button>
        </>
      ) : (
        <>
          <Button type="submit" variant="primary" disabled={busy}>
            <Label pending={spinning("publish")} pendingLabel={t("Publishing…")} label={t("Publish")} />
          </Button>
          <Button disabled={busy} onClick={() => onSave("saveDraft")}>
            <Label pending={spinning("saveDraft")} pendingLabel={t("Saving…")} label={t("Save draft")} />
          </Button>
          <Button disabled={busy} onClick={props.onSchedule}>
            {status === "scheduled" ? t("Reschedule") : t("Schedule")}
          </Button>
        </>
      )}
      {dirty ? (
        <Button variant="text" disabled={busy} onClick={props.onDiscard}>
          {t("Discard changes")}
        </Button>
      ) : null}
    </div>
  );
}
