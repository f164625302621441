// A post's attachments as the post page shows them (docs/reference/integrations.md#on-the-post-page): those of a
// post the viewer may read, oldest first, each with its integration's name and icon. An attachment whose type has no
// integration now (turned off, not set up, or unknown) is left out, and the server log says so once per type and
// process (spec 000 §8: a missing integration logs a warning and renders nothing).
import { and, asc, eq } from "drizzle-orm";
import type { Attachment } from "../../../types/generated/api/attachment";
import { attachments } from "../../db/schema-attachments";
import type { Translate } from "../../http/errors";
import type { ServiceContext } from "../context";
import { readableRecords } from "./post-record";
import { presentAttachment } from "./present";
import { loadIntegrations } from "./registry";
import type { AttachmentRecordType } from "./types";

export interface DescribedAttachment {
  attachment: Attachment;
  integration: { name: string; externalIDLabel: string; logoIcon: string };
}

const warnedTypes = new Set<string>();

function warnMissingIntegration(attachmentType: string): void {
  if (warnedTypes.has(attachmentType)) return;
  warnedTypes.add(attachmentType);
  console.warn(
    `Attachments of type "${attachmentType}" are not shown: no integration of that type is on (docs/reference/integrations.md).`,
  );
}

export async function describedPostAttachments(
  ctx: ServiceContext,
  recordType: AttachmentRecordType,
  recordID: number,
  t: Translate,
): Promise<DescribedAttachment[]> {
  const rows = await ctx.db
    .select()
    .from(attachments)
    .where(and(eq(attachments.recordType, recordType), eq(attachments.recordID, recordID)))
    .orderBy(asc(attachments.attachmentID));
  // Most posts have none: the post's visibility is asked only when there is something to show.
  if (rows.length === 0) return [];
  const readable = await readableRecords(ctx.db, ctx.viewer, [{ recordType, recordID }]);
  if (!readable.has(`${recordType}:${recordID}`)) return [];
  const integrations = await loadIntegrations(ctx.db);
  return rows.flatMap((row) => {
    const integration = integrations.get(row.attachmentType);
    if (!integration) {
      warnMissingIntegration(row.attachmentType);
      return [];
    }
    const { name, externalIDLabel, logoIcon } = integration.describe(t);
    return [{ attachment: presentAttachment(row), integration: { name, externalIDLabel, logoIcon } }];
  });
}
