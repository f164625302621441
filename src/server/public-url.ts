// The site's public address, the one source of every absolute URL the server writes (feed links, mailed links):
// QUORUM_PUBLIC_URL, default http://localhost:<PORT>. Never the request's Host or X-Forwarded-Host header: a forged
// one would put another host into a response a cache keeps for everyone, or send a reset token elsewhere. buildApp
// decorates the instance with it as `publicUrl`.
import { readServerEnv } from "./env";

declare module "fastify" {
  interface FastifyInstance {
    /** The site's origin without a trailing slash, e.g. https://forum.example.com. */
    publicUrl: string;
  }
}

/** The origin of an http(s) address given as the site's public URL; throws a message naming the setting. */
export function publicOrigin(value: string): string {
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    throw new Error(`QUORUM_PUBLIC_URL must be an absolute http(s) address, not "${value}".`);
  }
  if ((url.protocol !== "http:" && url.protocol !== "https:") || url.username || url.password)
    throw new Error(`QUORUM_PUBLIC_URL must be an http(s) address without user information, not "${value}".`);
  return url.origin;
}

/** The public origin: the given one (tests), else QUORUM_PUBLIC_URL, else http://localhost:<PORT>. */
export function resolvePublicUrl(given?: string, env: NodeJS.ProcessEnv = process.env): string {
  const configured = given ?? env.QUORUM_PUBLIC_URL?.trim();
  return configured ? publicOrigin(configured) : `http://localhost:${readServerEnv(env).port}`;
}

/** An absolute URL on this site for a site-relative path. */
export function absoluteUrl(publicUrl: string, path: string): string {
  return new URL(path, `${publicUrl}/`).toString();
}
