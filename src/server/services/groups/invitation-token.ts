// The signed token of an emailed group invitation (docs/reference/groups.md#invitations): the invitation's ID and an
// HMAC-SHA256 signature with a key derived from the site's stored secret (like the unsubscribe links), so a link
// cannot be altered to name another invitation. Whether it still holds — pending, not expired (14 days), not used —
// is the invitation row's to say.
import { createHmac, timingSafeEqual } from "node:crypto";
import type { Db } from "../../db/client";
import { longRunnerSecret } from "../moderation/long-runner-settings";

/** How long an invitation stays open. */
export const INVITATION_DAYS = 14;

/** A key of its own, derived from the site secret: an invitation signature is valid nowhere else. */
async function invitationKey(db: Db): Promise<Buffer> {
  return createHmac("sha256", await longRunnerSecret(db))
    .update("quorum group invitations")
    .digest();
}

/** 128 bits of the HMAC: unguessable, and short enough for a link. */
async function signatureOf(db: Db, invitationID: number): Promise<Buffer> {
  return createHmac("sha256", await invitationKey(db))
    .update(`invitation.${invitationID}`)
    .digest()
    .subarray(0, 16);
}

/** `{invitationID}-{signature}`: only URL-safe characters, so the token survives any mail client's link detection. */
const TOKEN = /^([1-9][0-9]{0,9})-([A-Za-z0-9_-]{22})$/;

export async function signInvitationToken(db: Db, invitationID: number): Promise<string> {
  return `${invitationID}-${(await signatureOf(db, invitationID)).toString("base64url")}`;
}

/** The invitation a token names; null when it is malformed or its signature is wrong. */
export async function verifyInvitationToken(db: Db, token: string): Promise<number | null> {
  const match = TOKEN.exec(token.trim());
  if (!match?.[1] || !match[2]) return null;
  const invitationID = Number(match[1]);
  if (invitationID > 2_147_483_647) return null;
  const expected = await signatureOf(db, invitationID);
  const given = Buffer.from(match[2], "base64url");
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return invitationID;
}
