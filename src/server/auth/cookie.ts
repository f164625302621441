// The session cookie: httpOnly (scripts cannot read it), SameSite=Lax (not sent on cross-site posts), Path=/,
// Secure whenever the request came over https. Without "persist" it lasts until the browser closes.
import type { FastifyReply, FastifyRequest } from "fastify";
import { SESSION_LIFETIME_MS } from "./sessions";

const SESSION_COOKIE = "quorum_session";

/** The options every httpOnly cookie of the site is set with (the session's, a theme preview's). */
export function httpOnlyCookieOptions(request: FastifyRequest) {
  return { httpOnly: true, sameSite: "lax", path: "/", secure: request.protocol === "https" } as const;
}

export function setSessionCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
  persist: boolean,
): void {
  reply.setCookie(SESSION_COOKIE, token, {
    ...httpOnlyCookieOptions(request),
    ...(persist ? { maxAge: Math.floor(SESSION_LIFETIME_MS / 1000) } : {}),
  });
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, httpOnlyCookieOptions(request));
}

export function sessionTokenOf(request: FastifyRequest): string | undefined {
  const token = request.cookies[SESSION_COOKIE];
  return token && token.length <= 200 ? token : undefined;
}
