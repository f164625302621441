// The reaction types (a dozen rows): read whole, since a toggle needs both the chosen type and the value of
// whichever type it replaces.
import type { Db } from "../../db/client";
import { reactionTypes } from "../../db/schema";
import type { Tx } from "./reaction-scores";

export type ReactionTypeRow = typeof reactionTypes.$inferSelect;

export async function loadReactionTypes(db: Db | Tx): Promise<Map<number, ReactionTypeRow>> {
  const rows = await db.select().from(reactionTypes);
  return new Map(rows.map((row) => [row.tagID, row]));
}

/** A urlcode as clients send it ("like" finds Like); null when no type has it. */
export function findByUrlcode(types: Map<number, ReactionTypeRow>, urlcode: string): ReactionTypeRow | null {
  const wanted = urlcode.toLowerCase();
  for (const row of types.values()) if (row.urlcode.toLowerCase() === wanted) return row;
  return null;
}

/** What one reaction of this type adds to a score (0 for a type that no longer exists). */
export function scoreValue(types: Map<number, ReactionTypeRow>, tagID: number | undefined): number {
  return tagID === undefined ? 0 : (types.get(tagID)?.value ?? 0);
}
