// The article editor (docs/reference/knowledge-base.md#the-article-editor), for staff who may write in a knowledge
// base: the title, where the article lives (knowledge base and category), the body (the composer the create post
// form uses, with a server-rendered preview), the excerpt, and Publish, Save draft, Schedule (or Update and
// Unpublish once published). What is typed is autosaved as a draft like a post's (use-article-draft.ts), restored
// when the editor opens again and deleted once the article is saved; leaving with unsaved changes asks first. A new
// article's first save opens its own editor address.
import { useEffect, useId, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { msg } from "../../../lib/i18n/msg";
import { ConfirmDialog } from "../../../ui/ConfirmDialog";
import { FormAlert } from "../../../ui/FormAlert";
import { useT } from "../../../ui/i18n/i18n-context";
import { TextField } from "../../../ui/TextField";
import { toast } from "../../../ui/toast-store";
import { type Article, useSaveArticleMutation } from "../../api/knowledge/articles";
import type { KnowledgeBase } from "../../api/knowledge/knowledge-bases";
import type { DraftContent } from "../../drafts/local-drafts";
import { useFormFailure } from "../entry-form";
import { ArticleBodyField, type BodyTab } from "./ArticleBodyField";
import { ArticleEditorActions, ArticleStatusLine, editorStatusOf } from "./ArticleEditorActions";
import { ArticleExcerptField, RestoredDraftNotice } from "./ArticleEditorParts";
import { ArticlePlaceFields } from "./ArticlePlaceFields";
import {
  ARTICLE_FIELDS,
  type ArticleField,
  type ArticleFormValues,
  articleDraftContent,
  articleFormErrors,
  articleFormOf,
  articleFormOfDraft,
  articleSaveOf,
  emptyArticleForm,
  type SaveIntent,
  sameArticleForm,
  TITLE_MAX_LENGTH,
} from "./article-form";
import { articleEditPath } from "./paths";
import { ScheduleArticleDialog } from "./ScheduleArticleDialog";
import { UnsavedArticleGuard } from "./UnsavedArticleGuard";
import { useArticleDraft } from "./use-article-draft";

const FORM_FIELDS: readonly ArticleField[] = [...ARTICLE_FIELDS, "dateScheduled"];

const SAVED: Record<SaveIntent, string> = {
  saveDraft: msg("The draft was saved."),
  publish: msg("The article was published."),
  schedule: msg("The article was scheduled."),
  cancelSchedule: msg("The schedule was cancelled."),
  update: msg("The article was updated."),
};

export interface ArticleEditorPageProps {
  /** The stored article with its source; null for a new one. */
  article: Article | null;
  /** The knowledge bases the editor may write in. */
  knowledgeBases: readonly KnowledgeBase[];
  /** Where a new article goes, from the address. */
  initialKnowledgeBaseID?: number | null;
  initialKnowledgeCategoryID?: number | null;
  /** A saved draft to open (the drafts page's link). */
  draftID?: number | null;
  /** Off in stories, whose router cannot hold a navigation. */
  guardUnsaved?: boolean;
  /** Stories: the Preview tab or the schedule dialog open from the start. */
  defaultTab?: BodyTab;
  defaultScheduling?: boolean;
}

/** A new article's starting place: the address's knowledge base when the editor may write there, else the only one. */
function startingForm(props: ArticleEditorPageProps): ArticleFormValues {
  if (props.article) return articleFormOf(props.article);
  const ids = props.knowledgeBases.map((base) => base.knowledgeBaseID);
  const asked = props.initialKnowledgeBaseID ?? null;
  const knowledgeBaseID =
    asked !== null && ids.includes(asked) ? asked : ids.length === 1 ? (ids[0] ?? null) : null;
  return emptyArticleForm(
    knowledgeBaseID,
    knowledgeBaseID === asked ? (props.initialKnowledgeCategoryID ?? null) : null,
  );
}

export function ArticleEditorPage(props: ArticleEditorPageProps) {
  const t = useT();
  const id = useId();
  const navigate = useNavigate();
  const { article, knowledgeBases, guardUnsaved = true } = props;
  const [start] = useState(() => startingForm(props));
  const [values, setValues] = useState(start);
  const [baseline, setBaseline] = useState(start);
  const [tab, setTab] = useState<BodyTab>(props.defaultTab ?? "write");
  const [scheduling, setScheduling] = useState(props.defaultScheduling ?? false);
  const [confirmingDiscard, setConfirmingDiscard] = useState(false);
  const [restoredDraft, setRestoredDraft] = useState(false);
  const [leaveTo, setLeaveTo] = useState<string | null>(null);
  const form = useFormFailure(FORM_FIELDS);
  const saving = useSaveArticleMutation();
  const valuesRef = useRef(values);
  valuesRef.current = values;

  const restore = (content: DraftContent) => {
    const current = valuesRef.current;
    const next = articleFormOfDraft(content, current);
    // A draft for a knowledge base the editor may no longer write in keeps its text, not its place.
    const writable = knowledgeBases.some((base) => base.knowledgeBaseID === next.knowledgeBaseID);
    const placed = writable
      ? next
      : {
          ...next,
          knowledgeBaseID: current.knowledgeBaseID,
          knowledgeCategoryID: current.knowledgeCategoryID,
        };
    if (sameArticleForm(placed, current)) return;
    setValues(placed);
    setRestoredDraft(true);
  };
  const { draft, touched } = useArticleDraft({
    articleID: article?.articleID ?? null,
    knowledgeBaseID: props.initialKnowledgeBaseID ?? null,
    draftID: props.draftID ?? null,
    onRestore: restore,
  });

  const dirty = !sameArticleForm(values, baseline);
  const status = editorStatusOf(article);
  const pendingIntent = saving.isPending ? ((saving.variables?.tag as SaveIntent | undefined) ?? null) : null;

  // A new article's first save moves to its own address (the guard no longer holds it: the article is saved).
  useEffect(() => {
    if (leaveTo) navigate(leaveTo, { replace: true });
  }, [leaveTo, navigate]);

  /** A change the editor made: shown, autosaved, and its field's error cleared. */
  const change = (patch: Partial<ArticleFormValues>, field?: ArticleField) => {
    touched.current = true;
    const next = { ...values, ...patch };
    setValues(next);
    if (field) form.clearField(field);
    draft.change(articleDraftContent(next));
  };

  const save = (intent: SaveIntent, dateScheduled: string | null = null) => {
    if (saving.isPending) return;
    const errors = articleFormErrors(values, intent, t, dateScheduled);
    if (Object.keys(errors).some((field) => field !== "dateScheduled")) setScheduling(false);
    if (form.failFields(errors)) return;
    form.clear();
    const plan = articleSaveOf(values, intent, article, dateScheduled);
    if (!plan) {
      toast.show({ body: t("There are no changes to save.") });
      return;
    }
    const pressed = values;
    saving.mutate(
      { save: plan, tag: intent },
      {
        onSuccess: async (saved) => {
          setBaseline(pressed);
          setRestoredDraft(false);
          setScheduling(false);
          await draft.discard();
          toast.success(t(SAVED[intent]));
          if (!article) setLeaveTo(articleEditPath(saved.articleID));
        },
        onError: (error) => form.failWith(error),
      },
    );
  };

  const discardChanges = async () => {
    await draft.discard();
    touched.current = false;
    setValues(baseline);
    setRestoredDraft(false);
    setConfirmingDiscard(false);
    form.clear();
    toast.show({ body: t("Your changes were discarded.") });
  };

  const { fields, message, description } = form.failure;
  const primary: SaveIntent = status === "published" ? "update" : "publish";

  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-col gap-2">
        <h1 className="text-2xl font-bold tracking-tight">
          {article ? t("Edit Article") : t("New Article")}
        </h1>
        <ArticleStatusLine
          article={article}
          pending={pendingIntent !== null}
          onCancelSchedule={() => save("cancelSchedule")}
        />
      </div>
      <form
        ref={form.formRef}
        noValidate
        aria-busy={draft.loading}
        className="flex flex-col gap-5"
        onSubmit={(event) => {
          event.preventDefault();
          save(primary);
        }}
      >
        <FormAlert message={message} description={description} />
        {restoredDraft ? <RestoredDraftNotice onDiscard={() => setConfirmingDiscard(true)} /> : null}
        <TextField
          label={t("Title")}
          name="name"
          value={values.name}
          maxLength={TITLE_MAX_LENGTH}
          required
          errors={fields.name}
          onChange={(event) => change({ name: event.target.value }, "name")}
        />
        <ArticlePlaceFields
          id={`${id}-place`}
          knowledgeBases={knowledgeBases}
          knowledgeBaseID={values.knowledgeBaseID}
          knowledgeCategoryID={values.knowledgeCategoryID}
          onChange={(place) => {
            change(place, "knowledgeBaseID");
            form.clearField("knowledgeCategoryID");
          }}
          errors={{
            knowledgeBaseID: fields.knowledgeBaseID,
            knowledgeCategoryID: fields.knowledgeCategoryID,
          }}
        />
        <ArticleBodyField
          value={values.body}
          format={values.format}
          tab={tab}
          onTab={setTab}
          onChange={(body) => change({ body }, "body")}
          onFormat={(format) => change({ format })}
          errors={fields.body}
        />
        <ArticleExcerptField
          value={values.excerpt}
          errors={fields.excerpt}
          onChange={(excerpt) => change({ excerpt }, "excerpt")}
        />
        <ArticleEditorActions
          status={status}
          pendingIntent={pendingIntent}
          dirty={dirty}
          onSave={save}
          onSchedule={() => setScheduling(true)}
          onDiscard={() => setConfirmingDiscard(true)}
        />
      </form>
      <ScheduleArticleDialog
        open={scheduling}
        dateScheduled={article?.dateScheduled ?? null}
        pending={pendingIntent === "schedule"}
        errors={fields.dateScheduled}
        message={message}
        onSchedule={(when) => save("schedule", when)}
        onClose={() => setScheduling(false)}
      />
      <ConfirmDialog
        open={confirmingDiscard}
        title={t("Discard changes")}
        confirmLabel={t("Discard changes")}
        pendingLabel={t("Discarding…")}
        destructive
        pending={draft.discarding}
        onConfirm={discardChanges}
        onCancel={() => setConfirmingDiscard(false)}
      >
        {t("Your changes since the last save, and their draft, will be lost.")}
      </ConfirmDialog>
      {guardUnsaved ? <UnsavedArticleGuard dirty={dirty && leaveTo === null} /> : null}
    </div>
  );
}
