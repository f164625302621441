// The theme list (shipped first, then created ones, deleted included) and a created theme's revisions.

import { SHIPPED_THEMES } from "../../../lib/theme/shipped-themes";
import type { Theme } from "../../../types/generated/api/theme";
import type { ThemeRevision } from "../../../types/generated/api/theme-revision";
import type { Db } from "../../db/client";
import { loadUserFragments } from "../users-batch";
import { currentThemeKey } from "./current";
import { describeTheme } from "./describe";
import { listCreatedThemes, listRevisions, type ThemeRow } from "./store";

export async function listThemes(db: Db): Promise<Theme[]> {
  const [current, rows] = await Promise.all([currentThemeKey(db), listCreatedThemes(db)]);
  const shipped = SHIPPED_THEMES.map((theme) =>
    describeTheme(
      {
        themeID: theme.themeKey,
        name: theme.name,
        type: "shipped",
        parentThemeKey: null,
        revisionID: null,
        variables: theme.variables,
      },
      current,
    ),
  );
  const created = rows.map(({ row, variables = {} }) =>
    describeTheme(
      {
        themeID: row.themeID,
        name: row.name,
        type: "custom",
        parentThemeKey: row.parentThemeKey,
        revisionID: row.revisionID,
        variables,
        row,
      },
      current,
    ),
  );
  return [...shipped, ...created];
}

export async function themeRevisions(db: Db, theme: ThemeRow): Promise<ThemeRevision[]> {
  const rows = await listRevisions(db, theme.themeID);
  const users = await loadUserFragments(
    db,
    rows.map((row) => row.insertUserID),
  );
  return rows.flatMap((row) => {
    const insertUser = users.get(row.insertUserID);
    if (!insertUser) return [];
    return [
      {
        revisionID: row.revisionID,
        themeID: row.themeID,
        name: row.name,
        dateInserted: row.dateInserted.toISOString(),
        insertUserID: row.insertUserID,
        insertUser,
        active: row.revisionID === theme.revisionID,
      },
    ];
  });
}
