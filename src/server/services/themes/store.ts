// Created themes and their revisions (docs/reference/themes.md): every save is a new revision the theme then points
// at; restoring points it back at an older one; deleting hides it (restorable). Shipped themes are files and never
// reach these tables.
import { and, desc, eq, isNull, sql } from "drizzle-orm";
import type { ThemeVariables } from "../../../types/generated/theme/theme-variables";
import type { Db, Tx } from "../../db/client";
import { themeRevisions, themes } from "../../db/schema";

export type ThemeRow = typeof themes.$inferSelect;
export type ThemeRevisionRow = typeof themeRevisions.$inferSelect;

/** Every created theme with the variables of its revision, in one query. */
export async function listCreatedThemes(
  db: Db,
): Promise<{ row: ThemeRow; variables: ThemeVariables | undefined }[]> {
  const rows = await db
    .select({ row: themes, variables: themeRevisions.variables })
    .from(themes)
    .leftJoin(themeRevisions, eq(themeRevisions.revisionID, themes.revisionID))
    .orderBy(themes.themeID);
  return rows.map(({ row, variables }) => ({
    row,
    variables: (variables ?? undefined) as ThemeVariables | undefined,
  }));
}

export async function findCreatedTheme(db: Db, themeID: number): Promise<ThemeRow | undefined> {
  const [row] = await db.select().from(themes).where(eq(themes.themeID, themeID));
  return row;
}

export async function findRevision(
  db: Db,
  themeID: number,
  revisionID: number,
): Promise<ThemeRevisionRow | undefined> {
  const [row] = await db
    .select()
    .from(themeRevisions)
    .where(and(eq(themeRevisions.themeID, themeID), eq(themeRevisions.revisionID, revisionID)));
  return row;
}

export async function listRevisions(db: Db, themeID: number): Promise<ThemeRevisionRow[]> {
  return db
    .select()
    .from(themeRevisions)
    .where(eq(themeRevisions.themeID, themeID))
    .orderBy(desc(themeRevisions.revisionID));
}

interface RevisionInput {
  name: string;
  variables: ThemeVariables;
  userID: number;
}

/** Stores a revision of the theme and makes it the one pages use; within the caller's transaction. */
async function appendRevision(tx: Tx, themeID: number, input: RevisionInput): Promise<void> {
  const [revision] = await tx
    .insert(themeRevisions)
    .values({
      themeID,
      name: input.name,
      variables: input.variables as Record<string, unknown>,
      insertUserID: input.userID,
    })
    .returning({ revisionID: themeRevisions.revisionID });
  await tx
    .update(themes)
    .set({ name: input.name, revisionID: revision?.revisionID })
    .where(eq(themes.themeID, themeID));
}

/** A new theme with its first revision, in one transaction. */
export async function insertTheme(
  db: Db,
  input: RevisionInput & { parentThemeKey: string },
): Promise<number> {
  return db.transaction(async (tx) => {
    const [theme] = await tx
      .insert(themes)
      .values({ name: input.name, parentThemeKey: input.parentThemeKey, insertUserID: input.userID })
      .returning({ themeID: themes.themeID });
    if (!theme) throw new Error("The theme was not inserted.");
    await appendRevision(tx, theme.themeID, input);
    return theme.themeID;
  });
}

/** Saves a new revision (the name and variables as they now are) and makes it the theme's. */
export async function saveRevision(db: Db, theme: ThemeRow, input: RevisionInput): Promise<void> {
  await db.transaction(async (tx) => {
    await appendRevision(tx, theme.themeID, input);
    await tx
      .update(themes)
      .set({ updateUserID: input.userID, dateUpdated: sql`now()` })
      .where(eq(themes.themeID, theme.themeID));
  });
}

/** Points the theme at an older revision (its name comes back with it). */
export async function restoreRevision(db: Db, revision: ThemeRevisionRow, userID: number): Promise<void> {
  await db
    .update(themes)
    .set({
      revisionID: revision.revisionID,
      name: revision.name,
      updateUserID: userID,
      dateUpdated: sql`now()`,
    })
    .where(eq(themes.themeID, revision.themeID));
}

export async function setThemeDeleted(db: Db, themeID: number, deleted: boolean): Promise<void> {
  await db
    .update(themes)
    .set({ dateDeleted: deleted ? sql`now()` : null })
    .where(
      deleted ? and(eq(themes.themeID, themeID), isNull(themes.dateDeleted)) : eq(themes.themeID, themeID),
    );
}
