// The backup, restore and move-to-postgres commands as child processes, run as `npm run <name>` runs them (its
// package.json script's command line: the command from the server's bundle), on a place given by QUORUM_DATA_DIR
// and DATABASE_URL.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { type Database, openDatabase } from "../../../src/server/db/client";
import { createSeededPgliteDir, createTestDatabase } from "./database";
import { adminQuery, npmScriptCommand } from "./server-process";

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");

export interface CommandResult {
  code: number | null;
  output: string;
}

/** Where a command reads or writes: a data dir (PGlite and media) and, for PostgreSQL, a database URL. */
export interface Place {
  dataDir: string;
  url: string | null;
  open(): Promise<Database>;
  dispose(): Promise<void>;
}

export function runCommand(
  name: string,
  args: string[],
  place: Pick<Place, "dataDir" | "url">,
): Promise<CommandResult> {
  const env: NodeJS.ProcessEnv = { ...process.env, QUORUM_DATA_DIR: place.dataDir };
  delete env.DATABASE_URL;
  if (place.url) env.DATABASE_URL = place.url;
  const [command, ...scriptArgs] = npmScriptCommand(name);
  const child = spawn(command, [...scriptArgs, ...args], {
    cwd: repoRoot,
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => {
    output += chunk.toString("utf8");
  });
  child.stderr.on("data", (chunk: Buffer) => {
    output += chunk.toString("utf8");
  });
  return new Promise((resolve) => child.on("close", (code) => resolve({ code, output })));
}

function tempDir(label: string): string {
  return mkdtempSync(path.join(os.tmpdir(), `quorum-${label}-`));
}

/** An empty place: a data dir that does not exist yet and, on PostgreSQL, a new empty database. */
export async function emptyPlace(label: string, engine: "pglite" | "postgres"): Promise<Place> {
  const dir = tempDir(label);
  const dataDir = path.join(dir, "data");
  const adminUrl = process.env.TEST_DATABASE_URL;
  let url: string | null = null;
  let name = "";
  if (engine === "postgres") {
    if (!adminUrl) throw new Error("A PostgreSQL place needs TEST_DATABASE_URL.");
    name = `quorum_${label.replace(/\W/g, "_")}_${process.pid}_${Date.now().toString(36)}`;
    await adminQuery(adminUrl, `CREATE DATABASE "${name}"`);
    const parsed = new URL(adminUrl);
    parsed.pathname = `/${name}`;
    url = parsed.toString();
  }
  return {
    dataDir,
    url,
    open: () => openDatabase(url ? { url } : { dataDir }),
    async dispose() {
      if (adminUrl && name) await adminQuery(adminUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A place holding the migrated, demo-seeded database (PGlite: a data dir; PostgreSQL: a copy of the template). */
export async function seededPlace(label: string, engine: "pglite" | "postgres"): Promise<Place> {
  if (engine === "pglite") {
    const place = await emptyPlace(label, "pglite");
    await createSeededPgliteDir(place.dataDir);
    return place;
  }
  const database = await createTestDatabase();
  const url = database.pool?.options.connectionString;
  if (!url) throw new Error("A PostgreSQL test database without a connection string.");
  const dir = tempDir(label);
  return {
    dataDir: path.join(dir, "data"),
    url,
    open: () => openDatabase({ url }),
    async dispose() {
      await database.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
