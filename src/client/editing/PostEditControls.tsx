// Editing and deleting posts on the post page. `DiscussionEditLink` is the original post's 'Edit (remaining time)'
// link to the edit form; `CommentOptionsMenu` the comment's menu (edit, quote, delete, revision history);
// `CommentEditForm` replaces a comment's body while it is edited. The server enforces every rule shown here
// (services/editing/); these only decide what to offer.
import { type FormEvent, type KeyboardEvent, useId, useRef, useState } from "react";
import { editTimeLabel } from "../../lib/editing/edit-window";
import type { Translate } from "../../lib/english-text";
import { REPLY_WHEN_CLOSED_PERMISSIONS } from "../../lib/permissions/close-permissions";
import type { Comment } from "../../types/generated/api/comment";
import type { Discussion } from "../../types/generated/api/discussion";
import { AppLink } from "../../ui/AppLink";
import { Button, buttonClasses } from "../../ui/Button";
import { ConfirmDialog } from "../../ui/ConfirmDialog";
import { Flyout, FlyoutItem, FlyoutLinkItem } from "../../ui/Flyout";
import { FormAlert } from "../../ui/FormAlert";
import { useT } from "../../ui/i18n/i18n-context";
import { SubmitButton } from "../../ui/SubmitButton";
import { toast } from "../../ui/toast-store";
import { useCommentQuoteMutation, useDeleteCommentMutation, usePatchCommentMutation } from "../api/comments";
import { ApiError, errorMessage } from "../api/errors";
import { usePostSource } from "../api/post-source";
import { QUOTE_EVENT, type QuoteEventDetail } from "../composer/quote-event";
import { usePermission } from "../permissions/use-permission";
import { useEditContentTimeout, useEditRights, useEditTimeRemaining } from "./use-edit-window";
import { useFocusOnceReady } from "./use-focus-once-ready";

/** "Edit (4 minutes)" while an author's window runs, "Edit" for editors or without a limit. */
function editLabel(editor: boolean, remainingMs: number, t: Translate): string {
  const time = editor ? "" : editTimeLabel(remainingMs, t);
  return time ? t("Edit ({time})", { time }) : t("Edit");
}

export interface EditClockProps {
  /** The edit window in seconds (-1: none); defaults to the site's setting. */
  editContentTimeout?: number;
  /** The clock (tests and stories fix it). */
  now?: () => number;
}

function editDiscussionUrl(discussionID: number): string {
  return `/post/editdiscussion/${discussionID}`;
}

export function DiscussionEditLink({
  discussion,
  editContentTimeout,
  now,
}: { discussion: Discussion } & EditClockProps) {
  const t = useT();
  const timeout = useEditContentTimeout(editContentTimeout);
  const rights = useEditRights("discussion", discussion, discussion.closed);
  const remaining = useEditTimeRemaining(
    discussion.dateInserted,
    timeout,
    rights.authorInWindowRules && !rights.editor,
    now,
  );
  if (!rights.editor && !(rights.authorInWindowRules && remaining > 0)) return null;
  return (
    <AppLink to={editDiscussionUrl(discussion.discussionID)} className={buttonClasses("text")}>
      {editLabel(rights.editor, remaining, t)}
    </AppLink>
  );
}

export interface CommentOptionsMenuProps extends EditClockProps {
  comment: Comment;
  discussion: Discussion;
  /** Show the edit form in place of the body. */
  onEdit: () => void;
  onDeleted: () => void;
  /** Open from the first render (stories). */
  defaultOpen?: boolean;
}

function revisionHistoryUrl(recordType: "discussion" | "comment", recordID: number): string {
  return `/log/filter?recordType=${recordType}&recordID=${recordID}`;
}

export function CommentOptionsMenu({
  comment,
  discussion,
  onEdit,
  onDeleted,
  editContentTimeout,
  now,
  defaultOpen,
}: CommentOptionsMenuProps) {
  const t = useT();
  const categoryID = comment.categoryID;
  const timeout = useEditContentTimeout(editContentTimeout);
  const rights = useEditRights("comment", comment, discussion.closed);
  const remaining = useEditTimeRemaining(
    comment.dateInserted,
    timeout,
    rights.authorInWindowRules && !rights.editor,
    now,
  );
  const canEdit = rights.editor || (rights.authorInWindowRules && remaining > 0);
  // docs/reference/permissions.md#category-permissions: quoting needs comments.add; in a closed discussion also the
  // right to close discussions.
  const canComment = usePermission("comments.add", { resourceID: categoryID });
  const canClose = usePermission(REPLY_WHEN_CLOSED_PERMISSIONS, { resourceID: categoryID });
  const canQuote = canComment && (!discussion.closed || canClose);
  const canDelete = usePermission(["community.moderate", "comments.delete"], { resourceID: categoryID });
  const canSeeHistory = usePermission(["community.moderate", "discussions.moderate"], {
    resourceID: categoryID,
  });
  const [confirming, setConfirming] = useState(false);
  const quoting = useCommentQuoteMutation(comment.commentID);
  const deleting = useDeleteCommentMutation(comment.commentID);

  if (!canEdit && !canQuote && !canDelete && !canSeeHistory) return null;

  function quote() {
    quoting.mutate(undefined, {
      onSuccess: ({ markdown }) =>
        window.dispatchEvent(new CustomEvent<QuoteEventDetail>(QUOTE_EVENT, { detail: { markdown } })),
      onError: (error) => toast.error(errorMessage(error)),
    });
  }

  async function remove() {
    await deleting.mutateAsync();
    setConfirming(false);
    toast.success(t("The comment was deleted."));
    onDeleted();
  }

  return (
    <>
      <Flyout
        label={
          <span aria-hidden="true" className="text-lg leading-none">
            ⋯
          </span>
        }
        buttonLabel={t("Comment options")}
        buttonClassName={`${buttonClasses("text")} min-h-8 min-w-8 justify-center rounded-control focus-visible:outline-2 focus-visible:outline-primary`}
        align="end"
        defaultOpen={defaultOpen}
      >
        {canEdit ? <FlyoutItem onSelect={onEdit}>{editLabel(rights.editor, remaining, t)}</FlyoutItem> : null}
        {canQuote ? <FlyoutItem onSelect={quote}>{t("Quote")}</FlyoutItem> : null}
        {canDelete ? <FlyoutItem onSelect={() => setConfirming(true)}>{t("Delete")}</FlyoutItem> : null}
        {canSeeHistory ? (
          <FlyoutLinkItem to={revisionHistoryUrl("comment", comment.commentID)}>
            {t("Revision History")}
          </FlyoutLinkItem>
        ) : null}
      </Flyout>
      <ConfirmDialog
        open={confirming}
        title={t("Delete Comment")}
        confirmLabel={t("Delete")}
        pendingLabel={t("Deleting…")}
        destructive
        pending={deleting.isPending}
        onConfirm={remove}
        onCancel={() => setConfirming(false)}
      >
        {t("Are you sure you want to delete this comment?")}
      </ConfirmDialog>
    </>
  );
}

const EDITABLE_FORMATS = ["markdown", "text", "html"] as const;

/** The format an edit saves in: the post's own, or Markdown for older stored formats (they render as Markdown). */
function editableFormat(format: string): (typeof EDITABLE_FORMATS)[number] {
  return EDITABLE_FORMATS.find((known) => known === format) ?? "markdown";
}

export interface CommentEditFormProps {
  comment: Comment;
  onSaved: (comment: Comment) => void;
  onCancel: () => void;
}

export function CommentEditForm({ comment, onSaved, onCancel }: CommentEditFormProps) {
  const t = useT();
  const source = usePostSource("comment", comment.commentID);
  const [body, setBody] = useState<string | null>(null);
  const saving = usePatchCommentMutation(comment.commentID);
  const pending = saving.isPending;
  const failure = saving.error;
  const id = useId();
  const box = useRef<HTMLTextAreaElement>(null);
  // The reader chose Edit: the text is what they came to change (disabled until the source text is read).
  useFocusOnceReady(box, !source.isPending);
  const text = body ?? source.data?.body ?? "";
  const fieldErrors = failure instanceof ApiError ? (failure.errors?.body ?? []).map((e) => e.message) : [];
  const generalError = failure && fieldErrors.length === 0 ? failure : null;

  function save(event: FormEvent) {
    event.preventDefault();
    if (pending || !source.data) return;
    saving.mutate(
      { body: text, format: editableFormat(source.data.format) },
      { onSuccess: (saved) => onSaved(saved) },
    );
  }

  function onKeyDown(event: KeyboardEvent<HTMLFormElement>) {
    if (event.key === "Escape" && !pending) {
      event.stopPropagation();
      onCancel();
    }
  }

  // A failed re-read keeps the text read before (nothing to show only when there never was any).
  if (source.isError && !source.data) {
    return (
      <div className="flex flex-col gap-2">
        <FormAlert message={errorMessage(source.error)} />
        <div>
          <Button onClick={onCancel}>{t("Cancel")}</Button>
        </div>
      </div>
    );
  }

  return (
    <form className="flex flex-col gap-2" onSubmit={save} onKeyDown={onKeyDown} aria-busy={source.isPending}>
      {generalError ? (
        <FormAlert
          message={errorMessage(generalError)}
          description={generalError instanceof ApiError ? generalError.description : undefined}
        />
      ) : null}
      <label htmlFor={id} className="text-sm font-semibold text-fg-heading">
        {t("Edit comment")}
      </label>
      <textarea
        ref={box}
        id={id}
        value={text}
        onChange={(event) => setBody(event.target.value)}
        disabled={source.isPending}
        rows={Math.min(16, Math.max(4, text.split("\n").length + 1))}
        aria-invalid={fieldErrors.length > 0 || undefined}
        aria-describedby={fieldErrors.length ? `${id}-error` : undefined}
        className="w-full rounded-control border border-border-strong bg-bg px-3 py-2 text-sm text-fg aria-invalid:border-danger"
      />
      {fieldErrors.length ? (
        <div id={`${id}-error`} className="text-sm text-danger">
          {fieldErrors.map((message) => (
            <p key={message}>{message}</p>
          ))}
        </div>
      ) : null}
      <div className="flex gap-2">
        <SubmitButton pending={pending} pendingLabel={t("Saving…")}>
          {t("Save")}
        </SubmitButton>
        <Button onClick={onCancel} disabled={pending}>
          {t("Cancel")}
        </Button>
      </div>
    </form>
  );
}
