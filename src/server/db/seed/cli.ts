// npm run seed [-- --scale N [--knowledge-articles M]] [--reset] [--data-dir DIR] [--password P (default QUORUM_DEMO_PASSWORD or quorum-demo)]
// Seeds the demo content, or with --scale N a large deterministic forum for benchmarks. Refuses a database that
// already holds data unless --reset, which drops and recreates the schema first.
import path from "node:path";
import { parseArgs } from "node:util";
import { bumpStoredGeneration } from "../../cache/generation";
import { readServerEnv } from "../../env";
import { type Database, openDatabase } from "../client";
import { readSeedState } from "../seed-state";
import { rawExec } from "./bulk";
import { seedDemo } from "./demo";
import { seedScale } from "./scale";

const { values } = parseArgs({
  options: {
    scale: { type: "string" },
    "knowledge-articles": { type: "string" },
    reset: { type: "boolean", default: false },
    "data-dir": { type: "string" },
    password: { type: "string" },
  },
});

function scaleCount(raw: string | undefined, option = "--scale"): number | undefined {
  if (raw === undefined) return undefined;
  const count = Number(raw.replaceAll("_", ""));
  if (!Number.isInteger(count) || count < 1)
    throw new Error(`${option} needs a positive whole number, got "${raw}"`);
  return count;
}

async function resetSchema(database: Database): Promise<void> {
  await rawExec(
    database,
    "DROP SCHEMA public CASCADE; CREATE SCHEMA public; DROP SCHEMA IF EXISTS drizzle CASCADE;",
  );
}

async function main(): Promise<void> {
  const scale = scaleCount(values.scale);
  const knowledgeArticles = scaleCount(values["knowledge-articles"], "--knowledge-articles");
  if (knowledgeArticles !== undefined && scale === undefined)
    throw new Error("--knowledge-articles goes with --scale (the demo seeds its own knowledge base)");
  const env = readServerEnv(process.env);
  const password = values.password ?? env.demoPassword;
  // An explicit --data-dir means PGlite even when DATABASE_URL is set.
  const url = values["data-dir"] ? undefined : env.databaseUrl;
  const dataDir = values["data-dir"] ? path.resolve(values["data-dir"]) : env.dataDir;
  const began = performance.now();
  console.log(`[seed] ${url ? "PostgreSQL server (DATABASE_URL)" : `PGlite at ${dataDir}`}`);
  const database = await openDatabase(url ? { url } : { dataDir });
  try {
    if (values.reset) {
      console.log("[seed] --reset: dropping and recreating the schema");
      await resetSchema(database);
    }
    await database.migrate();
    const state = await readSeedState(database.db);
    if (state !== "empty") {
      const what = state === "partial" ? "part of an interrupted seed" : "data";
      throw new Error(`the database already holds ${what}; run again with --reset to replace it`);
    }
    if (scale === undefined) {
      await seedDemo(database.db, { password });
      console.log("[seed] demo content seeded");
    } else {
      console.log(`[seed] scale seed: ${scale.toLocaleString("en")} discussions`);
      await seedScale(database, {
        discussions: scale,
        knowledgeArticles,
        password,
        log: (line) => console.log(`[seed] ${line}`),
      });
    }
    // Servers already running on this database drop what they cached (cache/generation.ts).
    await bumpStoredGeneration(database.db);
  } finally {
    await database.close();
  }
  console.log(`[seed] done in ${((performance.now() - began) / 1000).toFixed(1)} s`);
}

main().catch((error: unknown) => {
  // Expected refusals read best as one line; set DEBUG=1 for the stack.
  const detail = error instanceof Error ? (process.env.DEBUG ? error.stack : error.message) : String(error);
  console.error(`[seed] failed: ${detail}`);
  process.exitCode = 1;
});
