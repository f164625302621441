// What the title bar reads from the site beyond its own props (docs/reference/ui-behaviour.md#title-bar): mobile-only
// items configured in the config table (`navigation.mobileOnlyItems.<locale>`, then `navigation.mobileOnlyItems`), the
// conversations setting, and the site sections the language toggle links between. The navigation items themselves
// are services/navigation.ts's.
import { inArray } from "drizzle-orm";
import type { NavBadge, NavTreeItem } from "../../lib/navigation";
import type { Db } from "../db/client";
import { config } from "../db/schema";
import type { SiteConfig } from "../site-config";
import { defaultSiteSection, listSiteSections, type SiteSection } from "./site-sections";

const CONVERSATIONS_KEY = "conversations.enabled";
const navigationKey = (kind: "mobileOnlyItems", locale?: string) =>
  locale ? `navigation.${kind}.${locale}` : `navigation.${kind}`;

export interface SiteNavigationConfig {
  mobileOnlyItems: NavTreeItem[] | null;
  conversationsEnabled: boolean;
}

/** Config values are free JSON: keep only well-formed items (a name at least), recursively. */
export function asNavItems(value: unknown): NavTreeItem[] | null {
  if (!Array.isArray(value)) return null;
  return value.flatMap((raw): NavTreeItem[] => {
    if (!raw || typeof raw !== "object") return [];
    const item = raw as Record<string, unknown>;
    if (typeof item.name !== "string") return [];
    return [
      {
        id: typeof item.id === "string" ? item.id : undefined,
        name: item.name,
        url: typeof item.url === "string" ? item.url : undefined,
        permission: typeof item.permission === "string" ? item.permission : undefined,
        roleIDs: Array.isArray(item.roleIDs)
          ? item.roleIDs.filter((id): id is number => Number.isInteger(id))
          : undefined,
        isHidden: item.isHidden === true,
        badge: asBadge(item.badge),
        recordType: item.recordType === "customLink" ? "customLink" : undefined,
        children: asNavItems(item.children) ?? undefined,
      },
    ];
  });
}

function asBadge(value: unknown): NavBadge | undefined {
  if (!value || typeof value !== "object") return undefined;
  const { type, text } = value as Record<string, unknown>;
  return type === "text" && typeof text === "string" && text.trim() ? { type, text } : undefined;
}

export async function readSiteNavigation(db: Db, locale: string): Promise<SiteNavigationConfig> {
  const keys = [
    navigationKey("mobileOnlyItems", locale),
    navigationKey("mobileOnlyItems"),
    CONVERSATIONS_KEY,
  ];
  const rows = await db.select().from(config).where(inArray(config.key, keys));
  const value = (key: string) => rows.find((row) => row.key === key)?.value;
  return {
    mobileOnlyItems:
      asNavItems(value(navigationKey("mobileOnlyItems", locale))) ??
      asNavItems(value(navigationKey("mobileOnlyItems"))),
    // On unless switched off.
    conversationsEnabled: value(CONVERSATIONS_KEY) !== false,
  };
}

export interface LanguageLink {
  locale: string;
  name: string;
  url: string;
  current: boolean;
}

/** One link per site section (the default one first); the page's own section is marked current. */
export function languageLinks(sections: readonly SiteSection[], currentSectionID: number): LanguageLink[] {
  return sections.map((section) => ({
    locale: section.contentLocale,
    name: section.name,
    url: section.basePath,
    current: section.sectionID === currentSectionID,
  }));
}

export async function loadLanguageLinks(db: Db, site: SiteConfig, currentSectionID: number) {
  const sections = [defaultSiteSection(site), ...(await listSiteSections(db))];
  return languageLinks(sections, currentSectionID);
}

/**
 * Navigation labels in the reader's language: an item's translation is keyed by its id (or, lacking one, its url):
 * `navigationItem.{id}.name` (docs/reference/localisation.md#content-translations).
 */
export function translateNavItems(
  items: NavTreeItem[],
  translations: ReadonlyMap<string, string>,
): NavTreeItem[] {
  if (translations.size === 0) return items;
  return items.map((item) => {
    const record = item.id ?? item.url;
    const name = record ? translations.get(`navigationItem.${record}.name`) : undefined;
    const children = item.children ? translateNavItems(item.children, translations) : undefined;
    return { ...item, ...(name ? { name } : {}), ...(children ? { children } : {}) };
  });
}
