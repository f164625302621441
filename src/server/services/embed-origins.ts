// The sites an administrator lets embed the forum (config embed.allowedOrigins, docs/reference/configuration.md):
// added to the frame-ancestors the operator set with QUORUM_FRAME_ANCESTORS, which keeps the last word — "none"
// there means nothing may frame the forum, whatever the dashboard says.

import type { Db } from "../db/client";
import type { FrameAncestors } from "../http/security-headers";
import { readConfig } from "./config";
import { cachedSiteRead } from "./route-state";

const EMBED_ORIGINS_KEY = "embed.allowedOrigins";
/** The schema's own pattern (schemas/config/site-config.schema.json), checked again: a stored row may predate it. */
const ORIGIN = /^https?:\/\/[A-Za-z0-9.-]+(:[0-9]{1,5})?$/;

/** Kept with the route state: every page's CSP reads it, PATCH /config drops it. */
export function cachedEmbedOrigins(db: Db): Promise<readonly string[]> {
  return cachedSiteRead(db, EMBED_ORIGINS_KEY, async () => {
    const value = (await readConfig(db, [EMBED_ORIGINS_KEY]))[EMBED_ORIGINS_KEY];
    return Array.isArray(value)
      ? value.filter((origin): origin is string => typeof origin === "string" && ORIGIN.test(origin))
      : [];
  });
}

export function withEmbedOrigins(ancestors: FrameAncestors, origins: readonly string[]): FrameAncestors {
  if (ancestors.kind === "none" || origins.length === 0) return ancestors;
  return { kind: "self", hosts: [...new Set([...ancestors.hosts, ...origins])] };
}
