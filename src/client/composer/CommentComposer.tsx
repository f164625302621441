// The comment composer (the create comment asset, and inline replies): a Markdown text box with @mention suggestions,
// posting through POST /comments (parentCommentID for a reply). What the member writes is kept as a draft
// (docs/reference/ui-behaviour.md#drafts, use-draft.ts): locally at most once a second, on the server 5 s after
// typing stops, the newer copy restored when the composer opens, both deleted on discard or once posted. Opening a
// reply while the top-level composer holds an unposted draft asks first ('Discard Draft'); another saved draft of
// this discussion is announced in a toast with a link to it (a reply draft's link opens that reply). The top-level
// composer also takes quotes (the `quorum:quote` window event).
import { useMutation } from "@tanstack/react-query";
import { type FormEvent, useCallback, useEffect, useId, useRef, useState } from "react";
import { useSession } from "../../layout/session";
import type { Comment } from "../../types/generated/api/comment";
import type { Discussion } from "../../types/generated/api/discussion";
import { Button } from "../../ui/Button";
import { ConfirmDialog } from "../../ui/ConfirmDialog";
import { FormAlert } from "../../ui/FormAlert";
import { useT } from "../../ui/i18n/i18n-context";
import { SubmitButton } from "../../ui/SubmitButton";
import { INPUT_CLASSES } from "../../ui/TextField";
import { usePostCommentMutation } from "../api/comments";
import type { DraftContent } from "../drafts/local-drafts";
import { useDraft } from "../drafts/use-draft";
import { useOtherDraftToast } from "../drafts/use-other-draft-toast";
import { MentionTextarea } from "../mentions/MentionTextarea";
import { useFormFailure } from "../pages/entry-form";
import {
  commentDraftKey,
  commentDraftPost,
  commentDraftsFilter,
  findCommentDraft,
  isEmptyComment,
  otherDraftUrl,
  withQuote,
} from "./comment-drafts";
import { InsertImageButton, withImage } from "./InsertImageButton";
import { QUOTE_EVENT, type QuoteEventDetail } from "./quote-event";
import { topLevelDraftStore, useTopLevelDraft } from "./top-level-drafts";

export interface CommentComposerProps {
  discussion: Discussion;
  /** Replying to a comment; null or absent for a top-level comment. */
  parentComment?: Comment | null;
  onPosted: (comment: Comment) => void;
  onCancel?: () => void;
  autoFocus?: boolean;
}

const FIELDS = ["body"] as const;
const TEXTAREA_CLASSES = `${INPUT_CLASSES.replace("h-9 ", "")} min-h-32 py-2`;

export function CommentComposer(props: CommentComposerProps) {
  const t = useT();
  const parentID = props.parentComment?.commentID ?? null;
  const topLevel = useTopLevelDraft(props.discussion.discussionID);
  // A reply while the top-level composer holds an unposted draft waits for the member's answer.
  const [confirmed, setConfirmed] = useState(() => parentID === null || !topLevel?.hasDraft);
  const discarding = useMutation({
    mutationFn: async () => {
      await topLevel?.discard();
    },
    onSuccess: () => setConfirmed(true),
  });
  if (!confirmed) {
    return (
      <ConfirmDialog
        open
        title={t("Discard Draft")}
        confirmLabel={t("Discard Draft")}
        pendingLabel={t("Discarding…")}
        destructive
        pending={discarding.isPending}
        onConfirm={() => discarding.mutateAsync()}
        onCancel={() => props.onCancel?.()}
      >
        <p>{t("You have an unposted draft, replying to this comment will discard your draft.")}</p>
        <p className="mt-2">{t("Are you sure you want to discard it?")}</p>
      </ConfirmDialog>
    );
  }
  return <ComposerForm {...props} parentID={parentID} />;
}

function ComposerForm({
  discussion,
  parentComment,
  parentID,
  onPosted,
  onCancel,
  autoFocus,
}: CommentComposerProps & { parentID: number | null }) {
  const t = useT();
  const id = useId();
  const session = useSession();
  const discussionID = discussion.discussionID;
  const [body, setBody] = useState("");
  const mutation = usePostCommentMutation();
  const posting = mutation.isPending;
  const form = useFormFailure(FIELDS);
  const bodyRef = useRef(body);
  bodyRef.current = body;

  const draft = useDraft({
    key: commentDraftKey(discussionID, parentID),
    enabled: !session.isGuest,
    toPost: (content, lastSaved) => commentDraftPost(discussionID, parentID, content, lastSaved),
    isEmpty: isEmptyComment,
    find: () => findCommentDraft(discussionID, parentID),
  });

  // The restored draft fills the box once, unless the member started typing first.
  useEffect(() => {
    if (draft.restored && bodyRef.current === "") setBody(draft.restored.body);
  }, [draft.restored]);

  // Another saved draft of this discussion (a reply elsewhere): a toast says so, with a way to it.
  useOtherDraftToast({
    filter: commentDraftsFilter(discussionID),
    enabled: !session.isGuest && parentID === null,
    toastID: `other-comment-draft-${discussionID}`,
    linkOf: (drafts) => otherDraftUrl(drafts, parentID),
  });

  const edit = useCallback(
    (next: string) => {
      setBody(next);
      form.clearField("body");
      const content: DraftContent = { body: next, format: "markdown", draftMeta: {} };
      draft.change(content);
    },
    [draft, form],
  );

  const { discard } = draft;
  // The top-level composer tells reply composers whether it holds an unposted draft, and how to discard it.
  useEffect(() => {
    if (parentID !== null) return;
    const { register, unregister } = topLevelDraftStore.getState();
    register(discussionID, {
      hasDraft: body.trim() !== "",
      discard: async () => {
        await discard();
        setBody("");
      },
    });
    return () => unregister(discussionID);
  }, [parentID, discussionID, body, discard]);

  // Quotes go into the top-level composer.
  useEffect(() => {
    if (parentID !== null) return;
    const onQuote = (event: Event) => {
      const markdown = (event as CustomEvent<QuoteEventDetail>).detail?.markdown;
      if (typeof markdown !== "string" || !markdown.trim()) return;
      edit(withQuote(bodyRef.current, markdown));
      const box = document.getElementById(`${id}-body`);
      box?.scrollIntoView?.({ block: "center" });
      box?.focus();
    };
    window.addEventListener(QUOTE_EVENT, onQuote);
    return () => window.removeEventListener(QUOTE_EVENT, onQuote);
  }, [parentID, edit, id]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (posting) return;
    if (!body.trim()) {
      form.failFields({ body: [t("Write something before posting.")] });
      return;
    }
    form.clear();
    let comment: Comment;
    try {
      comment = await mutation.mutateAsync({
        discussionID,
        body,
        format: "markdown",
        parentCommentID: parentID,
      });
      await draft.discard();
    } catch (error) {
      form.failWith(error);
      return;
    }
    setBody("");
    onPosted(comment);
  };

  const cancel = async () => {
    await draft.discard();
    setBody("");
    onCancel?.();
  };

  const { fields, message, description } = form.failure;
  const parentAuthor = parentComment?.insertUser?.name;
  const label = parentComment
    ? parentAuthor
      ? t("Reply to {name}", { name: parentAuthor })
      : t("Reply to comment")
    : t("Comment");
  return (
    <form
      ref={form.formRef}
      noValidate
      onSubmit={submit}
      className="flex flex-col gap-2"
      aria-busy={draft.loading}
    >
      <FormAlert message={message} description={description} />
      <label htmlFor={`${id}-body`} className="sr-only">
        {label}
      </label>
      <MentionTextarea
        id={`${id}-body`}
        value={body}
        onValueChange={edit}
        autoFocus={autoFocus}
        rows={parentID === null ? 6 : 4}
        maxLength={50000}
        placeholder={parentID === null ? t("Leave a comment (Markdown)") : t("Write a reply (Markdown)")}
        className={TEXTAREA_CLASSES}
        aria-invalid={fields.body?.length ? true : undefined}
        aria-describedby={fields.body?.length ? `${id}-body-error` : undefined}
      />
      {fields.body?.length ? (
        <div id={`${id}-body-error`} className="text-sm text-danger">
          {fields.body.map((text) => (
            <p key={text}>{text}</p>
          ))}
        </div>
      ) : null}
      <div className="flex flex-wrap items-center justify-end gap-2">
        <span className="me-auto">
          <InsertImageButton onInsert={(markdown) => edit(withImage(body, markdown))} />
        </span>
        {body.trim() || onCancel ? (
          <Button variant="text" onClick={() => void cancel()}>
            {onCancel ? t("Cancel") : t("Discard")}
          </Button>
        ) : null}
        <SubmitButton pending={posting} pendingLabel={t("Posting…")}>
          {t("Post Comment")}
        </SubmitButton>
      </div>
    </form>
  );
}
