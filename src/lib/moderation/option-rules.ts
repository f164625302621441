// Who may use each one-at-a-time discussion option (docs/reference/permissions.md#category-permissions, the
// resource being the discussion's category): the server refuses with them (services/discussion-options/), the
// discussion options menu decides with them what to offer. Close, move and delete are bulk moderation's rules
// (bulk-rules.ts), so one discussion and a selection of them are judged alike.
import type { PermissionName } from "../permissions/names";
import { canClose, canDelete, canEditIn, type ModerationCheck } from "./bulk-rules";

/** Announce and sink: discussions.moderate in the category, or community.manage. */
export function canAnnounce(check: ModerationCheck, categoryID: number): boolean {
  return check.inCategory(["discussions.moderate", "community.manage"], categoryID);
}

/** Change the author: site.manage or community.manage. */
export function canChangeAuthor(check: ModerationCheck, categoryID: number): boolean {
  return check.inCategory(["site.manage", "community.manage"], categoryID);
}

/** Change the type (discussion ↔ question): as for a move. */
export function canChangeType(check: ModerationCheck, categoryID: number): boolean {
  return canEditIn(check, categoryID);
}

export function canBump(check: ModerationCheck, categoryID: number): boolean {
  return check.inCategory("curation.manage", categoryID);
}

/** Resolve and unresolve: staff.allow; the caller also needs triage enabled. */
export function canResolve(check: ModerationCheck): boolean {
  return check.anywhere(["staff.allow"]);
}

/** The discussion's revision history (the content log filtered to it). */
function canSeeRevisions(check: ModerationCheck, categoryID: number): boolean {
  return check.inCategory("discussions.moderate", categoryID);
}

/**
 * A discussion's deleted comments (the content log of its comments, operation delete): whoever the log itself answers,
 * community.moderate or discussions.moderate in the category (server/services/editing/content-log.ts).
 */
export function canSeeDeletedComments(check: ModerationCheck, categoryID: number): boolean {
  return check.inCategory(["community.moderate", "discussions.moderate"], categoryID);
}

/** Add to a collection: community.manage (in the category, or anywhere when the record has none). */
export function canCurateCollections(check: ModerationCheck, categoryID?: number): boolean {
  const name: PermissionName = "community.manage";
  return categoryID === undefined ? check.anywhere([name]) : check.inCategory(name, categoryID);
}

/**
 * Convert to an article (docs/reference/knowledge-base.md#converting-a-discussion): discussions.moderate in the category,
 * or community.moderate. Writing in the target knowledge base (articles.add there) is asked when the article is
 * made; only discussions and questions are converted.
 */
export function canConvertToArticle(
  check: ModerationCheck,
  discussion: Pick<OptionDiscussion, "categoryID" | "type">,
) {
  const convertible = discussion.type === "discussion" || discussion.type === "question";
  return (
    convertible &&
    (check.global("community.moderate") || check.inCategory("discussions.moderate", discussion.categoryID))
  );
}

export interface OptionDiscussion {
  categoryID: number;
  /** The viewer wrote it (closeOwn then suffices to close it). */
  isOwn: boolean;
  type: string;
}

export interface ModerationOptions {
  announce: boolean;
  sink: boolean;
  close: boolean;
  move: boolean;
  changeType: boolean;
  changeAuthor: boolean;
  bump: boolean;
  /** Also needs triage enabled: `triage` tells. */
  resolve: boolean;
  revisionHistory: boolean;
  collections: boolean;
  delete: boolean;
}

/** Every permission-bound option for one discussion. Only discussions and questions change type. */
export function moderationOptions(
  check: ModerationCheck,
  discussion: OptionDiscussion,
  triage: boolean,
): ModerationOptions {
  const { categoryID } = discussion;
  const convertible = discussion.type === "discussion" || discussion.type === "question";
  return {
    announce: canAnnounce(check, categoryID),
    sink: canAnnounce(check, categoryID),
    close: canClose(check, discussion),
    move: canEditIn(check, categoryID),
    changeType: convertible && canChangeType(check, categoryID),
    changeAuthor: canChangeAuthor(check, categoryID),
    bump: canBump(check, categoryID),
    resolve: triage && canResolve(check),
    revisionHistory: canSeeRevisions(check, categoryID),
    collections: canCurateCollections(check, categoryID),
    delete: canDelete(check, categoryID),
  };
}
