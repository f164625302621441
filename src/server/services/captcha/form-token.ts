// The registration form's token: when the form was shown, signed by the server (an HMAC under a key derived from the
// site's stored secret, services/moderation/long-runner-settings.ts), so a submit can prove how long the form was
// open without the server keeping anything per visitor. Format: "<issued ms, base 36>.<base64url HMAC-SHA256>".
import { createHmac, timingSafeEqual } from "node:crypto";
import type { Db } from "../../db/client";
import { longRunnerSecret } from "../moderation/long-runner-settings";

/** A form older than this is stale: the page is reloaded for a fresh token. */
export const FORM_TOKEN_MAX_AGE_MS = 24 * 3_600_000;

const CLOCK_SKEW_MS = 60_000;

/** The purpose is part of the key: this signature can never pass for a long-runner callback's, or the reverse. */
async function signingKey(db: Db): Promise<Buffer> {
  return createHmac("sha256", await longRunnerSecret(db))
    .update("quorum:registration-form")
    .digest();
}

function sign(key: Buffer, issued: string): Buffer {
  return createHmac("sha256", key).update(issued).digest();
}

export async function issueFormToken(db: Db, now = Date.now()): Promise<string> {
  const issued = now.toString(36);
  return `${issued}.${sign(await signingKey(db), issued).toString("base64url")}`;
}

export type FormTokenCheck = { ok: true; ageMs: number } | { ok: false; reason: "invalid" | "expired" };

export async function checkFormToken(db: Db, token: string, now = Date.now()): Promise<FormTokenCheck> {
  const match = /^([0-9a-z]{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return { ok: false, reason: "invalid" };
  const [, issued = "", mac = ""] = match;
  const expected = sign(await signingKey(db), issued);
  const given = Buffer.from(mac, "base64url");
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    return { ok: false, reason: "invalid" };
  const ageMs = now - Number.parseInt(issued, 36);
  // Another API node's clock may run a little ahead; more than a minute ahead is no clock this site signed with.
  if (ageMs < -CLOCK_SKEW_MS) return { ok: false, reason: "invalid" };
  if (ageMs > FORM_TOKEN_MAX_AGE_MS) return { ok: false, reason: "expired" };
  return { ok: true, ageMs: Math.max(0, ageMs) };
}
