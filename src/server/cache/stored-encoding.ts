// How a stored guest answer goes out: gzip spliced from its once-deflated pieces when the client takes gzip at least
// as gladly as brotli (browsers send both at equal weight), else as it was stored, for the compression hook to
// encode per response (docs/reference/api-conventions.md#guest-cache).
import negotiate from "@fastify/accept-negotiator";
import type { FastifyReply, FastifyRequest } from "fastify";
import { addVary } from "../http/cache-policy";
import { isCompressedType } from "../http/compression";
import { API_PREFIX, ifNoneMatchHolds, weakEtag } from "../http/etag";
import { type CachedAnswer, NONCE_PLACEHOLDER } from "./guest-cache";
import { prepareSplicedGzip, splicedGzip } from "./spliced-gzip";

/** Gzip first: it is the encoding a stored answer has ready; the hook's own order (brotli first) serves the rest. */
const STORED_ORDER = ["gzip", "br", "identity"];

function wantsGzip(request: FastifyRequest): boolean {
  const header = request.headers["accept-encoding"];
  if (typeof header !== "string") return false;
  // As the compression plugin reads it: x-gzip and the no-preference token stand for gzip.
  return negotiate(header.toLowerCase().replace(/\bx-gzip\b|\*/g, "gzip"), STORED_ORDER) === "gzip";
}

/** The page with this response's nonce in place of the stored placeholder (or the reverse, to store it). */
export function swapNonce(body: string | Buffer, from: string, to: string): string {
  return (typeof body === "string" ? body : body.toString("utf8")).replaceAll(from, to);
}

/** Sends a stored answer with this response's nonce where its page had one. */
export function sendStoredAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: CachedAnswer,
  nonce: string,
): void {
  // Measured once: the UTF-8 length of a 130 KB page took longer than the rest of a hit.
  answer.compressible ??= isCompressedType(
    answer.headers["content-type"],
    typeof answer.body === "string" ? Buffer.byteLength(answer.body) : answer.body.length,
  );
  if (!answer.compressible || !wantsGzip(request)) {
    reply.send(answer.html ? swapNonce(answer.body, NONCE_PLACEHOLDER, nonce) : answer.body);
    return;
  }
  if (request.url.startsWith(API_PREFIX)) {
    // The API's weak tag is its plain body's, the same for every encoding (http/etag.ts), not the gzip bytes'.
    answer.etag ??= weakEtag("guest", answer.body);
    reply.header("etag", answer.etag);
    if (ifNoneMatchHolds(request.headers["if-none-match"], answer.etag)) {
      reply.code(304).send();
      return;
    }
  }
  const text = typeof answer.body === "string" ? answer.body : answer.body.toString("utf8");
  answer.gzip ??= prepareSplicedGzip(text, answer.html ? NONCE_PLACEHOLDER : undefined);
  addVary(reply, "accept-encoding");
  // An encoded body: the compression hook leaves it as it is.
  reply.header("content-encoding", "gzip").send(splicedGzip(answer.gzip, nonce));
}
