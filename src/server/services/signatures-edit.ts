// Reading and changing a member's signature (GET/PATCH /users/{id}/signature): the member themselves, or users.edit
// for anyone (only administrators for an administrator), as PATCH /users/{id} (users-admin/patch-checks.ts). The
// Markdown source is stored as written (trimmed); it is rendered when shown (services/signatures.ts). A change by
// anyone lands in the audit log.
import { eq } from "drizzle-orm";
import type { Signature } from "../../types/generated/api/signature";
import { users } from "../db/schema";
import { notFound, signInRequired } from "../http/errors";
import { type AuditActor, recordAudit } from "./audit-log";
import { isSignedIn, type ServiceContext } from "./context";
import { readSignatureSettings, renderSignature } from "./signatures";
import { includesAdministratorRole, roleIDsOf } from "./users-admin/administrators";
import { checkPatchPermissions } from "./users-admin/patch-checks";

/** The schema's limit (schemas/api/signature-patch.schema.json), answered so the editor can count down. */
const SIGNATURE_MAX_LENGTH = 1000;

async function checkAccess(ctx: ServiceContext, userID: number): Promise<string> {
  const { db, viewer } = ctx;
  if (!isSignedIn(viewer)) throw signInRequired();
  const self = viewer.user.userID === userID;
  // Someone who may not edit others learns nothing about whether the account exists.
  if (!self) checkPatchPermissions(viewer, { userID, roleIDs: [], isAdministrator: false }, {});
  const [row] = await db
    .select({ signature: users.signature, deleted: users.deleted })
    .from(users)
    .where(eq(users.userID, userID))
    .limit(1);
  if (!row || row.deleted) throw notFound("User");
  if (!self) {
    const isAdministrator = await includesAdministratorRole(db, await roleIDsOf(db, userID));
    checkPatchPermissions(viewer, { userID, roleIDs: [], isAdministrator }, {});
  }
  return row.signature;
}

async function present(ctx: ServiceContext, userID: number, body: string): Promise<Signature> {
  const { enabled } = await readSignatureSettings(ctx.db);
  return {
    userID,
    body,
    html: body ? renderSignature(userID, body) : "",
    enabled,
    maxLength: SIGNATURE_MAX_LENGTH,
  };
}

export async function getSignature(ctx: ServiceContext, userID: number): Promise<Signature> {
  return present(ctx, userID, await checkAccess(ctx, userID));
}

export async function updateSignature(
  ctx: ServiceContext,
  actor: AuditActor,
  userID: number,
  source: string,
): Promise<{ signature: Signature; auditLogID: number | null }> {
  const before = await checkAccess(ctx, userID);
  const body = source.replace(/\r\n?/g, "\n").trim();
  if (body === before) return { signature: await present(ctx, userID, body), auditLogID: null };
  const auditLogID = await ctx.db.transaction(async (tx) => {
    await tx.update(users).set({ signature: body }).where(eq(users.userID, userID));
    return recordAudit(tx, actor, {
      action: "user.signature",
      recordType: "user",
      recordID: userID,
      changes: { before: { signature: before }, after: { signature: body } },
    });
  });
  return { signature: await present(ctx, userID, body), auditLogID };
}
