// Whether a draft could be posted by its author now: the checks the posting services make, asked before a draft is
// scheduled (a schedule that cannot succeed is refused up front). The publisher re-checks through the posting
// services themselves, since rights and discussions change while a post waits.
import { eq } from "drizzle-orm";
import type { DraftAttributes } from "../../../types/generated/api/draft-attributes";
import { discussions } from "../../db/schema";
import { ApiError, type FieldErrorInput, fieldErrors, notFound, permissionDenied } from "../../http/errors";
import { loadCategoryIndex } from "../category-index";
import type { ServiceContext } from "../context";
import { articleDraftNotPublishable } from "./article-drafts";
import type { DraftRow } from "./present-draft";

const MODERATE = ["community.moderate", "discussions.moderate"] as const;

/** The category a draft would be posted in, after the visibility and permission checks. */
async function postingCategory(ctx: ServiceContext, row: DraftRow): Promise<number> {
  const { permissions } = ctx.viewer;
  const attributes = row.attributes as DraftAttributes;
  if (row.recordType === "comment") {
    const [discussion] = await ctx.db
      .select({ categoryID: discussions.categoryID, closed: discussions.closed })
      .from(discussions)
      .where(eq(discussions.discussionID, row.parentRecordID ?? 0))
      .limit(1);
    if (!discussion || !permissions.canViewCategory(discussion.categoryID)) throw notFound("Discussion");
    if (!permissions.has("comments.add", discussion.categoryID)) throw permissionDenied();
    if (discussion.closed && !permissions.hasAny(MODERATE, discussion.categoryID)) {
      throw new ApiError(403, "This discussion has been closed.");
    }
    return discussion.categoryID;
  }
  const categoryID = attributes.draftMeta?.categoryID ?? row.parentRecordID ?? 0;
  const category = (await loadCategoryIndex(ctx.db)).byID.get(categoryID);
  if (!categoryID) {
    throw fieldErrors(400, [
      { field: "categoryID", code: "missingField", message: "Choose a category first." },
    ]);
  }
  if (!category || !permissions.canViewCategory(categoryID)) throw notFound("Category");
  if (!permissions.has("discussions.add", categoryID)) throw permissionDenied();
  return categoryID;
}

function contentErrors(row: DraftRow): FieldErrorInput[] {
  const attributes = row.attributes as DraftAttributes;
  const errors: FieldErrorInput[] = [];
  if (row.recordType === "discussion" && !attributes.draftMeta?.name?.trim()) {
    errors.push({ field: "name", code: "missingField", message: "Give the discussion a title first." });
  }
  if (!attributes.body?.trim()) {
    errors.push({ field: "body", code: "missingField", message: "Write a body first." });
  }
  return errors;
}

/**
 * Throws what posting would answer: 404 for a parent the author cannot see, 403 without the right to post (or to
 * publish silently, which is a moderator's choice), 400/422 for a draft that is no post yet.
 */
export async function assertCanPublish(
  ctx: ServiceContext,
  row: DraftRow,
  publishedSilently: boolean,
): Promise<void> {
  if (row.recordType === "article") throw articleDraftNotPublishable();
  if (row.recordID !== null) {
    throw fieldErrors(422, [
      { field: "recordID", code: "notSchedulable", message: "Only new posts can be scheduled, not edits." },
    ]);
  }
  const categoryID = await postingCategory(ctx, row);
  const errors = contentErrors(row);
  if (errors.length) throw fieldErrors(400, errors);
  if (publishedSilently && !ctx.viewer.permissions.hasAny(MODERATE, categoryID)) throw permissionDenied();
}
