// The Theme object the API answers (docs/reference/themes.md#api; schemas/api/theme.schema.json).
import type { Theme } from "../../../types/generated/api/theme";
import type { ResolvedTheme } from "./resolve";

const iso = (date: Date | null | undefined) => (date ? date.toISOString() : null);

export function describeTheme(theme: ResolvedTheme, currentKey: string): Theme {
  return {
    themeID: theme.themeID,
    themeKey: String(theme.themeID),
    name: theme.name,
    type: theme.type,
    parentThemeKey: theme.parentThemeKey,
    revisionID: theme.revisionID,
    current: String(theme.themeID) === currentKey,
    dateInserted: iso(theme.row?.dateInserted),
    dateUpdated: iso(theme.row?.dateUpdated),
    dateDeleted: iso(theme.row?.dateDeleted),
    assets: { variables: theme.variables },
  };
}
