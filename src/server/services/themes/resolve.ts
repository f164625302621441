// One theme by key, shipped or created, with the variables of a revision (docs/reference/themes.md#keys): shipped
// themes are named by their key ("quorum-dark"), created ones by their number.

import { shippedTheme } from "../../../lib/theme/shipped-themes";
import type { ThemeVariables } from "../../../types/generated/theme/theme-variables";
import type { Db } from "../../db/client";
import { findCreatedTheme, findRevision, type ThemeRow } from "./store";

export interface ResolvedTheme {
  themeID: string | number;
  name: string;
  type: "shipped" | "custom";
  parentThemeKey: string | null;
  revisionID: number | null;
  variables: ThemeVariables;
  /** The created theme's row; undefined for a shipped theme. */
  row?: ThemeRow;
}

/** A created theme's number, or null when the key names a shipped theme (or nothing). */
export function createdThemeID(themeKey: string): number | null {
  return /^[1-9][0-9]{0,8}$/.test(themeKey) ? Number(themeKey) : null;
}

/**
 * The theme a key names, with the variables of `revisionID` when given (else its own revision). Undefined when the
 * key names no theme or the revision is not this theme's; deleted themes resolve unless `live` is asked.
 */
export async function resolveTheme(
  db: Db,
  themeKey: string,
  options: { revisionID?: number; live?: boolean } = {},
): Promise<ResolvedTheme | undefined> {
  const id = createdThemeID(themeKey);
  if (id === null) {
    const shipped = shippedTheme(themeKey);
    if (!shipped || options.revisionID !== undefined) return undefined;
    const { themeKey: key, name, variables } = shipped;
    return { themeID: key, name, type: "shipped", parentThemeKey: null, revisionID: null, variables };
  }
  const row = await findCreatedTheme(db, id);
  if (!row || (options.live && row.dateDeleted)) return undefined;
  const revisionID = options.revisionID ?? row.revisionID;
  const revision = revisionID === null ? undefined : await findRevision(db, id, revisionID);
  if (!revision) return undefined;
  return {
    themeID: id,
    name: options.revisionID === undefined ? row.name : revision.name,
    type: "custom",
    parentThemeKey: row.parentThemeKey,
    revisionID: revision.revisionID,
    variables: revision.variables as ThemeVariables,
    row,
  };
}
