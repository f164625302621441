// npm run migrate: applies the committed migrations to DATABASE_URL, or to the PGlite data dir
// (QUORUM_DATA_DIR, default ./data), and exits.
import { readServerEnv } from "../env";
import { openDatabase } from "./client";

async function main(): Promise<void> {
  const { databaseUrl: url, dataDir } = readServerEnv(process.env);
  console.log(`[migrate] ${url ? "PostgreSQL server (DATABASE_URL)" : `PGlite at ${dataDir}`}`);
  const database = await openDatabase(url ? { url } : { dataDir });
  try {
    await database.migrate();
  } finally {
    await database.close();
  }
  console.log("[migrate] up to date");
}

main().catch((error: unknown) => {
  console.error(`[migrate] failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
});
