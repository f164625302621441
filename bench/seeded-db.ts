// Scale-seeded databases for the benchmark. The PGlite data dir is cached under bench/.data, keyed by scale and
// by a fingerprint of the migrations and seed code, so a change to either seeds afresh.
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { openDatabase } from "../src/server/db/client";
import { seedScale } from "../src/server/db/seed/scale";

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const BENCH_PASSWORD = "bench-password";

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((e) => (e.isDirectory() ? filesUnder(path.join(dir, e.name)) : [path.join(dir, e.name)]))
    .sort();
}

function seedFingerprint(): string {
  const db = path.join(repoRoot, "src", "server", "db");
  const files = [
    path.join(db, "schema.ts"),
    ...filesUnder(path.join(db, "migrations")),
    ...filesUnder(path.join(db, "seed")),
  ];
  const hash = createHash("sha256");
  for (const file of files) hash.update(path.relative(repoRoot, file)).update(readFileSync(file));
  return hash.digest("hex").slice(0, 16);
}

export interface SeededDatabase {
  /** For PGlite: the data dir; for PostgreSQL: the URL. */
  location: { dataDir: string } | { url: string };
  cached: boolean;
  seedSeconds: number;
}

async function seedInto(location: { dataDir: string } | { url: string }, scale: number): Promise<number> {
  const began = performance.now();
  const database = await openDatabase(location);
  try {
    await database.migrate();
    await seedScale(database, {
      discussions: scale,
      password: BENCH_PASSWORD,
      log: (line) => console.log(`    ${line}`),
    });
  } finally {
    await database.close();
  }
  return (performance.now() - began) / 1000;
}

export async function seededPglite(scale: number): Promise<SeededDatabase> {
  const dataDir = path.join(repoRoot, "bench", ".data", `pglite-${scale}`);
  const marker = path.join(dataDir, "bench-seed.json");
  const fingerprint = seedFingerprint();
  if (existsSync(marker)) {
    const recorded: unknown = JSON.parse(readFileSync(marker, "utf8"));
    if (typeof recorded === "object" && recorded !== null && "fingerprint" in recorded) {
      if (recorded.fingerprint === fingerprint)
        return { location: { dataDir }, cached: true, seedSeconds: 0 };
    }
  }
  rmSync(dataDir, { recursive: true, force: true }); // stale or half-seeded
  const seedSeconds = await seedInto({ dataDir }, scale);
  // Written last: a dir without it is never taken for a finished seed.
  writeFileSync(marker, JSON.stringify({ scale, fingerprint, seedSeconds }));
  return { location: { dataDir }, cached: false, seedSeconds };
}

export async function seededPostgres(url: string, scale: number): Promise<SeededDatabase> {
  const seedSeconds = await seedInto({ url }, scale);
  return { location: { url }, cached: false, seedSeconds };
}
