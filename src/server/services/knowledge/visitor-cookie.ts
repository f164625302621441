// The guest's visitor ID for helpful votes (docs/reference/knowledge-base.md#helpful-votes): a random UUID in the
// httpOnly, SameSite=Lax cookie quorum_visitor, set by the first vote. Scripts cannot read it and other sites'
// forms do not carry it; it identifies nothing but one browser's votes.
import { randomUUID } from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";
import { httpOnlyCookieOptions } from "../../auth/cookie";

const VISITOR_COOKIE = "quorum_visitor";
const ONE_YEAR_SECONDS = 365 * 24 * 3600;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The visitor ID the browser sent, when it is one of ours. */
export function visitorIDOf(request: FastifyRequest): string | null {
  const value = request.cookies[VISITOR_COOKIE]?.toLowerCase();
  return value && UUID.test(value) ? value : null;
}

/** The visitor ID, set as a new cookie when the browser has none. */
export function ensureVisitorID(request: FastifyRequest, reply: FastifyReply): string {
  const existing = visitorIDOf(request);
  if (existing) return existing;
  const created = randomUUID();
  reply.setCookie(VISITOR_COOKIE, created, { ...httpOnlyCookieOptions(request), maxAge: ONE_YEAR_SECONDS });
  return created;
}
