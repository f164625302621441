// POST /attachments and POST /attachments/refresh (docs/reference/integrations.md#api): escalating a post creates
// the external item first and stores the attachment only once the other system said yes (its failure is a 502 and
// nothing is stored); refreshing reads every item again before writing any, so a failure stores nothing either.
import { eq, inArray } from "drizzle-orm";
import type { Attachment } from "../../../types/generated/api/attachment";
import type { AttachmentPost } from "../../../types/generated/api/attachment-post";
import type { AttachmentRefresh } from "../../../types/generated/api/attachment-refresh";
import { attachments } from "../../db/schema-attachments";
import { signInRequired } from "../../http/errors";
import { isSignedIn, type ServiceContext } from "../context";
import { assertTakesRecordType, requireIntegration } from "./catalog";
import { checkedForm } from "./form-schema";
import { loadPostRecord, readableRecords } from "./post-record";
import { type AttachmentRow, presentAttachment } from "./present";
import { loadIntegrations } from "./registry";
import type { ConfiguredIntegration, ExternalItem } from "./types";
import { assertMayEscalate, writeScopeOf } from "./write-scope";

/** An attachment read longer ago than this is stale (spec 000 §7 onlyStale). */
export const STALE_AFTER_MS = 10 * 60 * 1000;
/** How many other-system reads a refresh runs at once. */
const REFRESH_CONCURRENCY = 4;

export async function createAttachment(
  ctx: ServiceContext,
  input: AttachmentPost,
  publicUrl: string,
): Promise<Attachment> {
  const { db, viewer } = ctx;
  if (!isSignedIn(viewer)) throw signInRequired();
  const { attachmentType, recordType, recordID, ...formInput } = input;
  const integration = await requireIntegration(ctx, attachmentType);
  assertTakesRecordType(integration, recordType);
  const post = await loadPostRecord(db, viewer, recordType, recordID, publicUrl);
  assertMayEscalate(viewer, integration, post);
  const form = checkedForm(integration, formInput);
  const item = await integration.create(post, form);
  const [row] = await db
    .insert(attachments)
    .values({ attachmentType, recordType, recordID, ...item, insertUserID: viewer.user.userID })
    .returning();
  if (!row) throw new Error("The attachment was not stored.");
  return presentAttachment(row);
}

interface PlannedRead {
  row: AttachmentRow;
  integration: ConfiguredIntegration;
}

/** Reads the items a few at a time; the first failure rejects the whole refresh. */
async function readAll(planned: PlannedRead[]): Promise<(ExternalItem | null)[]> {
  const results: (ExternalItem | null)[] = [];
  for (let start = 0; start < planned.length; start += REFRESH_CONCURRENCY) {
    const batch = planned.slice(start, start + REFRESH_CONCURRENCY);
    results.push(...(await Promise.all(batch.map(({ row, integration }) => integration.refresh(row)))));
  }
  return results;
}

function changed(row: AttachmentRow, item: ExternalItem): boolean {
  return (
    row.status !== item.status ||
    row.sourceUrl !== item.sourceUrl ||
    JSON.stringify(row.metadata) !== JSON.stringify(item.metadata)
  );
}

/**
 * The attachments asked for, of posts the viewer may read and of integrations that are on, read again. Staff may
 * refresh any; anyone else only stale ones (onlyStale is implied), so members cannot make the server call other
 * systems at will.
 */
export async function refreshAttachments(
  ctx: ServiceContext,
  input: AttachmentRefresh,
): Promise<Attachment[]> {
  const { db, viewer } = ctx;
  if (!isSignedIn(viewer)) throw signInRequired();
  const ids = [...new Set(input.attachmentIDs)];
  if (ids.length === 0) return [];
  const rows = await db.select().from(attachments).where(inArray(attachments.attachmentID, ids));
  const readable = await readableRecords(db, viewer, rows);
  const integrations = await loadIntegrations(db);
  const now = Date.now();
  const shown: AttachmentRow[] = [];
  const planned: PlannedRead[] = [];
  for (const row of rows) {
    const integration = integrations.get(row.attachmentType);
    if (!integration || !readable.has(`${row.recordType}:${row.recordID}`)) continue;
    shown.push(row);
    const onlyStale = input.onlyStale === true || writeScopeOf(viewer, integration) !== "all";
    const stale = now - row.dateRefreshed.getTime() > STALE_AFTER_MS;
    if (!onlyStale || stale) planned.push({ row, integration });
  }
  const items = await readAll(planned);
  const refreshedAt = new Date();
  const updated = new Map<number, AttachmentRow>();
  await db.transaction(async (tx) => {
    for (const [index, { row }] of planned.entries()) {
      const item = items[index] ?? null;
      const values = item && changed(row, item) ? { ...item, dateUpdated: refreshedAt } : {};
      const [next] = await tx
        .update(attachments)
        .set({ ...values, dateRefreshed: refreshedAt })
        .where(eq(attachments.attachmentID, row.attachmentID))
        .returning();
      if (next) updated.set(next.attachmentID, next);
    }
  });
  const byID = new Map(shown.map((row) => [row.attachmentID, updated.get(row.attachmentID) ?? row]));
  return ids.flatMap((id) => {
    const row = byID.get(id);
    return row ? [presentAttachment(row)] : [];
  });
}
