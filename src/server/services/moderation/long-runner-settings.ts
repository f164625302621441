// The long-runner's time budget and signing secret, kept in the config table under keys the config API does not
// serve (services/config.ts lists the public ones), so every API node shares them and they survive restarts.
// - longRunner.budgetMs: how long one bulk request works before answering with a callbackPayload (default
//   QUORUM_LONG_RUNNER_BUDGET_MS or 10 s; tests store a tiny one);
// - longRunner.secret: the HMAC key of callback payloads, made once at random on first use.
import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { config } from "../../db/schema";

export const BUDGET_CONFIG_KEY = "longRunner.budgetMs";
export const SECRET_CONFIG_KEY = "longRunner.secret";

const DEFAULT_BUDGET_MS = 10_000;

function defaultBudget(): number {
  const fromEnv = Number(process.env.QUORUM_LONG_RUNNER_BUDGET_MS);
  return Number.isFinite(fromEnv) && fromEnv >= 0 ? fromEnv : DEFAULT_BUDGET_MS;
}

export async function longRunnerBudgetMs(db: Db): Promise<number> {
  const [row] = await db.select().from(config).where(eq(config.key, BUDGET_CONFIG_KEY)).limit(1);
  const value = row?.value;
  return typeof value === "number" && value >= 0 ? value : defaultBudget();
}

const secrets = new WeakMap<Db, Promise<string>>();

export function longRunnerSecret(db: Db): Promise<string> {
  let secret = secrets.get(db);
  if (!secret) {
    secret = loadOrCreateSecret(db);
    secrets.set(db, secret);
    secret.catch(() => secrets.delete(db));
  }
  return secret;
}

async function loadOrCreateSecret(db: Db): Promise<string> {
  // Insert-if-absent then read: two nodes racing on first use end up with the same stored secret.
  await db
    .insert(config)
    .values({ key: SECRET_CONFIG_KEY, value: randomBytes(32).toString("base64url") })
    .onConflictDoNothing({ target: config.key });
  const [row] = await db.select().from(config).where(eq(config.key, SECRET_CONFIG_KEY)).limit(1);
  if (typeof row?.value !== "string") throw new Error("The long-runner secret could not be stored.");
  return row.value;
}
