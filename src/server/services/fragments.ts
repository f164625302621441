// Custom fragments (docs/reference/layout-documents.md#fragments-and-special-keys): author-written JS and CSS that
// replace a widget's built-in rendering. Only active fragments are served or referenced; a layout naming a missing or
// draft fragment falls back to the built-in one.
import { and, asc, eq, inArray, type SQL } from "drizzle-orm";
import type { Fragment } from "../../types/generated/api/fragment";
import type { FragmentListQuery } from "../../types/generated/api/fragment-list-query";
import type { HydratedNode } from "../../types/generated/layout/hydrated-node";
import type { Db } from "../db/client";
import { fragments } from "../db/schema";

export type HydratedFragmentImpls = NonNullable<HydratedNode["$fragmentImpls"]>;

/** The built-in implementations a layout may name instead of a fragment's uuid. */
const BUILT_IN = new Set(["system", "styleguide"]);

const fragmentJsUrl = (uuid: string) => `/api/v2/fragments/${encodeURIComponent(uuid)}/js`;
const fragmentCssUrl = (uuid: string) => `/api/v2/fragments/${encodeURIComponent(uuid)}/css`;

/** An active fragment's JS or CSS source; null when it does not exist or is not active. */
export async function activeFragmentSource(db: Db, uuid: string, part: "js" | "css"): Promise<string | null> {
  const [row] = await db
    .select({ js: fragments.js, css: fragments.css })
    .from(fragments)
    .where(and(eq(fragments.fragmentUUID, uuid), eq(fragments.status, "active")))
    .limit(1);
  return row ? row[part] : null;
}

/** The fragments of a type and status (both optional), by name: what a layout author may choose from. */
export async function listFragments(db: Db, query: FragmentListQuery): Promise<Fragment[]> {
  const where: SQL[] = [];
  if (query.fragmentType) where.push(eq(fragments.fragmentType, query.fragmentType));
  if (query.status) where.push(eq(fragments.status, query.status));
  const rows = await db
    .select({
      fragmentUUID: fragments.fragmentUUID,
      fragmentType: fragments.fragmentType,
      name: fragments.name,
      status: fragments.status,
      insertUserID: fragments.insertUserID,
      dateInserted: fragments.dateInserted,
      dateUpdated: fragments.dateUpdated,
    })
    .from(fragments)
    .where(and(...where))
    .orderBy(asc(fragments.name), asc(fragments.fragmentUUID));
  return rows.map((row) => ({
    ...row,
    dateInserted: row.dateInserted.toISOString(),
    dateUpdated: row.dateUpdated?.toISOString() ?? null,
    jsUrl: fragmentJsUrl(row.fragmentUUID),
    cssUrl: fragmentCssUrl(row.fragmentUUID),
  }));
}

/** A node's `$fragmentImpls` with each active custom fragment's URLs; the rest are left out. */
export async function resolveFragmentImpls(
  db: Db,
  impls: Record<string, unknown>,
): Promise<HydratedFragmentImpls> {
  const wanted = new Map<string, string>();
  for (const [fragmentType, impl] of Object.entries(impls)) {
    const uuid =
      typeof impl === "object" && impl !== null && "fragmentUUID" in impl ? impl.fragmentUUID : null;
    if (typeof uuid === "string" && uuid && !BUILT_IN.has(uuid)) wanted.set(fragmentType, uuid);
  }
  if (wanted.size === 0) return {};
  const rows = await db
    .select({ fragmentUUID: fragments.fragmentUUID })
    .from(fragments)
    .where(and(inArray(fragments.fragmentUUID, [...wanted.values()]), eq(fragments.status, "active")));
  const active = new Set(rows.map((row) => row.fragmentUUID));
  const resolved: HydratedFragmentImpls = {};
  for (const [fragmentType, uuid] of wanted) {
    if (active.has(uuid)) {
      resolved[fragmentType] = {
        fragmentUUID: uuid,
        jsUrl: fragmentJsUrl(uuid),
        cssUrl: fragmentCssUrl(uuid),
      };
    }
  }
  return resolved;
}

/** The JS and CSS of every custom fragment hydrated nodes name, each once, in render order (hydrate-assets). */
export function fragmentAssets(nodes: unknown): { js: string[]; css: string[] } {
  const js = new Set<string>();
  const css = new Set<string>();
  const walk = (value: unknown): void => {
    if (Array.isArray(value)) {
      for (const item of value) walk(item);
      return;
    }
    if (!value || typeof value !== "object") return;
    const node = value as HydratedNode;
    for (const impl of Object.values(node.$fragmentImpls ?? {})) {
      if (impl?.jsUrl) js.add(impl.jsUrl);
      if (impl?.cssUrl) css.add(impl.cssUrl);
    }
    for (const child of Object.values(node.$reactProps ?? {})) walk(child);
  };
  walk(nodes);
  return { js: [...js], css: [...css] };
}
