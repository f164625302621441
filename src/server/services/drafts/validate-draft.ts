// The draft rules of docs/reference/errors.md#drafts-and-follows, and where a draft may point: a comment draft needs
// a body and a discussion the author can see; a discussion draft's draftMeta must hold one of name, postMeta, tags,
// tagIDs, pinLocation, and its category (or the discussion it edits) must be visible too. Invisible parents
// answer 404 like missing ones. Article drafts follow their own rules (article-drafts.ts).
import { eq } from "drizzle-orm";
import type { DraftAttributes } from "../../../types/generated/api/draft-attributes";
import { discussions } from "../../db/schema";
import { type FieldErrorInput, fieldErrors, notFound } from "../../http/errors";
import type { ServiceContext } from "../context";
import { validateArticleDraft } from "./article-drafts";

export interface DraftShape {
  recordType: "discussion" | "comment" | "article";
  recordID: number | null;
  parentRecordType: "category" | "discussion" | "knowledgeBase" | null;
  parentRecordID: number | null;
  attributes: DraftAttributes;
}

/** draftMeta keys of which a discussion draft must hold at least one (docs/reference/errors.md#drafts-and-follows). */
const DISCUSSION_META_KEYS = ["name", "postMeta", "tags", "tagIDs", "pinLocation"] as const;

function ruleErrors(draft: DraftShape): FieldErrorInput[] {
  const errors: FieldErrorInput[] = [];
  if (draft.recordType === "comment") {
    if (!draft.attributes.body?.trim()) {
      errors.push({ field: "body", code: "missingField", message: "A comment draft needs a body." });
    }
    if (draft.parentRecordType !== "discussion" || !draft.parentRecordID) {
      errors.push({
        field: "parentRecordID",
        code: "missingField",
        message: "A comment draft names its discussion (parentRecordType discussion, parentRecordID).",
      });
    }
    return errors;
  }
  const meta = draft.attributes.draftMeta ?? {};
  if (!DISCUSSION_META_KEYS.some((key) => meta[key] !== undefined)) {
    errors.push({
      field: "draftMeta",
      code: "invalid",
      message: "A discussion draft's draftMeta must contain one of {keys}.",
      values: { keys: DISCUSSION_META_KEYS.join(", ") },
    });
  }
  if (draft.parentRecordType === "discussion") {
    errors.push({
      field: "parentRecordType",
      code: "invalid",
      message: "A discussion draft's parent is a category.",
    });
  }
  return errors;
}

async function discussionCategory(ctx: ServiceContext, discussionID: number): Promise<number | null> {
  const [row] = await ctx.db
    .select({ categoryID: discussions.categoryID })
    .from(discussions)
    .where(eq(discussions.discussionID, discussionID))
    .limit(1);
  return row && ctx.viewer.permissions.canViewCategory(row.categoryID) ? row.categoryID : null;
}

/** Throws 400 for a rule broken, 404 for a parent or edited post the author cannot see. */
export async function validateDraft(ctx: ServiceContext, draft: DraftShape): Promise<void> {
  if (draft.recordType === "article") return validateArticleDraft(ctx, draft);
  const errors = ruleErrors(draft);
  if (errors.length) throw fieldErrors(400, errors);
  if (draft.recordType === "comment") {
    if ((await discussionCategory(ctx, draft.parentRecordID ?? 0)) === null) throw notFound("Discussion");
    return;
  }
  if (draft.recordID !== null && (await discussionCategory(ctx, draft.recordID)) === null) {
    throw notFound("Discussion");
  }
  const categoryID = draft.attributes.draftMeta?.categoryID ?? draft.parentRecordID;
  if (categoryID && !ctx.viewer.permissions.canViewCategory(categoryID)) throw notFound("Category");
}
