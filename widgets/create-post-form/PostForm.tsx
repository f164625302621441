// The create post form itself: category, title, Markdown body with @mentions, tags (tagging on), an announcement
// (moderators) and a schedule (a date and time, and 'publish silently' for moderators). The draft is kept locally
// and on the server as the member types (use-draft.ts), keyed by the page path until the server gives it an id;
// posting or scheduling ends it (a scheduled draft lives on the server alone). Another saved draft for the same
// place is announced in a toast with a link to it. Editing an existing discussion saves through
// PATCH /discussions/{id} in the discussion's own format; only editors may move it to another category.
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { fetchDrafts } from "../../src/client/api/drafts";
import { InsertImageButton, withImage } from "../../src/client/composer/InsertImageButton";
import type { DraftContent } from "../../src/client/drafts/local-drafts";
import { useDraft } from "../../src/client/drafts/use-draft";
import { MentionTextarea } from "../../src/client/mentions/MentionTextarea";
import { useFormFailure } from "../../src/client/pages/entry-form";
import type { DraftPost } from "../../src/types/generated/api/draft-post";
import type { PostAssetCreatePostFormHydrated } from "../../src/types/generated/widgets/hydrated/create-post-form";
import { Button } from "../../src/ui/Button";
import { ConfirmDialog } from "../../src/ui/ConfirmDialog";
import { FormAlert } from "../../src/ui/FormAlert";
import { SubmitButton } from "../../src/ui/SubmitButton";
import { INPUT_CLASSES, TextField } from "../../src/ui/TextField";
import { toast } from "../../src/ui/toast-store";
import { type DraftPlace, draftKey, otherPostDraft } from "./other-post-draft";
import { AnnouncementSelect, ScheduleFields, TagChoices } from "./PostFormOptions";
import {
  type PinLocation,
  type PostFormValues,
  publishDiscussion,
  saveDiscussionEdit,
  scheduledInstant,
  schedulePost,
} from "./post-form-submit";

type Props = Omit<PostAssetCreatePostFormHydrated, "signedIn">;
const FIELDS = ["name", "categoryID", "body", "tagIDs", "dateScheduled", "publishedSilently"] as const;
type Field = (typeof FIELDS)[number];
const TEXTAREA_CLASSES = `${INPUT_CLASSES.replace("h-9 ", "")} min-h-48 py-2`;

export function PostForm(props: Props) {
  const id = useId();
  const navigate = useNavigate();
  const { record, categories } = props;
  const [name, setName] = useState(record?.name ?? "");
  const [body, setBody] = useState(record?.body ?? "");
  const [categoryID, setCategoryID] = useState<number | "">(props.initialCategoryID ?? "");
  const [tagIDs, setTagIDs] = useState<number[]>([]);
  const [pinLocation, setPinLocation] = useState<PinLocation>("none");
  // A question stays a question when its draft is reopened from the drafts page.
  const [postType, setPostType] = useState(props.postType);
  const [scheduling, setScheduling] = useState(false);
  const [when, setWhen] = useState("");
  const [silently, setSilently] = useState(false);
  const [pending, setPending] = useState<"post" | "schedule" | null>(null);
  const [confirmingDiscard, setConfirmingDiscard] = useState(false);
  const form = useFormFailure(FIELDS);
  const touched = useRef(false);
  const format = record?.format ?? "markdown";
  // Moving a discussion is an editor's right (PATCH /discussions/{id} refuses authors a new category).
  const canChooseCategory = !record || record.canMove;

  const category = categories.find((item) => item.categoryID === categoryID);
  const canAnnounce = category?.canAnnounce ?? false;
  const values = (): PostFormValues => ({
    name: name.trim(),
    body,
    format,
    // An author's edit stays where it is, even when they may no longer post in that category.
    categoryID: record && !canChooseCategory ? record.categoryID : Number(categoryID) || 0,
    postType,
    tagIDs,
    pinLocation: canAnnounce ? pinLocation : "none",
  });
  const content = (
    next: Partial<{
      name: string;
      body: string;
      categoryID: number | "";
      tagIDs: number[];
      pin: PinLocation;
    }> = {},
  ): DraftContent => ({
    body: next.body ?? body,
    format,
    draftMeta: {
      name: next.name ?? name,
      categoryID: Number(next.categoryID ?? categoryID) || null,
      postTypeID: postType,
      tagIDs: next.tagIDs ?? tagIDs,
      pinLocation: next.pin ?? pinLocation,
      pinned: (next.pin ?? pinLocation) !== "none",
    },
  });

  const draft = useDraft({
    key: draftKey(props),
    enabled: true,
    ...(props.draftID !== null ? { draftID: props.draftID } : {}),
    toPost: (value, lastSaved): DraftPost => ({
      recordType: "discussion",
      recordID: record?.discussionID ?? null,
      parentRecordType: "category",
      parentRecordID: value.draftMeta.categoryID ?? null,
      attributes: { body: value.body, format: value.format, lastSaved, draftMeta: value.draftMeta },
    }),
    isEmpty: (value) => !value.body.trim() && !value.draftMeta.name?.trim(),
    find: async () =>
      record
        ? ((
            await fetchDrafts({
              recordType: "discussion",
              recordID: record.discussionID,
              draftStatus: "draft",
              limit: 1,
            })
          ).items[0] ?? null)
        : null,
  });

  // The restored draft fills the form once, unless the member already changed something.
  useEffect(() => {
    const restored = draft.restored;
    if (!restored || touched.current) return;
    const meta = restored.draftMeta;
    setBody(restored.body);
    if (meta.name !== undefined) setName(meta.name);
    if (meta.categoryID && categories.some((item) => item.categoryID === meta.categoryID))
      setCategoryID(meta.categoryID);
    if (meta.tagIDs) setTagIDs(meta.tagIDs);
    if (meta.pinLocation) setPinLocation(meta.pinLocation);
    if (meta.postTypeID) setPostType(meta.postTypeID);
  }, [draft.restored, categories]);

  // Another saved draft for this place (not the one shown): said once, when the form has opened its own.
  const place: DraftPlace = record
    ? { recordID: record.discussionID }
    : { categoryID: props.initialCategoryID };
  const placeRef = useRef(place);
  placeRef.current = place;
  const { loading: draftLoading, draftID: shownDraftID } = draft;
  useEffect(() => {
    if (draftLoading) return;
    let live = true;
    otherPostDraft(placeRef.current, shownDraftID())
      .then((other) => {
        if (!live || !other) return;
        toast.show({
          toastID: "other-post-draft",
          body: "Saved Draft Available.",
          action: { label: "Navigate to Draft", href: other.editUrl },
        });
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [draftLoading, shownDraftID]);

  const changed = (next: Parameters<typeof content>[0], field?: Field) => {
    touched.current = true;
    if (field) form.clearField(field);
    draft.change(content(next));
  };

  const check = (forSchedule: boolean) => {
    const errors: Partial<Record<Field, string[]>> = {};
    if (!name.trim()) errors.name = ["Give your post a title."];
    if (!categoryID && canChooseCategory) errors.categoryID = ["Choose a category."];
    if (!body.trim()) errors.body = ["Write something first."];
    if (forSchedule) {
      const instant = scheduledInstant(when);
      if (!instant) errors.dateScheduled = ["Choose when to publish."];
      else if (Date.parse(instant) <= Date.now())
        errors.dateScheduled = ["The publication date must be in the future."];
    }
    return !form.failFields(errors);
  };

  const post = async () => {
    if (record) {
      const saved = await saveDiscussionEdit(
        record.discussionID,
        values(),
        values().categoryID !== record.categoryID,
      );
      await draft.discard();
      await navigate(saved.url ?? record.url);
      return;
    }
    const discussion = await publishDiscussion(values(), (error) =>
      toast.error(error instanceof Error ? error.message : "The announcement could not be made."),
    );
    await draft.discard();
    await navigate(discussion.url);
  };

  const schedule = async () => {
    draft.change(content());
    const draftID = await draft.flush();
    if (draftID === null) throw new Error("The draft could not be saved. Please try again.");
    await schedulePost(draftID, scheduledInstant(when) ?? "", canAnnounce && silently);
    // The scheduled draft is the drafts page's now; a local copy would reopen it in the next new post.
    await draft.release();
    toast.success("Your post has been scheduled.");
    await navigate("/drafts");
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const kind = scheduling && !record ? "schedule" : "post";
    if (!check(kind === "schedule")) return;
    form.clear();
    setPending(kind);
    try {
      await (kind === "schedule" ? schedule() : post());
    } catch (error) {
      form.failWith(error);
    } finally {
      setPending(null);
    }
  };

  const discard = async () => {
    await draft.discard();
    setConfirmingDiscard(false);
    touched.current = false;
    setName(record?.name ?? "");
    setBody(record?.body ?? "");
    setTagIDs([]);
    setPinLocation("none");
    toast.show({ body: "Draft discarded." });
  };

  const { fields, message, description } = form.failure;
  const errorsOf = (field: Field) =>
    fields[field]?.length ? (
      <div id={`${id}-${field}-error`} className="text-sm text-danger">
        {fields[field]?.map((text) => (
          <p key={text}>{text}</p>
        ))}
      </div>
    ) : null;
  const invalid = (field: Field) => ({
    "aria-invalid": fields[field]?.length ? true : undefined,
    "aria-describedby": fields[field]?.length ? `${id}-${field}-error` : undefined,
  });
  const label = "text-sm font-semibold text-fg-heading";

  return (
    <form
      ref={form.formRef}
      noValidate
      onSubmit={submit}
      className="flex flex-col gap-4"
      aria-busy={draft.loading}
    >
      <FormAlert message={message} description={description} />
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-category`} className={label}>
          Category
        </label>
        <select
          id={`${id}-category`}
          value={categoryID}
          className={INPUT_CLASSES}
          disabled={!canChooseCategory}
          onChange={(event) => {
            const next = event.target.value ? Number(event.target.value) : "";
            setCategoryID(next);
            changed({ categoryID: next }, "categoryID");
          }}
          {...invalid("categoryID")}
          {...(canChooseCategory ? {} : { "aria-describedby": `${id}-category-help` })}
        >
          <option value="">Choose a category</option>
          {categories.map((item) => (
            <option key={item.categoryID} value={item.categoryID}>
              {`${"\u00a0\u00a0".repeat(Math.max(0, item.depth - 1))}${item.name}`}
            </option>
          ))}
        </select>
        {canChooseCategory ? null : (
          <p id={`${id}-category-help`} className="text-xs text-fg-muted">
            Only moderators can move a discussion to another category.
          </p>
        )}
        {errorsOf("categoryID")}
      </div>
      <TextField
        label="Title"
        name="name"
        value={name}
        maxLength={100}
        required
        errors={fields.name}
        onChange={(event) => {
          setName(event.target.value);
          changed({ name: event.target.value }, "name");
        }}
      />
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-body`} className={label}>
          Body
        </label>
        <MentionTextarea
          id={`${id}-body`}
          value={body}
          onValueChange={(next) => {
            setBody(next);
            changed({ body: next }, "body");
          }}
          rows={10}
          maxLength={50000}
          placeholder="Write in Markdown; @name mentions a member."
          className={TEXTAREA_CLASSES}
          {...invalid("body")}
        />
        {errorsOf("body")}
        <div>
          <InsertImageButton
            onInsert={(markdown) => {
              const next = withImage(body, markdown);
              setBody(next);
              changed({ body: next }, "body");
            }}
          />
        </div>
      </div>
      {props.taggingEnabled && props.tags.length > 0 && !record ? (
        <TagChoices
          tags={props.tags}
          chosen={tagIDs}
          onChange={(next) => {
            setTagIDs(next);
            changed({ tagIDs: next }, "tagIDs");
          }}
          fieldProps={invalid("tagIDs")}
          errors={errorsOf("tagIDs")}
        />
      ) : null}
      {canAnnounce && !record ? (
        <AnnouncementSelect
          id={`${id}-pin`}
          value={pinLocation}
          onChange={(next) => {
            setPinLocation(next);
            changed({ pin: next });
          }}
        />
      ) : null}
      {!record ? (
        <ScheduleFields
          id={`${id}-when`}
          scheduling={scheduling}
          onScheduling={setScheduling}
          when={when}
          onWhen={(next) => {
            setWhen(next);
            form.clearField("dateScheduled");
          }}
          silently={silently}
          onSilently={canAnnounce ? setSilently : null}
          fieldProps={invalid("dateScheduled")}
          errors={errorsOf("dateScheduled")}
        />
      ) : null}
      <div className="flex flex-wrap items-center gap-2">
        <SubmitButton
          pending={pending !== null}
          pendingLabel={pending === "schedule" ? "Scheduling…" : record ? "Saving…" : "Posting…"}
        >
          {scheduling && !record
            ? "Schedule"
            : record
              ? "Save"
              : postType === "question"
                ? "Post Question"
                : "Post Discussion"}
        </SubmitButton>
        <Button variant="text" onClick={() => setConfirmingDiscard(true)}>
          Discard Draft
        </Button>
      </div>
      <ConfirmDialog
        open={confirmingDiscard}
        title="Discard Draft"
        confirmLabel="Discard Draft"
        pendingLabel="Discarding…"
        destructive
        onConfirm={discard}
        onCancel={() => setConfirmingDiscard(false)}
      >
        Are you sure you want to discard this draft? What you wrote will be lost.
      </ConfirmDialog>
    </form>
  );
}
