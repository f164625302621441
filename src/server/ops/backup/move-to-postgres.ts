// npm run move-to-postgres -- <url>: copies the embedded site (PGlite under QUORUM_DATA_DIR) into an empty
// PostgreSQL database, table by table straight from one to the other (the same copier as a restore, no archive),
// then checks every table's row count. Media files stay where they are: <QUORUM_DATA_DIR>/media serves both engines.
import { listSequences, listTables, sequenceValue, type TableInfo } from "./catalog";
import { readTable } from "./dump-tables";
import { countRows, loadTables } from "./load-tables";
import { ensureEmpty, openPlace, type Place } from "./place";
import { assertSameSchema, readSchemaVersion } from "./schema-version";
import { inTransaction, openSession, type SqlSession } from "./session";

export interface MoveOptions {
  url: string;
  dataDir: string;
  force: boolean;
  log: (line: string) => void;
}

async function copy(source: SqlSession, target: SqlSession, options: MoveOptions): Promise<void> {
  assertSameSchema(await readSchemaVersion(source), await readSchemaVersion(target), "The embedded database");
  await inTransaction(source, "BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY", async () => {
    const sourceTables = await listTables(source);
    const sequences = new Map<string, string | null>();
    for (const sequence of await listSequences(source, sourceTables))
      sequences.set(`${sequence.table}.${sequence.column}`, await sequenceValue(source, sequence));
    const targetTables = new Map((await listTables(target)).map((table) => [table.name, table]));
    const tables = sourceTables.map((table) => {
      const found = targetTables.get(table.name);
      if (!found) throw new Error(`The target has no table ${table.name}.`);
      return found;
    });
    const bySource = new Map(sourceTables.map((table) => [table.name, table]));
    const loaded = await loadTables(target, {
      tables,
      rows: (table) => readTable(source, bySource.get(table.name) ?? table),
      sequences,
      targetSequences: await listSequences(target, tables),
      log: options.log,
    });
    const rows = await verify(source, target, tables, loaded);
    options.log(`Copied ${tables.length} tables, ${rows.toLocaleString("en")} rows.`);
  });
}

/** Counts in the source's snapshot and in the committed target must equal what was loaded. */
async function verify(
  source: SqlSession,
  target: SqlSession,
  tables: TableInfo[],
  loaded: Map<string, number>,
): Promise<number> {
  const [inSource, inTarget] = [await countRows(source, tables), await countRows(target, tables)];
  const problems = tables
    .filter((table) => inSource.get(table.name) !== inTarget.get(table.name))
    .map(
      (table) =>
        `${table.name}: ${inSource.get(table.name)} rows in the embedded database, ` +
        `${inTarget.get(table.name)} in PostgreSQL (${loaded.get(table.name)} copied)`,
    );
  if (problems.length > 0) throw new Error(`The copy differs from the original:\n  ${problems.join("\n  ")}`);
  return [...inTarget.values()].reduce((sum, count) => sum + count, 0);
}

function nextSteps(target: Place, source: Place, options: MoveOptions): string[] {
  return [
    `Moved and verified: every table of ${source.where} is in ${target.where} with the same row count.`,
    "Next:",
    "  1. Do not start Quorum on the embedded database again: what changed there would not reach PostgreSQL.",
    `  2. Start Quorum with DATABASE_URL=<that URL> and QUORUM_DATA_DIR=${options.dataDir}`,
    `     (uploaded media stay in ${source.mediaDir}: the server reads <QUORUM_DATA_DIR>/media on both engines;`,
    "     several servers on other machines need that folder shared, or copied to each).",
    "  3. Once the site works on PostgreSQL, the embedded database's files in that data dir may be deleted; keep",
    "     its media/ folder.",
  ];
}

export async function runMove(options: MoveOptions): Promise<void> {
  const source = await openPlace({ url: undefined, dataDir: options.dataDir }, { mustExist: true });
  try {
    // The embedded site is brought to this version's schema first, as `npm start` would.
    await source.database.migrate();
    const target = await openPlace({ url: options.url, dataDir: options.dataDir }, { mustExist: false });
    try {
      options.log(`Moving ${source.where} into ${target.where}`);
      await target.database.migrate();
      // The media dir is the source's own: only the database must be empty.
      await ensureEmpty(target, { force: options.force, media: false }, options.log);
      const [from, to] = [await openSession(source.database), await openSession(target.database)];
      try {
        await copy(from, to, options);
      } finally {
        from.release();
        to.release();
      }
      for (const line of nextSteps(target, source, options)) options.log(line);
    } finally {
      await target.database.close();
    }
  } finally {
    await source.database.close();
  }
}
