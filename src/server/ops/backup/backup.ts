// npm run backup: dumps every table (one consistent snapshot) and lists the media files, then packs both with the
// manifest into one archive. The dump is staged beside the archive, so it needs that much free space there.
import { createHash } from "node:crypto";
import { once } from "node:events";
import { createWriteStream, existsSync } from "node:fs";
import { mkdir, mkdtemp, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { writeArchive } from "./archive";
import { listSequences, listTables, sequenceValue, type TableInfo } from "./catalog";
import { readTable } from "./dump-tables";
import { MANIFEST_FILE, type Manifest, newManifest, type SequenceEntry, type TableEntry } from "./manifest";
import { listMedia } from "./media";
import { openPlace, type PlaceSpec } from "./place";
import { readSchemaVersion } from "./schema-version";
import { inTransaction, openSession, type SqlSession } from "./session";

export interface BackupOptions {
  archive: string;
  place: PlaceSpec;
  log: (line: string) => void;
}

/** Writes one table's rows as JSON lines, hashing them on the way; answers its manifest entry. */
async function dumpTable(session: SqlSession, table: TableInfo, staging: string): Promise<TableEntry> {
  const file = `tables/${table.name}.jsonl`;
  const out = createWriteStream(path.join(staging, file));
  const hash = createHash("sha256");
  let rows = 0;
  try {
    for await (const batch of readTable(session, table)) {
      const text = `${batch.join("\n")}\n`;
      hash.update(text);
      rows += batch.length;
      if (!out.write(text)) await once(out, "drain");
    }
  } finally {
    out.end();
    await once(out, "close");
  }
  return { name: table.name, file, rows, sha256: hash.digest("hex") };
}

async function dumpDatabase(session: SqlSession, staging: string, log: BackupOptions["log"]) {
  // One snapshot for every table, and the server may go on writing meanwhile (PostgreSQL).
  return inTransaction(session, "BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY", async () => {
    const schema = await readSchemaVersion(session);
    if (schema.migrations.length === 0)
      throw new Error(
        "The database has no Quorum schema (it was never started or migrated): nothing to back up.",
      );
    const tables = await listTables(session);
    const entries: TableEntry[] = [];
    for (const table of tables) {
      const entry = await dumpTable(session, table, staging);
      if (entry.rows > 0) log(`${table.name}: ${entry.rows.toLocaleString("en")} rows`);
      entries.push(entry);
    }
    const sequences: SequenceEntry[] = [];
    for (const sequence of await listSequences(session, tables)) {
      const lastValue = await sequenceValue(session, sequence);
      sequences.push({ column: `${sequence.table}.${sequence.column}`, lastValue });
    }
    const [version] = await session.rows<{ version: string }>("SELECT version()");
    return { schema, tables: entries, sequences, version: version?.version ?? "" };
  });
}

export async function runBackup(options: BackupOptions): Promise<Manifest> {
  const archive = path.resolve(options.archive);
  if (existsSync(archive))
    throw new Error(`${archive} already exists: choose another name, or delete it first.`);
  if (!existsSync(path.dirname(archive))) throw new Error(`There is no folder ${path.dirname(archive)}.`);
  const place = await openPlace(options.place, { mustExist: true });
  options.log(`Backing up ${place.where} and ${place.mediaDir}`);
  let staging: string | undefined;
  try {
    staging = await mkdtemp(path.join(path.dirname(archive), ".quorum-backup-"));
    await mkdir(path.join(staging, "tables"));
    const session = await openSession(place.database);
    const dumped = await dumpDatabase(session, staging, options.log).finally(() => session.release());
    // Listed after the snapshot: every file a dumped media row names was written before its row (media/store.ts).
    const media = await listMedia(place.mediaDir);
    const manifest = newManifest({
      source: { engine: place.database.kind, version: dumped.version },
      ...dumped.schema,
      tables: dumped.tables,
      sequences: dumped.sequences,
      media,
    });
    await writeFile(path.join(staging, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
    await writeArchive(archive, staging, place.mediaDir, manifest);
    const rows = manifest.tables.reduce((sum, table) => sum + table.rows, 0);
    const size = (await stat(archive)).size;
    options.log(
      `Wrote ${archive} (${(size / 1024 / 1024).toFixed(1)} MB): ${manifest.tables.length} tables, ` +
        `${rows.toLocaleString("en")} rows, ${media.length} media file(s); schema at ${manifest.latestMigration}.`,
    );
    return manifest;
  } finally {
    if (staging) await rm(staging, { recursive: true, force: true });
    await place.database.close();
  }
}
