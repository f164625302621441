// The article editor's values and what they become (docs/reference/knowledge-base.md#the-article-editor): the form
// as the article or a restored draft fills it, the draft the autosave keeps (the drafts API, recordType article),
// the checks before a save, and the calls a save makes. Pure, so the rules are tested without a page.
import { msg } from "../../../lib/i18n/msg";
import type { TranslateFn } from "../../../ui/i18n/i18n-context";
import type { DraftPost } from "../../api/drafts";
import type {
  Article,
  ArticleFormat,
  ArticleMovePatch,
  ArticlePatch,
  ArticleSave,
} from "../../api/knowledge/articles";
import type { DraftContent } from "../../drafts/local-drafts";
import type { FieldErrors } from "../entry-form";

export interface ArticleFormValues {
  name: string;
  body: string;
  format: ArticleFormat;
  excerpt: string;
  knowledgeBaseID: number | null;
  /** null = the knowledge base's top level. */
  knowledgeCategoryID: number | null;
}

export const ARTICLE_FIELDS = ["name", "body", "excerpt", "knowledgeBaseID", "knowledgeCategoryID"] as const;
export type ArticleField = (typeof ARTICLE_FIELDS)[number] | "dateScheduled";

/**
 * What a press asks for: save as a draft, publish now, publish later, stop a schedule (the article stays a draft),
 * or save a published article's changes.
 */
export type SaveIntent = "saveDraft" | "publish" | "schedule" | "cancelSchedule" | "update";

export const TITLE_MAX_LENGTH = 200;
export const EXCERPT_MAX_LENGTH = 1000;

export function emptyArticleForm(knowledgeBaseID: number | null, knowledgeCategoryID: number | null) {
  return {
    name: "",
    body: "",
    format: "markdown",
    excerpt: "",
    knowledgeBaseID,
    knowledgeCategoryID,
  } satisfies ArticleFormValues as ArticleFormValues;
}

const FORMATS = new Set<ArticleFormat>(["markdown", "text", "html"]);
const formatOf = (value: string | undefined): ArticleFormat =>
  value && FORMATS.has(value as ArticleFormat) ? (value as ArticleFormat) : "markdown";

/** The form as the stored article fills it: its source, in its own format. */
export function articleFormOf(article: Article): ArticleFormValues {
  return {
    name: article.name,
    body: article.bodyRaw ?? "",
    format: formatOf(article.format),
    excerpt: article.excerpt,
    knowledgeBaseID: article.knowledgeBaseID,
    knowledgeCategoryID: article.knowledgeCategoryID,
  };
}

export function sameArticleForm(a: ArticleFormValues, b: ArticleFormValues): boolean {
  return (
    a.name === b.name &&
    a.body === b.body &&
    a.format === b.format &&
    a.excerpt === b.excerpt &&
    a.knowledgeBaseID === b.knowledgeBaseID &&
    a.knowledgeCategoryID === b.knowledgeCategoryID
  );
}

/** The draft the autosave keeps for these values. */
export function articleDraftContent(values: ArticleFormValues): DraftContent {
  return {
    body: values.body,
    format: values.format,
    draftMeta: {
      name: values.name,
      excerpt: values.excerpt,
      knowledgeBaseID: values.knowledgeBaseID,
      knowledgeCategoryID: values.knowledgeCategoryID,
    },
  };
}

/** A restored draft over the form: its text always, its knowledge base and category when it names them. */
export function articleFormOfDraft(draft: DraftContent, current: ArticleFormValues): ArticleFormValues {
  const meta = draft.draftMeta;
  const knowledgeBaseID = meta.knowledgeBaseID ?? current.knowledgeBaseID;
  return {
    name: meta.name ?? current.name,
    body: draft.body,
    format: formatOf(draft.format),
    excerpt: meta.excerpt ?? current.excerpt,
    knowledgeBaseID,
    knowledgeCategoryID:
      meta.knowledgeCategoryID !== undefined
        ? meta.knowledgeCategoryID
        : knowledgeBaseID === current.knowledgeBaseID
          ? current.knowledgeCategoryID
          : null,
  };
}

/** A draft not worth keeping: nothing typed yet. */
export function isEmptyArticleDraft(content: DraftContent): boolean {
  return !content.body.trim() && !content.draftMeta.name?.trim() && !content.draftMeta.excerpt?.trim();
}

/** The drafts API's body for an article draft (POST /drafts; the autosave PATCHes its attributes later). */
export function articleDraftPost(
  content: DraftContent,
  lastSaved: string,
  articleID: number | null,
): DraftPost {
  return {
    recordType: "article",
    recordID: articleID,
    parentRecordType: "knowledgeBase",
    parentRecordID: content.draftMeta.knowledgeBaseID ?? null,
    attributes: { body: content.body, format: content.format, lastSaved, draftMeta: content.draftMeta },
  };
}

/** The local draft's key: one per article, and one per knowledge base for a new article. */
export function articleDraftKey(articleID: number | null, knowledgeBaseID: number | null): string {
  return articleID !== null ? `article:${articleID}` : `article:add:${knowledgeBaseID ?? 0}`;
}

const MESSAGES = {
  title: msg("Give the article a title."),
  body: msg("Write the article first."),
  knowledgeBase: msg("Choose a knowledge base."),
  when: msg("Choose when to publish."),
  future: msg("The publication date must be in the future."),
};

/** The checks a press makes before any call: a title and a knowledge base always, a body to publish. */
export function articleFormErrors(
  values: ArticleFormValues,
  intent: SaveIntent,
  t: TranslateFn,
  dateScheduled: string | null = null,
  now = Date.now(),
): FieldErrors<ArticleField> {
  const errors: FieldErrors<ArticleField> = {};
  if (!values.name.trim()) errors.name = [t(MESSAGES.title)];
  if (values.knowledgeBaseID === null) errors.knowledgeBaseID = [t(MESSAGES.knowledgeBase)];
  if (intent !== "saveDraft" && intent !== "cancelSchedule" && !values.body.trim())
    errors.body = [t(MESSAGES.body)];
  if (intent === "schedule") {
    const instant = dateScheduled === null ? Number.NaN : Date.parse(dateScheduled);
    if (Number.isNaN(instant)) errors.dateScheduled = [t(MESSAGES.when)];
    else if (instant <= now) errors.dateScheduled = [t(MESSAGES.future)];
  }
  return errors;
}

/** The status fields a press sends: a draft keeps its schedule unless the press changes it. */
function statusPatch(
  intent: SaveIntent,
  dateScheduled: string | null,
): Pick<ArticlePatch, "status" | "dateScheduled"> {
  switch (intent) {
    case "saveDraft":
      return { status: "draft" };
    case "publish":
      return { status: "published", dateScheduled: null };
    case "schedule":
      return { status: "draft", dateScheduled };
    case "cancelSchedule":
      return { status: "draft", dateScheduled: null };
    case "update":
      return {};
  }
}

/** The content fields that differ from the stored article: only a real change makes a revision. */
function contentPatch(values: ArticleFormValues, stored: ArticleFormValues): ArticlePatch {
  const patch: ArticlePatch = {};
  if (values.name.trim() !== stored.name) patch.name = values.name.trim();
  if (values.body !== stored.body) patch.body = values.body;
  if (values.format !== stored.format) patch.format = values.format;
  if (values.excerpt.trim() !== stored.excerpt) patch.excerpt = values.excerpt.trim();
  return patch;
}

/**
 * The calls a press makes: POST /articles for a new article; for a stored one a move when its knowledge base
 * changes, then a PATCH of what changed. Null when a stored article has nothing to change.
 */
export function articleSaveOf(
  values: ArticleFormValues,
  intent: SaveIntent,
  article: Article | null,
  dateScheduled: string | null = null,
): ArticleSave | null {
  const status = statusPatch(intent, dateScheduled);
  if (!article) {
    return {
      kind: "create",
      body: {
        knowledgeBaseID: values.knowledgeBaseID ?? 0,
        knowledgeCategoryID: values.knowledgeCategoryID,
        name: values.name.trim(),
        body: values.body,
        format: values.format,
        excerpt: values.excerpt.trim(),
        status: status.status ?? "draft",
        ...(status.dateScheduled ? { dateScheduled: status.dateScheduled } : {}),
      },
    };
  }
  const stored = articleFormOf(article);
  const moved = values.knowledgeBaseID !== null && values.knowledgeBaseID !== article.knowledgeBaseID;
  const move: ArticleMovePatch | undefined = moved
    ? {
        knowledgeBaseID: values.knowledgeBaseID ?? undefined,
        knowledgeCategoryID: values.knowledgeCategoryID,
      }
    : undefined;
  const patch: ArticlePatch = { ...contentPatch(values, stored), ...status };
  if (!moved && values.knowledgeCategoryID !== article.knowledgeCategoryID) {
    patch.knowledgeCategoryID = values.knowledgeCategoryID;
  }
  if (article.status === status.status && status.dateScheduled === undefined) delete patch.status;
  if (!move && Object.keys(patch).length === 0) return null;
  return { kind: "update", articleID: article.articleID, ...(move ? { move } : {}), patch };
}
