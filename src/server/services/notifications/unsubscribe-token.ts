// The signed token of an email's unsubscribe link (docs/reference/notifications.md#unsubscribe): who it is for and
// which emails it stops, HMAC-signed with a key derived from the site's stored secret, so the link needs no sign-in
// and cannot be altered to stop someone else's emails. It does not expire: an old email's link must still work.
import { createHmac, timingSafeEqual } from "node:crypto";
import { NOTIFICATION_TYPES, type NotificationTypeKey } from "../../../lib/notification-types";
import type { Db } from "../../db/client";
import { ApiError } from "../../http/errors";
import { longRunnerSecret } from "../moderation/long-runner-settings";

export type UnsubscribeTarget =
  | { kind: "category"; categoryID: number; what: "posts" | "comments" | "digest" }
  | { kind: "type"; type: NotificationTypeKey }
  | { kind: "digest" };

export interface UnsubscribeClaims {
  sub: number;
  target: UnsubscribeTarget;
}

/** A key of its own, derived from the site secret: an unsubscribe signature is never valid anywhere else. */
async function unsubscribeKey(db: Db): Promise<Buffer> {
  return createHmac("sha256", await longRunnerSecret(db))
    .update("quorum unsubscribe links")
    .digest();
}

const CATEGORY_WHAT = { p: "posts", c: "comments", d: "digest" } as const;

/** A compact form of the target (a link's path segment must stay under 100 characters): c12p, tMention, d. */
function encodeTarget(target: UnsubscribeTarget): string {
  if (target.kind === "digest") return "d";
  if (target.kind === "type") return `t${target.type}`;
  return `c${target.categoryID}${target.what.charAt(0)}`;
}

function decodeTarget(code: string): UnsubscribeTarget | undefined {
  if (code === "d") return { kind: "digest" };
  const type = /^t([A-Za-z]{1,32})$/.exec(code)?.[1];
  if (type) {
    return NOTIFICATION_TYPES.some((known) => known.key === type)
      ? { kind: "type", type: type as NotificationTypeKey }
      : undefined;
  }
  const category = /^c([1-9][0-9]{0,9})([pcd])$/.exec(code);
  if (!category) return undefined;
  return {
    kind: "category",
    categoryID: Number(category[1]),
    what: CATEGORY_WHAT[category[2] as keyof typeof CATEGORY_WHAT],
  };
}

/** 128 bits of HMAC-SHA256: unguessable, and short enough for a link. */
async function signatureOf(db: Db, body: string): Promise<Buffer> {
  return createHmac("sha256", await unsubscribeKey(db))
    .update(body)
    .digest()
    .subarray(0, 16);
}

export async function signUnsubscribeToken(db: Db, claims: UnsubscribeClaims): Promise<string> {
  const body = `${claims.sub}.${encodeTarget(claims.target)}`;
  return `${body}.${(await signatureOf(db, body)).toString("base64url")}`;
}

export const invalidUnsubscribeLink = () => new ApiError(404, "This unsubscribe link is not valid.");

export async function verifyUnsubscribeToken(db: Db, token: string): Promise<UnsubscribeClaims> {
  const [user = "", code = "", signature = "", extra] = token.split(".");
  if (extra !== undefined || !/^[1-9][0-9]{0,9}$/.test(user)) throw invalidUnsubscribeLink();
  const expected = await signatureOf(db, `${user}.${code}`);
  const given = Buffer.from(signature, "base64url");
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw invalidUnsubscribeLink();
  const target = decodeTarget(code);
  if (!target) throw invalidUnsubscribeLink();
  return { sub: Number(user), target };
}
