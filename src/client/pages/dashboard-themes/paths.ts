// The dashboard's theme pages (docs/reference/themes.md): the list, and a theme's editor (its Revisions tab is where a
// restored revision's preview lands, spec 001 §4.8).
import type { ThemeID } from "../../api/themes";

export const THEMES_PATH = "/dashboard/themes";

export type ThemeEditorTab = "style" | "revisions";

export function themeEditorPath(themeID: ThemeID, tab: ThemeEditorTab = "style"): string {
  const path = `${THEMES_PATH}/${encodeURIComponent(String(themeID))}/edit`;
  return tab === "style" ? path : `${path}?tab=${tab}`;
}
