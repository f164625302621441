// Previewing a theme on the live site for yourself only (spec 001 §4.8, docs/reference/themes.md#preview): the
// choice is an httpOnly cookie, honoured only for viewers who may manage the site, so nobody else ever sees it.
import type { FastifyReply, FastifyRequest } from "fastify";
import { httpOnlyCookieOptions } from "../../auth/cookie";

const PREVIEW_COOKIE = "quorum_theme_preview";

export interface PreviewChoice {
  themeKey: string;
  revisionID?: number;
}

export function setPreviewCookie(request: FastifyRequest, reply: FastifyReply, choice: PreviewChoice): void {
  const value = choice.revisionID === undefined ? choice.themeKey : `${choice.themeKey}:${choice.revisionID}`;
  reply.setCookie(PREVIEW_COOKIE, value, httpOnlyCookieOptions(request));
}

export function clearPreviewCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(PREVIEW_COOKIE, httpOnlyCookieOptions(request));
}

const CHOICE = /^([a-z][a-z0-9-]{0,63}|[1-9][0-9]{0,8})(?::([1-9][0-9]{0,9}))?$/;

/** The viewer's preview, if they may have one; a cookie that does not parse is no preview. */
export function previewChoice(request: FastifyRequest): PreviewChoice | undefined {
  if (!request.viewer.permissions.has("site.manage")) return undefined;
  const match = CHOICE.exec(request.cookies[PREVIEW_COOKIE] ?? "");
  if (!match?.[1]) return undefined;
  return match[2] ? { themeKey: match[1], revisionID: Number(match[2]) } : { themeKey: match[1] };
}
