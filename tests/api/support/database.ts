// A migrated, demo-seeded database for each API test file, fast.
// PGlite (default): the first file to need it migrates and seeds an in-memory instance once (under a lock, so
// parallel workers build it once) and dumps it to a snapshot file keyed by the hash of the database code. A worker
// loads that snapshot once (~2 s of CPU) and keeps the instance: when a file closes its database, the next file gets
// the same instance with every table's rows and every sequence put back as the snapshot had them (~0.4 s).
// PostgreSQL (TEST_DATABASE_URL=postgres://…): the first user builds a template database under an advisory
// lock; every file gets its own copy (CREATE DATABASE … TEMPLATE …), dropped when it closes.
import { createHash, randomBytes } from "node:crypto";
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import pg from "pg";
import { type Database, openDatabase, pgliteDatabase } from "../../../src/server/db/client";
import { seedDemo } from "../../../src/server/db/seed/demo";
import { type PgliteBaseline, recordBaseline, restoreBaseline } from "./pglite-baseline";

/** The password of every seeded user (admin, moderator, member and the other members). */
export const TEST_PASSWORD = "correct horse battery staple";

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, "../../..");

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => {
      const full = path.join(dir, entry.name);
      return entry.isDirectory() ? filesUnder(full) : [full];
    })
    .sort();
}

/** Changes whenever the schema, migrations, seed code or this helper change, so a stale snapshot is never used. */
function fixtureKey(): string {
  const hash = createHash("sha256");
  for (const file of [...filesUnder(path.join(repoRoot, "src/server/db")), fileURLToPath(import.meta.url)]) {
    hash.update(path.relative(repoRoot, file)).update(readFileSync(file));
  }
  return hash.digest("hex").slice(0, 16);
}

async function buildSeeded(database: Database): Promise<void> {
  await database.migrate();
  await seedDemo(database.db, { password: TEST_PASSWORD });
}

async function buildPgliteSnapshot(file: string): Promise<Buffer> {
  const dir = path.dirname(file);
  const database = await openDatabase({});
  await buildSeeded(database);
  const dump = await database.pglite?.dumpDataDir("gzip");
  await database.close();
  if (!dump) throw new Error("PGlite returned no data dir dump.");
  const bytes = Buffer.from(await dump.arrayBuffer());
  const partial = `${file}.${process.pid}.partial`;
  writeFileSync(partial, bytes);
  renameSync(partial, file); // atomic: a parallel worker never reads half a file
  for (const stale of readdirSync(dir)) {
    if (stale !== path.basename(file) && stale.endsWith(".tar.gz"))
      rmSync(path.join(dir, stale), { force: true });
  }
  return bytes;
}

/** A lock left by a worker that died while building is taken over after this long. */
const STALE_LOCK_MS = 10 * 60_000;

/** True when this process may build: it made the lock directory (atomic), or took over a stale one. */
function takeLock(lock: string): boolean {
  try {
    mkdirSync(lock);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    const made = statSync(lock, { throwIfNoEntry: false })?.mtimeMs;
    if (made === undefined || Date.now() - made < STALE_LOCK_MS) return false;
    rmSync(lock, { recursive: true, force: true });
    return takeLock(lock);
  }
}

async function pgliteSnapshot(): Promise<Buffer> {
  const dir = path.join(os.tmpdir(), "quorum-api-test-snapshots");
  const file = path.join(dir, `${fixtureKey()}.tar.gz`);
  mkdirSync(dir, { recursive: true });
  const lock = `${file}.lock`;
  // On a fresh clone both workers need the snapshot at once: one builds it, the other waits for the file.
  for (;;) {
    if (existsSync(file) && statSync(file).size > 0) return readFileSync(file);
    if (takeLock(lock)) {
      try {
        return await buildPgliteSnapshot(file);
      } finally {
        rmSync(lock, { recursive: true, force: true });
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

function withDatabaseName(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

async function withAdmin<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

const TEMPLATE_PREFIX = "quorum_tpl_";

async function ensureTemplate(url: string, admin: pg.Client): Promise<string> {
  const template = `${TEMPLATE_PREFIX}${fixtureKey()}`;
  await admin.query("SELECT pg_advisory_lock(hashtext('quorum api test template'))");
  try {
    const found = await admin.query("SELECT 1 FROM pg_database WHERE datname = $1", [template]);
    if (found.rowCount) return template;
    const stale = await admin.query<{ datname: string }>(
      "SELECT datname FROM pg_database WHERE datname LIKE $1",
      [`${TEMPLATE_PREFIX}%`],
    );
    for (const { datname } of stale.rows)
      await admin.query(`DROP DATABASE IF EXISTS "${datname}"`).catch(() => {});
    const building = `${template}_building`;
    await admin.query(`DROP DATABASE IF EXISTS "${building}"`);
    await admin.query(`CREATE DATABASE "${building}"`);
    const database = await openDatabase({ url: withDatabaseName(url, building) });
    try {
      await buildSeeded(database);
    } finally {
      await database.close();
    }
    await admin.query(`ALTER DATABASE "${building}" RENAME TO "${template}"`);
    return template;
  } finally {
    await admin.query("SELECT pg_advisory_unlock(hashtext('quorum api test template'))");
  }
}

async function postgresCopy(url: string): Promise<Database> {
  const name = `quorum_test_${process.pid}_${randomBytes(4).toString("hex")}`;
  await withAdmin(url, async (admin) => {
    const template = await ensureTemplate(url, admin);
    await admin.query(`CREATE DATABASE "${name}" TEMPLATE "${template}"`);
  });
  const database = await openDatabase({ url: withDatabaseName(url, name) });
  return {
    ...database,
    close: async () => {
      await database.close();
      await withAdmin(url, (admin) => admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
    },
  };
}

interface PooledPglite {
  database: Database;
  baseline: PgliteBaseline;
}

/** Instances of this worker that no test holds; a file's close() puts its instance back. */
const idle: PooledPglite[] = [];

async function loadPglite(): Promise<PooledPglite> {
  const snapshot = await pgliteSnapshot();
  const database = await openDatabase({ loadDataDir: new Blob([new Uint8Array(snapshot)]) });
  const pglite = database.pglite;
  if (!pglite) throw new Error("openDatabase did not answer a PGlite database.");
  return { database, baseline: await recordBaseline(pglite) };
}

/** An instance whose data is the snapshot's: a reused one put back, or a newly loaded one. */
async function acquirePglite(): Promise<PooledPglite> {
  const reused = idle.pop();
  if (reused?.database.pglite) {
    try {
      await restoreBaseline(reused.database.pglite, reused.baseline);
      return reused;
    } catch (error) {
      // An instance a test left unusable is thrown away.
      console.warn("A reused test database could not be reset; loading a new one.", error);
      await reused.database.close().catch(() => undefined);
    }
  }
  return loadPglite();
}

/**
 * The migrated, demo-seeded database as a PGlite data dir at `dir` (made from the PGlite snapshot whatever
 * TEST_DATABASE_URL says), for tests of commands that open a data dir themselves (backup, move-to-postgres).
 */
export async function createSeededPgliteDir(dir: string): Promise<void> {
  const snapshot = await pgliteSnapshot();
  const pglite = new PGlite({
    dataDir: dir,
    loadDataDir: new Blob([new Uint8Array(snapshot)]),
    extensions: { pg_trgm },
  });
  await pglite.waitReady;
  await pglite.close();
}

/** A fresh copy of the migrated, demo-seeded database. Close it when the test file is done. */
export async function createTestDatabase(): Promise<Database> {
  const url = process.env.TEST_DATABASE_URL;
  if (url) return postgresCopy(url);
  const pooled = await acquirePglite();
  const pglite = pooled.database.pglite;
  if (!pglite) throw new Error("A pooled test database has no PGlite instance.");
  let closed = false;
  // A new `db` over the same instance: caches the server keys by it (route state, shared hydration) start empty.
  return pgliteDatabase(pglite, async () => {
    if (closed) return;
    closed = true;
    idle.push(pooled);
  });
}
