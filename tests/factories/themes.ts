// Themes as GET /themes answers them (docs/reference/themes.md), for the theme pages' tests and stories: the shipped
// ones (the default current), two created from them (one deleted), their revisions, and a preview.
import type { Theme, ThemeRevision } from "../../src/client/api/themes";
import { SHIPPED_THEMES } from "../../src/lib/theme/shipped-themes";
import { hoursAgo } from "./clock";
import { makeUser } from "./users";

export function makeShippedThemes(current = "quorum"): Theme[] {
  return SHIPPED_THEMES.map((shipped) => ({
    themeID: shipped.themeKey,
    themeKey: shipped.themeKey,
    name: shipped.name,
    type: "shipped",
    parentThemeKey: null,
    revisionID: null,
    current: shipped.themeKey === current,
    dateInserted: null,
    dateUpdated: null,
    dateDeleted: null,
    assets: { variables: shipped.variables },
  }));
}

export function makeCustomTheme(overrides: Partial<Theme> = {}): Theme {
  const themeID = typeof overrides.themeID === "number" ? overrides.themeID : 1;
  return {
    themeID,
    themeKey: String(themeID),
    name: "Harbour",
    type: "custom",
    parentThemeKey: "quorum",
    revisionID: 3,
    current: false,
    dateInserted: hoursAgo(72),
    dateUpdated: hoursAgo(2),
    dateDeleted: null,
    assets: {
      variables: {
        colors: { primary: "#0b5e6b", primaryHover: "#084a54" },
        titleBar: { background: "#0b5e6b", foreground: "#ffffff" },
        buttons: { background: "#0b5e6b", backgroundHover: "#084a54" },
      },
    },
    ...overrides,
  };
}

/** Every shipped theme, Harbour (id 1) and a deleted Sunset (id 2). */
export function makeThemes(): Theme[] {
  return [
    ...makeShippedThemes(),
    makeCustomTheme(),
    makeCustomTheme({
      themeID: 2,
      themeKey: "2",
      name: "Sunset",
      revisionID: 5,
      dateDeleted: hoursAgo(1),
      assets: { variables: { colors: { primary: "#9a3412" }, banner: { background: "#7c2d12" } } },
    }),
  ];
}

export function makeThemeRevisions(themeID = 1): ThemeRevision[] {
  return [3, 2, 1].map((revisionID, index) => ({
    revisionID,
    themeID,
    name: "Harbour",
    dateInserted: hoursAgo(2 + index * 24),
    insertUserID: 1,
    insertUser: makeUser({ userID: 1, name: "admin" }),
    active: revisionID === 3,
  }));
}
