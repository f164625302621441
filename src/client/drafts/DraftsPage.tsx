// /drafts: the signed-in member's drafts and scheduled posts (GET /drafts, a page at a time): each with Edit (its
// editUrl), Delete (confirmed), Schedule or Reschedule, and Cancel Schedule; a failed publication shows why.
// Deleting or scheduling a draft here also forgets this browser's local copy of it (which would bring it back into
// the composer), and a deleted row hands focus to the next row's Delete button, or to the empty list's notice.
import { useEffect, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { formatFullDate } from "../../lib/relative-time";
import type { Draft } from "../../types/generated/api/draft";
import { AppLink } from "../../ui/AppLink";
import { Badge } from "../../ui/Badge";
import { Button, ButtonLink } from "../../ui/Button";
import { ConfirmDialog } from "../../ui/ConfirmDialog";
import { FormAlert } from "../../ui/FormAlert";
import { RichMessage, useLocale, useT } from "../../ui/i18n/i18n-context";
import { Loader } from "../../ui/Loader";
import { Pager } from "../../ui/Pager";
import { RelativeTime } from "../../ui/RelativeTime";
import { toast } from "../../ui/toast-store";
import { useCancelDraftScheduleMutation, useDeleteDraftMutation, useDraftPage } from "../api/drafts";
import { failureFromError } from "../pages/entry-form";
import { MemberFrame } from "../pages/member/MemberFrame";
import { draftExcerpt, draftTitle, STATUS_LABELS } from "./draft-labels";
import { browserStorage, forgetLocalDraftByID } from "./local-drafts";
import { ScheduleDraftDialog } from "./ScheduleDraftDialog";

const DRAFTS_PATH = "/drafts";
export const DRAFTS_PAGE_LIMIT = 20;

function pageFrom(search: URLSearchParams): number {
  const page = Number(search.get("page"));
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

const TONES = { draft: "muted", scheduled: "primary", error: "warning" } as const;

export function DraftsPage() {
  return (
    <MemberFrame path={DRAFTS_PATH}>
      <DraftsList />
    </MemberFrame>
  );
}

/** The list itself (the page without its frame), also shown by the stories. */
export function DraftsList() {
  const t = useT();
  const locale = useLocale();
  const [search] = useSearchParams();
  const page = pageFrom(search);
  const list = useDraftPage({ page, limit: DRAFTS_PAGE_LIMIT });
  const removing = useDeleteDraftMutation();
  const unscheduling = useCancelDraftScheduleMutation();
  const [deleting, setDeleting] = useState<Draft | null>(null);
  const [scheduling, setScheduling] = useState<Draft | null>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const emptyRef = useRef<HTMLParagraphElement>(null);
  // The position of a deleted row: once the list has reloaded, focus goes to what took its place.
  const focusAfterDelete = useRef<number | null>(null);
  useEffect(() => {
    const index = focusAfterDelete.current;
    if (index === null || !list.data) return;
    focusAfterDelete.current = null;
    const rows = listRef.current?.querySelectorAll<HTMLElement>("li[data-draft-id]") ?? [];
    const row = rows[Math.min(index, rows.length - 1)];
    (row?.querySelector<HTMLElement>("[data-draft-delete]") ?? emptyRef.current)?.focus();
  }, [list.data]);

  const cancelSchedule = (draft: Draft) =>
    unscheduling.mutate(draft.draftID, {
      onSuccess: () => toast.success(t("The schedule has been cancelled.")),
      onError: (error) =>
        toast.error(failureFromError(error, [], t).message ?? t("The schedule could not be cancelled.")),
    });

  if (list.isPending) return <Loader label={t("Loading drafts")} className="mt-6" />;
  if (list.isError)
    return <FormAlert className="mt-4" message={failureFromError(list.error, [], t).message} />;
  if (list.data.items.length === 0) {
    return (
      <p ref={emptyRef} tabIndex={-1} className="mt-6 text-fg-muted focus:outline-none">
        {t("You have no drafts. What you start writing is kept here.")}
      </p>
    );
  }
  return (
    <>
      <ul ref={listRef} className="mt-4 divide-y divide-border" aria-label={t("Drafts")}>
        {list.data.items.map((draft) => (
          <li key={draft.draftID} className="flex flex-col gap-2 py-4" data-draft-id={draft.draftID}>
            <div className="flex flex-wrap items-center gap-2">
              <AppLink to={draft.editUrl} className="font-semibold text-fg-heading hover:text-primary">
                {draftTitle(draft, t)}
              </AppLink>
              <Badge tone={TONES[draft.draftStatus]}>{t(STATUS_LABELS[draft.draftStatus])}</Badge>
            </div>
            {draftExcerpt(draft) ? <p className="text-sm text-fg">{draftExcerpt(draft)}</p> : null}
            <p className="text-xs text-fg-muted">
              {draft.draftStatus === "scheduled" && draft.dateScheduled ? (
                <>
                  {draft.publishedSilently
                    ? t("Publishes {date} (silently).", { date: formatFullDate(draft.dateScheduled, locale) })
                    : t("Publishes {date}.", { date: formatFullDate(draft.dateScheduled, locale) })}{" "}
                </>
              ) : null}
              <RichMessage
                id="Last saved <time></time>."
                values={{
                  time: () => <RelativeTime date={draft.attributes.lastSaved ?? draft.dateUpdated} />,
                }}
              />
            </p>
            {draft.draftStatus === "error" && draft.error ? (
              <p className="text-sm text-danger">{draft.error}</p>
            ) : null}
            <div className="flex flex-wrap gap-2">
              <ButtonLink to={draft.editUrl} size="sm">
                {t("Edit")}
              </ButtonLink>
              {/* Articles are scheduled from their editor (docs/reference/knowledge-base.md#the-article-editor). */}
              {draft.recordID === null && draft.recordType !== "article" ? (
                <Button size="sm" onClick={() => setScheduling(draft)}>
                  {draft.draftStatus === "scheduled" ? t("Reschedule") : t("Schedule")}
                </Button>
              ) : null}
              {draft.draftStatus !== "draft" ? (
                <Button size="sm" onClick={() => cancelSchedule(draft)}>
                  {t("Cancel Schedule")}
                </Button>
              ) : null}
              <Button size="sm" variant="text" data-draft-delete onClick={() => setDeleting(draft)}>
                {t("Delete")}
              </Button>
            </div>
          </li>
        ))}
      </ul>
      <Pager page={page} limit={DRAFTS_PAGE_LIMIT} total={list.data.total} className="mt-4" />
      <ConfirmDialog
        open={deleting !== null}
        title={t("Delete Draft")}
        confirmLabel={t("Delete")}
        pendingLabel={t("Deleting…")}
        destructive
        pending={removing.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={async () => {
          if (!deleting) return;
          const index = (list.data?.items ?? []).findIndex((item) => item.draftID === deleting.draftID);
          // Set before the call: the list reloads as part of it, and focus moves once it has.
          focusAfterDelete.current = index;
          try {
            await removing.mutateAsync(deleting.draftID);
          } catch (error) {
            focusAfterDelete.current = null;
            throw error;
          }
          forgetLocalDraftByID(browserStorage(), deleting.draftID);
          setDeleting(null);
          toast.success(t("The draft has been deleted."));
        }}
      >
        {t("Are you sure you want to delete this draft?")}
      </ConfirmDialog>
      {scheduling ? (
        <ScheduleDraftDialog
          draft={scheduling}
          onClose={() => setScheduling(null)}
          onScheduled={() => {
            forgetLocalDraftByID(browserStorage(), scheduling.draftID);
            setScheduling(null);
            toast.success(t("Your post has been scheduled."));
          }}
        />
      ) : null}
    </>
  );
}
