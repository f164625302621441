// npm run backup / restore (issue 20): a seeded site with an uploaded file, a session and a queued job, backed up and
// restored into an empty place of the same engine and, with TEST_DATABASE_URL, of the other one (PostgreSQL →
// PGlite → PostgreSQL); every table's row count and a few whole rows compared with the original. A damaged archive
// and a place that already holds data are refused and left as they were.
import { createHash } from "node:crypto";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import * as tar from "tar";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSession, hashToken } from "../../src/server/auth/sessions";
import type { Database } from "../../src/server/db/client";
import { discussions, media, sessions, users } from "../../src/server/db/schema";
import { startJobQueue } from "../../src/server/jobs/queue";
import { storeMedia } from "../../src/server/media/store";
import { selectRows } from "../../src/server/services/sql";
import { emptyPlace, type Place, runCommand, seededPlace } from "./support/backup-commands";

const engine = process.env.TEST_DATABASE_URL ? "postgres" : "pglite";
const other = engine === "postgres" ? "pglite" : null;
const QUEUE = "backup-restore-test";
const UPLOAD = Buffer.from(`an uploaded file ${"x".repeat(5000)}`);

interface Facts {
  counts: Record<string, number>;
  discussion: unknown;
  member: unknown;
  session: unknown;
  media: unknown;
  jobs: unknown[];
  mediaSha: Record<string, string>;
}

let work: string;
let source: Place;
let archive: string;
let storageKey: string;
let sessionToken: string;
let before: Facts;
const places: Place[] = [];

async function withDatabase<T>(place: Place, read: (database: Database) => Promise<T>): Promise<T> {
  const database = await place.open();
  try {
    return await read(database);
  } finally {
    await database.close();
  }
}

/** The tables a backup holds, from its manifest. */
function archiveTables(file: string): string[] {
  const dir = mkdtempSync(path.join(work, "manifest-"));
  tar.extract({ file, cwd: dir, sync: true, filter: (entry) => entry === "manifest.json" });
  const manifest = JSON.parse(readFileSync(path.join(dir, "manifest.json"), "utf8")) as {
    tables: { name: string }[];
  };
  return manifest.tables.map((table) => table.name);
}

async function factsOf(place: Place, tables: string[]): Promise<Facts> {
  return withDatabase(place, async ({ db }) => {
    const counts: Record<string, number> = {};
    for (const table of tables) {
      const [schema, name] = table.split(".");
      const [row] = await selectRows<{ n: number }>(
        db,
        sql.raw(`SELECT count(*)::int AS n FROM "${schema}"."${name}"`),
      );
      counts[table] = row?.n ?? 0;
    }
    const [discussion] = await db.select().from(discussions).orderBy(discussions.discussionID).limit(1);
    const [member] = await db.select().from(users).where(eq(users.name, "member"));
    const [session] = await db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(sessionToken)));
    const [upload] = await db.select().from(media).where(eq(media.storageKey, storageKey));
    const jobs = await selectRows(
      db,
      sql`SELECT id, name, state, data, retry_limit FROM pgboss.job WHERE name = ${QUEUE} ORDER BY id`,
    );
    const file = path.join(place.dataDir, "media", storageKey);
    const mediaSha = existsSync(file)
      ? { [storageKey]: createHash("sha256").update(readFileSync(file)).digest("hex") }
      : {};
    return { counts, discussion, member, session, media: upload, jobs, mediaSha };
  });
}

/** What the test adds to the seed: an upload (row and file), a session, a queued job. */
async function addSiteActivity(place: Place): Promise<void> {
  await withDatabase(place, async (database) => {
    const [member] = await database.db.select().from(users).where(eq(users.name, "member"));
    if (!member) throw new Error("the seed has no member");
    const stored = await storeMedia(
      database.db,
      path.join(place.dataDir, "media"),
      {
        bytes: UPLOAD,
        name: "photo.png",
        info: { extension: "png", type: "image/png", width: 1, height: 1 },
      },
      member.userID,
    );
    storageKey = stored.url.split("/").pop() ?? "";
    sessionToken = await createSession(database.db, member.userID);
    const queue = await startJobQueue(database, { log: () => undefined });
    try {
      await queue.boss.createQueue(QUEUE);
      await queue.send(QUEUE, { waiting: "across the restore" });
    } finally {
      await queue.stop();
    }
  });
}

async function restoreInto(target: Place, file = archive, extra: string[] = []) {
  return runCommand("restore", [file, ...extra], target);
}

beforeAll(async () => {
  work = mkdtempSync(path.join(os.tmpdir(), "quorum-backup-test-"));
  source = await seededPlace("backup-source", engine);
  await addSiteActivity(source);
  archive = path.join(work, "site.tar.gz");
  const backup = await runCommand("backup", [archive], source);
  expect(backup.code, backup.output).toBe(0);
  expect(backup.output).toMatch(/Wrote .*site\.tar\.gz/);
  before = await factsOf(source, archiveTables(archive));
}, 120_000);

afterAll(async () => {
  for (const place of [...places, source]) await place?.dispose();
  rmSync(work, { recursive: true, force: true });
});

describe(`backup and restore (${engine})`, () => {
  it("holds every table, the queued job, the session and the upload", () => {
    expect(Object.keys(before.counts)).toEqual(expect.arrayContaining(["public.users", "pgboss.job"]));
    expect(before.counts["public.discussions"]).toBeGreaterThan(100);
    expect(before.jobs).toHaveLength(1);
    expect(before.session).toBeTruthy();
    expect(before.mediaSha[storageKey]).toBe(createHash("sha256").update(UPLOAD).digest("hex"));
  });

  it("restores into an empty place of the same engine, row for row", async () => {
    const target = await emptyPlace("restore-same", engine);
    places.push(target);
    const restored = await restoreInto(target);
    expect(restored.code, restored.output).toBe(0);
    expect(restored.output).toContain("Restored and verified");
    expect(await factsOf(target, Object.keys(before.counts))).toEqual(before);
  }, 60_000);

  it.runIf(other)(
    "restores across engines: PostgreSQL → PGlite → PostgreSQL",
    async () => {
      const embedded = await emptyPlace("restore-other", "pglite");
      places.push(embedded);
      const there = await restoreInto(embedded);
      expect(there.code, there.output).toBe(0);
      expect(await factsOf(embedded, Object.keys(before.counts))).toEqual(before);
      const second = path.join(work, "from-pglite.tar.gz");
      const backup = await runCommand("backup", [second], embedded);
      expect(backup.code, backup.output).toBe(0);
      const server = await emptyPlace("restore-back", "postgres");
      places.push(server);
      const back = await restoreInto(server, second);
      expect(back.code, back.output).toBe(0);
      expect(await factsOf(server, Object.keys(before.counts))).toEqual(before);
    },
    120_000,
  );

  it("refuses a damaged archive before touching the target", async () => {
    const dir = mkdtempSync(path.join(work, "tampered-"));
    await tar.extract({ file: archive, cwd: dir });
    writeFileSync(path.join(dir, "media", storageKey), Buffer.from("not the uploaded bytes"));
    const usersFile = path.join(dir, "tables", "public.users.jsonl");
    writeFileSync(usersFile, readFileSync(usersFile, "utf8").replace('"member"', '"mallory"'));
    const tampered = path.join(work, "tampered.tar.gz");
    await tar.create({ file: tampered, cwd: dir, gzip: true }, ["manifest.json", "tables", "media"]);
    const target = await emptyPlace("restore-tampered", "pglite");
    places.push(target);
    const refused = await restoreInto(target, tampered);
    expect(refused.code).not.toBe(0);
    expect(refused.output).toContain("damaged");
    expect(refused.output).toContain(`media/${storageKey}: content differs`);
    expect(refused.output).toContain("tables/public.users.jsonl: content differs");
    expect(existsSync(target.dataDir)).toBe(false);
  }, 60_000);

  it.runIf(engine === "pglite")(
    "refuses to back up an embedded database another process holds",
    async () => {
      const held = await source.open(); // this process owns the data dir now, as a running server would
      try {
        const refused = await runCommand("backup", [path.join(work, "while-running.tar.gz")], source);
        expect(refused.code).not.toBe(0);
        expect(refused.output).toContain(`is in use by process ${process.pid}`);
        expect(refused.output).toContain("Stop Quorum first");
        expect(existsSync(path.join(work, "while-running.tar.gz"))).toBe(false);
      } finally {
        await held.close();
      }
    },
    60_000,
  );

  it("refuses an archive of another schema version, saying which", async () => {
    const dir = mkdtempSync(path.join(work, "older-"));
    await tar.extract({ file: archive, cwd: dir });
    const manifestFile = path.join(dir, "manifest.json");
    const manifest = JSON.parse(readFileSync(manifestFile, "utf8")) as { migrations: unknown[] };
    manifest.migrations.pop(); // as if made before this version's latest migration
    writeFileSync(manifestFile, JSON.stringify(manifest));
    const older = path.join(work, "older.tar.gz");
    await tar.create({ file: older, cwd: dir, gzip: true }, ["manifest.json", "tables", "media"]);
    const target = await emptyPlace("restore-older", "pglite");
    places.push(target);
    const refused = await restoreInto(target, older);
    expect(refused.code).not.toBe(0);
    expect(refused.output).toContain("The archive was made by an older version of Quorum");
    expect(existsSync(target.dataDir)).toBe(false); // refused before the target was opened
  }, 60_000);

  it("refuses a place that holds data and leaves it as it was", async () => {
    const refused = await restoreInto(source);
    expect(refused.code).not.toBe(0);
    expect(refused.output).toMatch(/Refusing to write into a place that holds data/);
    expect(refused.output).toContain("--force");
    expect(await factsOf(source, Object.keys(before.counts))).toEqual(before);
  }, 60_000);
});
