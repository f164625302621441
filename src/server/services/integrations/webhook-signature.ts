// The webhook's signature (docs/reference/integrations.md#webhook): X-Quorum-Signature is "sha256=" and the hex
// HMAC-SHA256 of the raw request body under the shared secret, as GitHub signs its own webhooks; a receiver computes
// the same over the bytes it received and compares in constant time.
import { createHmac, timingSafeEqual } from "node:crypto";

export const SIGNATURE_HEADER = "x-quorum-signature";
export const TIMESTAMP_HEADER = "x-quorum-timestamp";

export function webhookSignature(secret: string, rawBody: string): string {
  return `sha256=${createHmac("sha256", secret).update(rawBody, "utf8").digest("hex")}`;
}

/** Whether a received signature is the body's under the secret. */
export function verifyWebhookSignature(secret: string, rawBody: string, signature: string): boolean {
  const expected = Buffer.from(webhookSignature(secret, rawBody));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
