// The callbackPayload of a long-runner that ran out of time: a JWT (HS256) whose claims are the remaining work,
// the user it belongs to (sub) and an expiry (exp), signed with the server's secret. POST /calls/run verifies it
// before continuing; anything forged, altered, expired or someone else's is refused with a 4xx.
import { createHmac, timingSafeEqual } from "node:crypto";
import { ApiError } from "../../http/errors";
import { type BulkWork, isBulkWork } from "./bulk-work";

/** How long a payload may wait before it is continued. */
const CALLBACK_TTL_SECONDS = 600;

interface Claims {
  sub: number;
  exp: number;
  work: BulkWork;
}

const HEADER = Buffer.from(JSON.stringify({ alg: "HS256", typ: "JWT" })).toString("base64url");

function sign(input: string, secret: string): Buffer {
  return createHmac("sha256", secret).update(input).digest();
}

export function signCallbackPayload(
  work: BulkWork,
  userID: number,
  secret: string,
  now = Date.now(),
): string {
  const claims: Claims = { sub: userID, exp: Math.floor(now / 1000) + CALLBACK_TTL_SECONDS, work };
  const body = `${HEADER}.${Buffer.from(JSON.stringify(claims)).toString("base64url")}`;
  return `${body}.${sign(body, secret).toString("base64url")}`;
}

const invalid = () => new ApiError(400, "The callback payload is not valid.");

/** The work a payload carries, once its signature, expiry and owner check out. */
export function verifyCallbackPayload(
  token: string,
  userID: number,
  secret: string,
  now = Date.now(),
): BulkWork {
  const parts = token.trim().split(".");
  if (parts.length !== 3) throw invalid();
  const [header, payload, signature] = parts as [string, string, string];
  const expected = sign(`${header}.${payload}`, secret);
  const given = Buffer.from(signature, "base64url");
  if (header !== HEADER || given.length !== expected.length || !timingSafeEqual(given, expected))
    throw invalid();
  let claims: Partial<Claims>;
  try {
    claims = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as Partial<Claims>;
  } catch {
    throw invalid();
  }
  if (typeof claims.exp !== "number" || typeof claims.sub !== "number" || !isBulkWork(claims.work))
    throw invalid();
  if (claims.exp * 1000 <= now) {
    throw new ApiError(400, "The callback payload has expired.", { description: "Start the action again." });
  }
  if (claims.sub !== userID) {
    throw new ApiError(403, "Permission Problem", {
      description: "This callback payload belongs to someone else.",
    });
  }
  return claims.work;
}
