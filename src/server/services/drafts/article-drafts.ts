// Article drafts (docs/reference/knowledge-base.md#the-article-editor): the article editor's autosave, kept in the
// drafts table beside posts' drafts. An article draft names its knowledge base (draftMeta.knowledgeBaseID, filed
// under parentRecordType knowledgeBase) and, when it edits one, the article (recordID). Only those who may write in
// that knowledge base keep one there (others get 404, as for a knowledge base they cannot see). Articles are
// published and scheduled through POST/PATCH /articles, never through the drafts publish path.
import { and, eq } from "drizzle-orm";
import { msg } from "../../../lib/i18n/msg";
import { articles, knowledgeCategories } from "../../db/schema-knowledge";
import { type ApiError, type FieldErrorInput, fieldErrors } from "../../http/errors";
import type { ServiceContext } from "../context";
import { knowledgeAccess } from "../knowledge/access";
import { articleNotFound, knowledgeBaseNotFound, knowledgeCategoryNotFound } from "../knowledge/not-found";
import type { DraftShape } from "./validate-draft";

export const ARTICLE_DRAFT_NOT_PUBLISHABLE = msg(
  "Articles are published and scheduled from the article editor, not from drafts.",
);

/** The refusal of the drafts API's schedule and publish paths for an article draft. */
export function articleDraftNotPublishable(): ApiError {
  return fieldErrors(422, [
    { field: "recordType", code: "notSchedulable", message: ARTICLE_DRAFT_NOT_PUBLISHABLE },
  ]);
}

/** The knowledge base an article draft belongs to: its draftMeta's, else its parent's. */
function knowledgeBaseOf(draft: DraftShape): number | null {
  return draft.attributes.draftMeta?.knowledgeBaseID ?? draft.parentRecordID ?? null;
}

/** An article draft is filed under its knowledge base. */
export function normaliseArticleDraft(draft: DraftShape): DraftShape {
  const knowledgeBaseID = knowledgeBaseOf(draft);
  return { ...draft, parentRecordType: "knowledgeBase", parentRecordID: knowledgeBaseID };
}

function ruleErrors(draft: DraftShape): FieldErrorInput[] {
  const errors: FieldErrorInput[] = [];
  if (draft.parentRecordType !== null && draft.parentRecordType !== "knowledgeBase") {
    errors.push({
      field: "parentRecordType",
      code: "invalid",
      message: msg("An article draft's parent is a knowledge base."),
    });
  }
  if (!knowledgeBaseOf(draft)) {
    errors.push({
      field: "knowledgeBaseID",
      code: "missingField",
      message: msg("An article draft names its knowledge base (draftMeta.knowledgeBaseID)."),
    });
  }
  return errors;
}

/** Throws 400 for a rule broken, 404 for a knowledge base, category or article the viewer may not write in. */
export async function validateArticleDraft(ctx: ServiceContext, draft: DraftShape): Promise<void> {
  const errors = ruleErrors(draft);
  if (errors.length) throw fieldErrors(400, errors);
  const knowledgeBaseID = knowledgeBaseOf(draft) ?? 0;
  const access = await knowledgeAccess(ctx);
  if (!access.canEdit(knowledgeBaseID)) throw knowledgeBaseNotFound();
  const categoryID = draft.attributes.draftMeta?.knowledgeCategoryID ?? null;
  if (categoryID !== null) {
    const [category] = await ctx.db
      .select({ id: knowledgeCategories.knowledgeCategoryID })
      .from(knowledgeCategories)
      .where(
        and(
          eq(knowledgeCategories.knowledgeCategoryID, categoryID),
          eq(knowledgeCategories.knowledgeBaseID, knowledgeBaseID),
        ),
      )
      .limit(1);
    if (!category) throw knowledgeCategoryNotFound();
  }
  if (draft.recordID !== null) {
    const [article] = await ctx.db
      .select({ knowledgeBaseID: articles.knowledgeBaseID })
      .from(articles)
      .where(eq(articles.articleID, draft.recordID))
      .limit(1);
    // Moving an article to another knowledge base needs the right to write in both.
    if (!article || !access.canEdit(article.knowledgeBaseID)) throw articleNotFound();
  }
}

/** Where an article draft opens: the article's editor, or a new article's with this draft. */
export function articleDraftEditUrl(row: {
  draftID: number;
  recordID: number | null;
  parentRecordID: number | null;
}): string {
  if (row.recordID !== null) return `/kb/articles/${row.recordID}/edit?draftID=${row.draftID}`;
  return `/kb/articles/add?knowledgeBaseID=${row.parentRecordID ?? 0}&draftID=${row.draftID}`;
}
