// Which Quorum schema a database has: the migrations it ran (drizzle's journal table) and the job queue's version.
// Rows load only into the schema they were dumped from, so a restore compares both first.
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { readMigrationFiles } from "drizzle-orm/migrator";
import { type AppliedMigration, appliedMigrations, jobQueueVersion } from "./catalog";
import type { SqlSession } from "./session";

export interface SchemaVersion {
  migrations: AppliedMigration[];
  latestMigration: string | null;
  jobQueueVersion: number | null;
}

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), "../../db/migrations");
const journalFile = path.join(migrationsFolder, "meta/_journal.json");

/** The migration's file name (drizzle's journal pairs it with the time stored in the table). */
function migrationTag(migration: AppliedMigration | undefined): string | null {
  if (!migration) return null;
  const journal = JSON.parse(readFileSync(journalFile, "utf8")) as {
    entries: { when: number; tag: string }[];
  };
  const entry = journal.entries.find((candidate) => String(candidate.when) === migration.createdAt);
  return entry?.tag ?? `a migration of ${new Date(Number(migration.createdAt)).toISOString()}`;
}

export async function readSchemaVersion(session: SqlSession): Promise<SchemaVersion> {
  const migrations = await appliedMigrations(session);
  return {
    migrations,
    latestMigration: migrationTag(migrations.at(-1)),
    jobQueueVersion: await jobQueueVersion(session),
  };
}

/** This version's schema from its migration files: what migrate() leaves (the job queue's version aside). */
export function codeSchemaVersion(): SchemaVersion {
  const migrations = readMigrationFiles({ migrationsFolder }).map((migration) => ({
    hash: migration.hash,
    createdAt: String(migration.folderMillis),
  }));
  return { migrations, latestMigration: migrationTag(migrations.at(-1)), jobQueueVersion: null };
}

/**
 * Throws, saying what to do, unless the rows of `source` (an archive's manifest, a database) fit the target's schema.
 * `label` names the source in the message ("The archive").
 */
export function assertSameSchema(source: SchemaVersion, target: SchemaVersion, label: string): void {
  const ours = target.migrations.map((migration) => migration.hash);
  const theirs = source.migrations.map((migration) => migration.hash);
  const same = ours.length === theirs.length && ours.every((hash, index) => hash === theirs[index]);
  if (!same) {
    const older = theirs.length < ours.length && theirs.every((hash, index) => hash === ours[index]);
    throw new Error(
      older
        ? `${label} was made by an older version of Quorum (its latest migration: ${source.latestMigration}; ` +
            `this version's: ${target.latestMigration}). Restore it with the version that made it, then start ` +
            "this version on the result to upgrade it."
        : `${label}'s schema (latest migration ${source.latestMigration}) is not this version's ` +
            `(${target.latestMigration}): restore it with the version of Quorum that made it.`,
    );
  }
  const queues = [source.jobQueueVersion, target.jobQueueVersion];
  if (!queues.includes(null) && queues[0] !== queues[1])
    throw new Error(
      `${label}'s job queue schema is version ${source.jobQueueVersion}, this version's is ` +
        `${target.jobQueueVersion}: restore it with the version of Quorum that made it.`,
    );
}
