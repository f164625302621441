// Weak ETags on the API's reads, and 304 Not Modified when the client's copy is still current. The tag hashes the
// body together with who asked (the guest, or one member by id): a member's tag never validates a guest's copy or
// another member's, even where the bodies happen to match, so a revalidation cannot hand one viewer's answer to
// another. Weak (W/): the same tag stands for the brotli, gzip and plain forms of a body.
import { createHash } from "node:crypto";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { isSignedIn } from "../services/context";

export const API_PREFIX = "/api/v2/";

function viewerScope(request: FastifyRequest): string {
  const viewer = request.viewer;
  return viewer !== undefined && isSignedIn(viewer) ? `user:${viewer.user.userID}` : "guest";
}

/** The weak ETag of a body as answered to this viewer. */
export function weakEtag(scope: string, body: string | Buffer): string {
  const hash = createHash("sha1").update(scope).update("\0").update(body).digest("base64url");
  return `W/"${hash}"`;
}

/** If-None-Match's weak comparison: a listed tag equal to ours once W/ is set aside, or "*". */
export function ifNoneMatchHolds(header: string | undefined, etag: string): boolean {
  if (header === undefined || header === "") return false;
  const opaque = etag.replace(/^W\//, "");
  return header
    .split(",")
    .map((tag) => tag.trim().replace(/^W\//, ""))
    .some((tag) => tag === "*" || tag === opaque);
}

function isTaggable(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
): payload is string | Buffer {
  if (request.method !== "GET" && request.method !== "HEAD") return false;
  if (reply.statusCode !== 200 || !request.url.startsWith(API_PREFIX)) return false;
  if (reply.hasHeader("etag")) return false;
  // A body nobody may store needs no validator; streams (feeds, SSE) are not hashed.
  const cacheControl = reply.getHeader("cache-control");
  if (typeof cacheControl === "string" && /\bno-store\b/i.test(cacheControl)) return false;
  return typeof payload === "string" || Buffer.isBuffer(payload);
}

/** Installs the hook; register it after the cache policy (it reads the Cache-Control that one sets). */
export function installApiEtags(app: FastifyInstance): void {
  app.addHook("onSend", async (request, reply, payload) => {
    if (!isTaggable(request, reply, payload)) return payload;
    const etag = weakEtag(viewerScope(request), payload);
    reply.header("ETag", etag);
    if (!ifNoneMatchHolds(request.headers["if-none-match"], etag)) return payload;
    reply.code(304);
    // No body, and no Content-Length: a cache would take 0 for the length of the copy it keeps.
    return null;
  });
}
