// The site's name and description as pages show them: the config table's site.name and site.description when an
// administrator set them (PATCH /config, the dashboard's site settings), else the server's (site-config.ts). Cached
// with the route state (services/route-state.ts), which PATCH /config invalidates.
import { SOURCE_LOCALE } from "../../lib/i18n/locales";
import { BANNER_FALLBACK_TITLE, type BannerDefaults } from "../../lib/layout/banner-text";
import type { Db } from "../db/client";
import { serverTranslator } from "../i18n/catalogues";
import type { SiteConfig } from "../site-config";
import { readConfig, SITE_INFO_CONFIG_KEYS } from "./config";
import { cachedSiteRead } from "./route-state";
import { DEFAULT_SECTION_ID } from "./site-sections";

interface SiteInfo {
  name: string;
  description: string;
}

const filled = (value: unknown): string | null =>
  typeof value === "string" && value.trim() !== "" ? value.trim() : null;

async function readSiteInfo(db: Db, site: SiteConfig): Promise<SiteInfo> {
  const values = await readConfig(db, [
    SITE_INFO_CONFIG_KEYS.siteName,
    SITE_INFO_CONFIG_KEYS.siteDescription,
  ]);
  return {
    name: filled(values[SITE_INFO_CONFIG_KEYS.siteName]) ?? site.title,
    description: filled(values[SITE_INFO_CONFIG_KEYS.siteDescription]) ?? site.description,
  };
}

export function siteInfo(db: Db, site: SiteConfig): Promise<SiteInfo> {
  return cachedSiteRead(db, `site-info|${site.title}|${site.description}`, () => readSiteInfo(db, site));
}

/** The site config with the configured name and description: what layouts (titles, the default section) read. */
export async function effectiveSiteConfig(db: Db, site: SiteConfig): Promise<SiteConfig> {
  const info = await siteInfo(db, site);
  return info.name === site.title && info.description === site.description
    ? site
    : { ...site, title: info.name, description: info.description };
}

/**
 * The banner texts of the site's own pages (config banner.title, banner.description; docs/reference/configuration.md):
 * none on another site section's pages, whose banner names that section.
 */
export async function bannerDefaults(
  db: Db,
  params: Record<string, unknown>,
  locale: string | undefined,
): Promise<BannerDefaults> {
  const fallbackTitle = serverTranslator(locale ?? SOURCE_LOCALE).t(BANNER_FALLBACK_TITLE);
  const section = params.siteSection as { sectionID?: unknown } | undefined;
  if (section?.sectionID !== undefined && section.sectionID !== DEFAULT_SECTION_ID)
    return { title: "", description: "", fallbackTitle };
  const values = await cachedSiteRead(db, "banner-defaults", () =>
    readConfig(db, [SITE_INFO_CONFIG_KEYS.bannerTitle, SITE_INFO_CONFIG_KEYS.bannerDescription]),
  );
  return {
    title: filled(values[SITE_INFO_CONFIG_KEYS.bannerTitle]) ?? "",
    description: filled(values[SITE_INFO_CONFIG_KEYS.bannerDescription]) ?? "",
    fallbackTitle,
  };
}
