// Publishing a scheduled draft (the scheduler's work, jobs/draft-scheduler.ts): as its author, through the same
// posting services the API uses, so every permission is asked again at publish time. A post that goes out deletes
// its draft in the same transaction; a refusal leaves the draft with draftStatus error and the reason, for the author to fix.
// Each draft is claimed first (draftStatus scheduled → publishing, one conditional UPDATE), so two ticks or two
// API nodes never publish it twice.
import { and, asc, eq, lte } from "drizzle-orm";
import type { DraftAttributes } from "../../../types/generated/api/draft-attributes";
import { viewerForUser } from "../../auth/viewer";
import type { Db, Tx } from "../../db/client";
import { discussions, users } from "../../db/schema";
import { drafts } from "../../db/schema-posts";
import { ApiError } from "../../http/errors";
import type { ServiceContext } from "../context";
import { canAnnounce } from "../discussion-options/option-permissions";
import { createComment } from "../posting/create-comment";
import { createDiscussion } from "../posting/create-discussion";
import { articleDraftNotPublishable } from "./article-drafts";
import type { DraftRow } from "./present-draft";

/** Held while a draft is being posted; presented as scheduled (present-draft.ts). */
const PUBLISHING_STATUS = "publishing";
/** Drafts published per tick; the rest wait for the next one. */
const BATCH = 25;

async function authorContext(db: Db, userID: number): Promise<ServiceContext | null> {
  const [user] = await db
    .select({
      userID: users.userID,
      name: users.name,
      photoUrl: users.photoUrl,
      emailConfirmed: users.emailConfirmed,
      dateLastActive: users.dateLastActive,
      banned: users.banned,
      deleted: users.deleted,
    })
    .from(users)
    .where(eq(users.userID, userID))
    .limit(1);
  if (!user) return null;
  // A banned or deleted member posts nothing more, scheduled or not.
  if (user.banned !== 0 || user.deleted) return null;
  return { db, viewer: await viewerForUser(db, user) };
}

async function post(ctx: ServiceContext, row: DraftRow): Promise<void> {
  // Never scheduled (can-publish.ts refuses it); a row written by hand fails here rather than posting a discussion.
  if (row.recordType === "article") throw articleDraftNotPublishable();
  const attributes = row.attributes as DraftAttributes;
  const format = attributes.format ?? "markdown";
  const deleteDraft = async (tx: Tx) => {
    await tx.delete(drafts).where(eq(drafts.draftID, row.draftID));
  };
  if (row.recordType === "comment") {
    await createComment(
      ctx,
      {
        discussionID: row.parentRecordID ?? 0,
        body: attributes.body ?? "",
        format,
        parentCommentID: attributes.draftMeta?.commentParentID ?? null,
      },
      undefined,
      { silent: row.publishedSilently, alsoWrite: deleteDraft },
    );
    return;
  }
  const meta = attributes.draftMeta ?? {};
  // A moderator's scheduled announcement is pinned once posted, if they may still announce there.
  const pin = meta.pinLocation && meta.pinLocation !== "none" ? meta.pinLocation : null;
  const categoryID = meta.categoryID ?? row.parentRecordID ?? 0;
  const pinAndDeleteDraft = async (tx: Tx, discussionID: number) => {
    if (pin && canAnnounce(ctx.viewer, categoryID)) {
      await tx
        .update(discussions)
        .set({ pinned: true, pinLocation: pin })
        .where(eq(discussions.discussionID, discussionID));
    }
    await deleteDraft(tx);
  };
  await createDiscussion(
    ctx,
    {
      name: meta.name ?? attributes.name ?? "",
      body: attributes.body ?? "",
      format,
      categoryID,
      type: meta.postTypeID ?? "discussion",
      ...(meta.tagIDs?.length ? { tagIDs: meta.tagIDs } : {}),
    },
    undefined,
    { silent: row.publishedSilently, alsoWrite: pinAndDeleteDraft },
  );
}

function reasonOf(error: unknown): string {
  if (error instanceof ApiError) {
    // In English, values put in: the row keeps the text, not the keys.
    const body = error.toBody();
    const fields = Object.values(body.errors ?? {})
      .flat()
      .map((field) => field?.message);
    return [body.message, body.description, ...fields].filter(Boolean).join(" ");
  }
  return "The post could not be published.";
}

async function markFailed(db: Db, draftID: number, reason: string): Promise<void> {
  await db
    .update(drafts)
    .set({ draftStatus: "error", error: reason, dateUpdated: new Date() })
    .where(eq(drafts.draftID, draftID));
}

/** Publishes one claimed draft; true when the post went out. */
async function publishClaimed(db: Db, row: DraftRow, log: (message: string) => void): Promise<boolean> {
  const ctx = await authorContext(db, row.insertUserID);
  if (!ctx) {
    await markFailed(db, row.draftID, "The author can no longer post.");
    return false;
  }
  try {
    await post(ctx, row);
  } catch (error) {
    if (!(error instanceof ApiError)) log(`Draft ${row.draftID} failed to publish: ${String(error)}`);
    await markFailed(db, row.draftID, reasonOf(error));
    return false;
  }
  return true;
}

/** Publishes every scheduled draft due at `now`; answers how many went out. */
export async function publishDueDrafts(
  db: Db,
  now = new Date(),
  log: (message: string) => void = console.error,
): Promise<number> {
  const due = await db
    .select({ draftID: drafts.draftID })
    .from(drafts)
    .where(and(eq(drafts.draftStatus, "scheduled"), lte(drafts.dateScheduled, now)))
    .orderBy(asc(drafts.dateScheduled))
    .limit(BATCH);
  let published = 0;
  for (const { draftID } of due) {
    const [claimed] = await db
      .update(drafts)
      .set({ draftStatus: PUBLISHING_STATUS, dateUpdated: now })
      .where(and(eq(drafts.draftID, draftID), eq(drafts.draftStatus, "scheduled")))
      .returning();
    if (claimed && (await publishClaimed(db, claimed, log))) published += 1;
  }
  return published;
}

/** A claim this old belongs to a process that stopped mid-publication (a post takes well under a second). */
const STALE_CLAIM_MS = 10 * 60_000;

/**
 * A draft left claimed by a process that stopped mid-publication may or may not have gone out: it is never
 * published again blindly, but shown to its author as failed with the reason.
 */
export async function releaseInterruptedDrafts(db: Db, now = new Date()): Promise<void> {
  await db
    .update(drafts)
    .set({
      draftStatus: "error",
      error: "Publishing was interrupted. Check whether the post appeared before scheduling it again.",
      dateUpdated: new Date(),
    })
    .where(
      and(
        eq(drafts.draftStatus, PUBLISHING_STATUS),
        lte(drafts.dateUpdated, new Date(now.getTime() - STALE_CLAIM_MS)),
      ),
    );
}
