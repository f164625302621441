// Secondary indexes and foreign keys slow a bulk load (per-row index inserts and FK trigger lookups); building
// them once afterwards is several times faster. Their definitions are read from the catalog, so this follows
// schema changes without a list to keep in sync.
import type { Database } from "../client";
import { quoteIdent, rawExec, rawQuery } from "./bulk";

interface Definition {
  table: string;
  name: string;
  definition: string;
}

export interface DroppedForLoad {
  indexes: Definition[];
  foreignKeys: Definition[];
}

/** Drops the foreign keys declared on these tables and their indexes that back no constraint (kept: PK, unique). */
export async function dropForBulkLoad(
  database: Database,
  tables: readonly string[],
): Promise<DroppedForLoad> {
  const foreignKeys = await rawQuery<Definition>(
    database,
    `SELECT t.relname AS "table", c.conname AS name, pg_get_constraintdef(c.oid) AS definition
       FROM pg_constraint c JOIN pg_class t ON t.oid = c.conrelid JOIN pg_namespace n ON n.oid = t.relnamespace
      WHERE n.nspname = 'public' AND c.contype = 'f' AND t.relname = ANY($1::text[])
      ORDER BY c.conname`,
    [tables],
  );
  const indexes = await rawQuery<Definition>(
    database,
    `SELECT t.relname AS "table", ic.relname AS name, pg_get_indexdef(i.indexrelid) AS definition
       FROM pg_index i
       JOIN pg_class ic ON ic.oid = i.indexrelid
       JOIN pg_class t ON t.oid = i.indrelid JOIN pg_namespace n ON n.oid = t.relnamespace
      WHERE n.nspname = 'public' AND t.relname = ANY($1::text[])
        AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = i.indexrelid)
      ORDER BY ic.relname`,
    [tables],
  );
  const statements = [
    ...foreignKeys.map((fk) => `ALTER TABLE ${quoteIdent(fk.table)} DROP CONSTRAINT ${quoteIdent(fk.name)};`),
    ...indexes.map((ix) => `DROP INDEX ${quoteIdent(ix.name)};`),
  ];
  if (statements.length) await rawExec(database, statements.join("\n"));
  return { indexes, foreignKeys };
}

/** Rebuilds what dropForBulkLoad removed; adding the foreign keys back validates every loaded row. */
export async function restoreAfterBulkLoad(database: Database, dropped: DroppedForLoad): Promise<void> {
  // One statement at a time: on PostgreSQL a pool spreads them over connections, which builds indexes in parallel.
  const indexBuilds = dropped.indexes.map((ix) => `${ix.definition};`);
  if (database.pool) await Promise.all(indexBuilds.map((statement) => rawExec(database, statement)));
  else for (const statement of indexBuilds) await rawExec(database, statement);
  const fkStatements = dropped.foreignKeys.map(
    (fk) => `ALTER TABLE ${quoteIdent(fk.table)} ADD CONSTRAINT ${quoteIdent(fk.name)} ${fk.definition};`,
  );
  if (fkStatements.length) await rawExec(database, fkStatements.join("\n"));
}
