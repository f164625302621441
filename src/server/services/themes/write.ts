// Creating and changing themes (docs/reference/themes.md#api). Every variables change passes the colour and
// contrast check first; shipped themes are read-only; the current theme cannot be deleted.
import { msg } from "../../../lib/i18n/msg";
import { mergeVariables } from "../../../lib/theme/variables";
import type { ThemePatch } from "../../../types/generated/api/theme-patch";
import type { ThemePost } from "../../../types/generated/api/theme-post";
import type { ThemeVariables } from "../../../types/generated/theme/theme-variables";
import type { Db } from "../../db/client";
import { ApiError, notFound, type Translate } from "../../http/errors";
import { invalidateRouteState } from "../route-state";
import { assertThemeVariables } from "./check-variables";
import { currentThemeKey } from "./current";
import type { ResolvedTheme } from "./resolve";
import { findRevision, insertTheme, restoreRevision, saveRevision, setThemeDeleted } from "./store";

export async function createTheme(
  db: Db,
  userID: number,
  parent: ResolvedTheme,
  body: ThemePost,
  t: Translate,
): Promise<number> {
  const variables = body.variables ? mergeVariables(parent.variables, body.variables) : parent.variables;
  assertThemeVariables(variables, t);
  return insertTheme(db, { name: body.name, parentThemeKey: String(parent.themeID), variables, userID });
}

type Change = ThemePatch | { deleted: true };

export async function patchTheme(
  db: Db,
  userID: number,
  theme: ResolvedTheme,
  change: Change,
  t: Translate,
): Promise<void> {
  const row = theme.row;
  if (!row)
    throw new ApiError(409, msg("A shipped theme cannot be changed. Create a theme from it instead."));
  if ("deleted" in change && change.deleted !== undefined) {
    if (change.deleted && (await currentThemeKey(db)) === String(row.themeID)) {
      throw new ApiError(409, msg("The site's current theme cannot be deleted. Apply another theme first."));
    }
    await setThemeDeleted(db, row.themeID, change.deleted);
  } else if ("revisionID" in change && change.revisionID !== undefined) {
    const revision = await findRevision(db, row.themeID, change.revisionID);
    if (!revision) throw notFound("Revision");
    await restoreRevision(db, revision, userID);
  } else {
    const variables = ("variables" in change ? change.variables : undefined) ?? theme.variables;
    assertThemeVariables(variables as ThemeVariables, t);
    const name = ("name" in change ? change.name : undefined) ?? row.name;
    await saveRevision(db, row, { name, variables, userID });
  }
  // Pages showing this theme read it afresh.
  invalidateRouteState(db);
}
