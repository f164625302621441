// Where a backup is read from or restored into: the database and media dir `npm start` would use (DATABASE_URL, else
// PGlite under QUORUM_DATA_DIR; media under <QUORUM_DATA_DIR>/media on both engines).
import { existsSync } from "node:fs";
import path from "node:path";
import { type Database, openDatabase } from "../../db/client";
import { DataDirLockedError } from "../../db/lock";
import { rawExec } from "../../db/seed/bulk";
import { readSeedState } from "../../db/seed-state";
import { readServerEnv } from "../../env";
import { filesUnder } from "./media";

export interface Place {
  database: Database;
  /** How an operator knows it: "PGlite at <dir>" or "PostgreSQL <host>/<database>". */
  where: string;
  mediaDir: string;
}

export interface PlaceSpec {
  url: string | undefined;
  dataDir: string;
}

/** The place `npm start` serves with this environment. */
export function placeFromEnv(env: NodeJS.ProcessEnv): PlaceSpec {
  const { databaseUrl, dataDir } = readServerEnv(env);
  return { url: databaseUrl, dataDir };
}

function describe(spec: PlaceSpec): string {
  if (!spec.url) return `PGlite at ${spec.dataDir}`;
  const url = new URL(spec.url);
  return `PostgreSQL ${url.host}${url.pathname}`;
}

/** Opens the place's database; `mustExist` refuses a PGlite data dir that holds no database yet. */
export async function openPlace(spec: PlaceSpec, options: { mustExist: boolean }): Promise<Place> {
  const where = describe(spec);
  if (!spec.url && options.mustExist && !existsSync(path.join(spec.dataDir, "PG_VERSION")))
    throw new Error(
      `There is no embedded database at ${spec.dataDir} (set QUORUM_DATA_DIR, or DATABASE_URL).`,
    );
  try {
    const database = await openDatabase(spec.url ? { url: spec.url } : { dataDir: spec.dataDir });
    return { database, where, mediaDir: path.join(spec.dataDir, "media") };
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    throw new Error(
      `${error.message}\nStop Quorum first: the embedded database can be backed up, restored or moved only while ` +
        "no server runs on it (docs/reference/operations.md#backups-restore-and-moving-to-postgresql).",
    );
  }
}

/** What in the place would a restore overwrite: site content in its database, files in its media dir. */
async function contentOf(place: Place, media: boolean): Promise<string[]> {
  const found: string[] = [];
  if ((await readSeedState(place.database.db)) !== "empty") found.push(`${place.where} holds a community`);
  const files = media ? await filesUnder(place.mediaDir) : [];
  if (files.length > 0) found.push(`${place.mediaDir} holds ${files.length} file(s)`);
  return found;
}

/**
 * Refuses a place that holds data, unless `force`: then every Quorum table is dropped and made again by the
 * migrations (media files are overwritten where the archive has the same path, others kept). Run after migrate().
 */
export async function ensureEmpty(
  place: Place,
  options: { force: boolean; media: boolean },
  log: (line: string) => void,
): Promise<void> {
  const content = await contentOf(place, options.media);
  if (content.length === 0) return;
  if (!options.force)
    throw new Error(
      `Refusing to write into a place that holds data: ${content.join("; ")}. Use an empty database` +
        `${options.media ? " and data dir" : ""} (one no server has started on: a first start seeds the demo), ` +
        "or add --force to replace what is there.",
    );
  log(`--force: dropping every table of ${place.where}`);
  await rawExec(
    place.database,
    "DROP SCHEMA public CASCADE; CREATE SCHEMA public; DROP SCHEMA IF EXISTS drizzle CASCADE; " +
      "DROP SCHEMA IF EXISTS pgboss CASCADE;",
  );
  await place.database.migrate();
}
