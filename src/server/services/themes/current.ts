// The site's theme (config key theme.current, a theme key; docs/reference/themes.md#current). Every page reads it,
// so it is kept with the other site-wide reads (services/route-state.ts) and dropped when it changes.
import { eq } from "drizzle-orm";
import { DEFAULT_THEME_KEY } from "../../../lib/theme/shipped-themes";
import type { Db } from "../../db/client";
import { config } from "../../db/schema";
import { cachedSiteRead, invalidateRouteState } from "../route-state";
import { type ResolvedTheme, resolveTheme } from "./resolve";

const CURRENT_KEY = "theme.current";

export async function currentThemeKey(db: Db): Promise<string> {
  const [row] = await db.select().from(config).where(eq(config.key, CURRENT_KEY));
  // Kept as {themeKey}: a bare "12" in a jsonb column reads back as the number 12 on some drivers.
  const value = row?.value as { themeKey?: unknown } | undefined;
  return typeof value?.themeKey === "string" ? value.themeKey : DEFAULT_THEME_KEY;
}

/** The current theme; the default one when the stored key names a theme that is gone. */
export async function currentTheme(db: Db): Promise<ResolvedTheme> {
  const theme = await resolveTheme(db, await currentThemeKey(db), { live: true });
  if (theme) return theme;
  const fallback = await resolveTheme(db, DEFAULT_THEME_KEY);
  if (!fallback) throw new Error("The default theme is missing from src/lib/theme/shipped.");
  return fallback;
}

export const cachedCurrentTheme = (db: Db): Promise<ResolvedTheme> =>
  cachedSiteRead(db, CURRENT_KEY, () => currentTheme(db));

export async function setCurrentTheme(db: Db, themeKey: string): Promise<void> {
  await db
    .insert(config)
    .values({ key: CURRENT_KEY, value: { themeKey } })
    .onConflictDoUpdate({ target: config.key, set: { value: { themeKey } } });
  invalidateRouteState(db);
}
