// Security headers. Every response: X-Content-Type-Options (no type sniffing of JSON, feeds or files),
// Referrer-Policy, and Strict-Transport-Security when the request came over https (request.protocol, which believes
// X-Forwarded-Proto only from a trusted proxy: QUORUM_TRUST_PROXY). Every HTML response without a policy of its own
// also gets the page Content-Security-Policy below, with a nonce drawn fresh for that response (and the configured
// captcha provider's hosts).
import { randomBytes } from "node:crypto";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { CAPTCHA_PROVIDER_INFO, type CaptchaProvider } from "../../lib/captcha/providers";
import { cachedCaptchaProvider } from "../services/captcha/settings";
import { cachedEmbedOrigins, withEmbedOrigins } from "../services/embed-origins";

/**
 * Who may frame the forum (docs/reference/ui-behaviour.md#embedded-mode, embedded mode): 'self' plus the configured
 * host origins, or nobody.
 */
export type FrameAncestors = { kind: "none" } | { kind: "self"; hosts: readonly string[] };

export const DEFAULT_FRAME_ANCESTORS: FrameAncestors = { kind: "self", hosts: [] };

/** A host origin as CSP writes it: scheme, host (its first label may be *) and an optional port; no path. */
const HOST_ORIGIN = /^https?:\/\/(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)*(:\d{1,5})?$/i;

/** QUORUM_FRAME_ANCESTORS: unset = this site only; "none" = no framing at all; else comma-separated origins. */
export function parseFrameAncestors(value: string | undefined): FrameAncestors {
  const text = value?.trim() ?? "";
  if (text === "") return DEFAULT_FRAME_ANCESTORS;
  if (text.toLowerCase() === "none") return { kind: "none" };
  const hosts = text.split(",").map((host) => host.trim().replace(/\/$/, ""));
  const wrong = hosts.find((host) => !HOST_ORIGIN.test(host));
  if (wrong !== undefined)
    throw new Error(
      `QUORUM_FRAME_ANCESTORS must be "none" or comma-separated origins such as https://blog.example.com, not "${wrong}".`,
    );
  return { kind: "self", hosts };
}

export function frameAncestorsSource(ancestors: FrameAncestors): string {
  return ancestors.kind === "none" ? "'none'" : ["'self'", ...ancestors.hosts].join(" ");
}

/** The privacy-enhanced video players that format/embeds.ts lets into posts (isVideoEmbedSource). */
const VIDEO_PLAYER_ORIGINS = "https://www.youtube-nocookie.com https://player.vimeo.com";

/**
 * The policy of the app's pages. Scripts: the built bundle, its chunks and custom fragments' modules come from this
 * origin ('self'); inline script runs only with this response's nonce (the inlined state and the embed demo), so
 * markup that slipped past the sanitizer cannot run. Styles keep 'unsafe-inline': CodeMirror (the layout editor's
 * JSON view) inserts its theme as <style> elements at run time (React's style props go through the CSSOM and would
 * not need it), and a style cannot run script. Images: https and data: (the favicon), as the sanitizer allows posts
 * (format/sanitize.ts), and this site's /media. Frames: the Custom HTML frame (this origin, widgets/html/frame.ts)
 * and the video players. connect-src 'self' covers the API and the notification stream (SSE).
 */
export function pagePolicy(
  nonce: string,
  ancestors: FrameAncestors,
  captcha: CaptchaProvider | null = null,
): string {
  // The configured captcha's hosts (src/lib/captcha/providers.ts), on every page: the client router can reach the
  // registration page from any of them without a new document.
  const hosts = captcha
    ? CAPTCHA_PROVIDER_INFO[captcha].csp
    : { script: [], frame: [], connect: [], style: [] };
  const plus = (list: string[]) => list.map((host) => ` ${host}`).join("");
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'${plus(hosts.script)}`,
    `style-src 'self' 'unsafe-inline'${plus(hosts.style)}`,
    "img-src 'self' https: data:",
    "font-src 'self' data:",
    `connect-src 'self'${plus(hosts.connect)}`,
    `frame-src 'self' ${VIDEO_PLAYER_ORIGINS}${plus(hosts.frame)}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors ${frameAncestorsSource(ancestors)}`,
  ].join("; ");
}

const nonces = new WeakMap<FastifyRequest, string>();

/** The response's script nonce: drawn on first use, the same for the whole response (page body and header). */
export function cspNonce(request: FastifyRequest): string {
  let nonce = nonces.get(request);
  if (nonce === undefined) {
    nonce = randomBytes(16).toString("base64");
    nonces.set(request, nonce);
  }
  return nonce;
}

/** A year, as browsers' preload lists expect; no includeSubDomains: other hosts of the domain are not ours. */
const HSTS = "max-age=31536000";

function isHtml(contentType: unknown): boolean {
  return typeof contentType === "string" && contentType.toLowerCase().startsWith("text/html");
}

/**
 * No X-Frame-Options: it cannot name several hosts (ALLOW-FROM is gone from browsers), and every browser that runs
 * the client (ES modules) obeys frame-ancestors, which takes precedence over it anyway.
 */
export function installSecurityHeaders(app: FastifyInstance, ancestors: FrameAncestors): void {
  app.addHook("onSend", async (request, reply, payload) => {
    reply.header("X-Content-Type-Options", "nosniff");
    reply.header("Referrer-Policy", "strict-origin-when-cross-origin");
    if (request.protocol === "https") reply.header("Strict-Transport-Security", HSTS);
    if (isHtml(reply.getHeader("content-type")) && !reply.hasHeader("content-security-policy")) {
      // A page is still answered when the config cannot be read: without the captcha's hosts.
      const captcha = await cachedCaptchaProvider(app.db).catch(() => null);
      // The dashboard's embedding sites join the operator's (services/embed-origins.ts).
      const embedders = await cachedEmbedOrigins(app.db).catch(() => []);
      const framing = withEmbedOrigins(ancestors, embedders);
      reply.header("Content-Security-Policy", pagePolicy(cspNonce(request), framing, captcha));
    }
    return payload;
  });
}
