// npm run restore: checks the archive against its manifest before touching anything (every table file's sha256 and
// row count, every media file's sha256), loads it into an empty place of either engine, then checks the result:
// each table's row count and each media file's sha256 in the target (docs/reference/operations.md#restore).
import { createHash } from "node:crypto";
import { createReadStream, existsSync } from "node:fs";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { createInterface } from "node:readline";
import { extractArchive } from "./archive";
import { listSequences, listTables, type TableInfo } from "./catalog";
import { countRows, loadTables } from "./load-tables";
import { MANIFEST_FILE, type Manifest, parseManifest, type TableEntry } from "./manifest";
import { checkMedia, moveMedia } from "./media";
import { ensureEmpty, openPlace, type Place, type PlaceSpec } from "./place";
import { assertSameSchema, codeSchemaVersion, readSchemaVersion } from "./schema-version";
import { openSession, type SqlSession } from "./session";

export interface RestoreOptions {
  archive: string;
  place: PlaceSpec;
  force: boolean;
  log: (line: string) => void;
}

const READ_BATCH = 500;

/** A table file's lines, in batches. */
async function* fileRows(file: string): AsyncGenerator<string[]> {
  const lines = createInterface({ input: createReadStream(file), crlfDelay: Number.POSITIVE_INFINITY });
  let batch: string[] = [];
  for await (const line of lines) {
    if (line === "") continue;
    batch.push(line);
    if (batch.length >= READ_BATCH) {
      yield batch;
      batch = [];
    }
  }
  if (batch.length > 0) yield batch;
}

async function checkTableFile(staging: string, entry: TableEntry): Promise<string | null> {
  const hash = createHash("sha256");
  let rows = 0;
  try {
    for await (const batch of fileRows(path.join(staging, entry.file))) {
      hash.update(`${batch.join("\n")}\n`);
      rows += batch.length;
    }
  } catch {
    return `${entry.file}: missing`;
  }
  if (hash.digest("hex") !== entry.sha256) return `${entry.file}: content differs from the manifest's sha256`;
  return rows === entry.rows ? null : `${entry.file}: ${rows} rows, the manifest says ${entry.rows}`;
}

/** Unpacks and checks the archive; answers its manifest. Throws, naming each problem, when it is damaged. */
async function openArchive(archive: string, staging: string): Promise<Manifest> {
  await extractArchive(archive, staging);
  const text = await readFile(path.join(staging, MANIFEST_FILE), "utf8").catch(() => {
    throw new Error(`${archive} holds no ${MANIFEST_FILE}: it is not a Quorum backup.`);
  });
  const manifest = parseManifest(text);
  const problems: string[] = [];
  for (const entry of manifest.tables) {
    const problem = await checkTableFile(staging, entry);
    if (problem) problems.push(problem);
  }
  problems.push(...(await checkMedia(path.join(staging, "media"), manifest.media)));
  if (problems.length > 0)
    throw new Error(`The archive is damaged; nothing was restored:\n  ${problems.join("\n  ")}`);
  return manifest;
}

/** The target's tables, in the manifest's order; throws when the two do not list the same tables. */
async function targetTables(session: SqlSession, manifest: Manifest): Promise<TableInfo[]> {
  const tables = new Map((await listTables(session)).map((table) => [table.name, table]));
  const missing = manifest.tables.filter((entry) => !tables.has(entry.name)).map((entry) => entry.name);
  if (missing.length > 0) throw new Error(`The target has no table ${missing.join(", ")}.`);
  return manifest.tables.map((entry) => tables.get(entry.name) as TableInfo);
}

async function verify(session: SqlSession, manifest: Manifest, tables: TableInfo[], mediaDir: string) {
  const counts = await countRows(session, tables);
  const problems = manifest.tables
    .filter((entry) => counts.get(entry.name) !== entry.rows)
    .map((entry) => `${entry.name}: ${counts.get(entry.name)} rows, the archive has ${entry.rows}`);
  problems.push(...(await checkMedia(mediaDir, manifest.media)));
  return problems;
}

export async function runRestore(options: RestoreOptions): Promise<void> {
  if (!existsSync(options.archive))
    throw new Error(`There is no archive at ${path.resolve(options.archive)}.`);
  const staging = await mkdtemp(path.join(os.tmpdir(), "quorum-restore-"));
  try {
    const manifest = await openArchive(path.resolve(options.archive), staging);
    options.log(
      `Archive of ${manifest.createdAt} (${manifest.source.engine}), schema at ${manifest.latestMigration}: ` +
        `checked (${manifest.tables.length} tables, ${manifest.media.length} media file(s))`,
    );
    // Before the target is opened: an archive of another version is refused without touching it.
    assertSameSchema(manifest, codeSchemaVersion(), "The archive");
    const place = await openPlace(options.place, { mustExist: false });
    try {
      await restoreInto(place, manifest, staging, options);
    } finally {
      await place.database.close();
    }
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

async function restoreInto(
  place: Place,
  manifest: Manifest,
  staging: string,
  options: RestoreOptions,
): Promise<void> {
  options.log(`Restoring into ${place.where} and ${place.mediaDir}`);
  await place.database.migrate();
  const session = await openSession(place.database);
  try {
    assertSameSchema(manifest, await readSchemaVersion(session), "The archive");
    await ensureEmpty(place, { force: options.force, media: true }, options.log);
    const tables = await targetTables(session, manifest);
    const files = new Map(manifest.tables.map((entry) => [entry.name, path.join(staging, entry.file)]));
    await loadTables(session, {
      tables,
      rows: (table) => fileRows(files.get(table.name) as string),
      sequences: new Map(manifest.sequences.map((entry) => [entry.column, entry.lastValue])),
      targetSequences: await listSequences(session, tables),
      log: options.log,
    });
    await moveMedia(path.join(staging, "media"), place.mediaDir, manifest.media);
    const problems = await verify(session, manifest, tables, place.mediaDir);
    if (problems.length > 0)
      throw new Error(`The restored copy differs from the archive:\n  ${problems.join("\n  ")}`);
    const rows = manifest.tables.reduce((sum, entry) => sum + entry.rows, 0);
    options.log(
      `Restored and verified: ${tables.length} tables and ${rows.toLocaleString("en")} rows match the archive's ` +
        `counts, ${manifest.media.length} media file(s) match their sha256.`,
    );
  } finally {
    session.release();
  }
}
