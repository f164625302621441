// Reads the server's environment once, with the defaults the README documents.
import path from "node:path";

export interface ServerEnv {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  demoPassword: string;
  logRequests: boolean;
  /** QUORUM_RATE_LIMIT=off switches the sign-in, registration and mail limits off (the e2e suite signs in often). */
  rateLimit: boolean;
  /** QUORUM_DRAFT_SCHEDULER_MS: how often scheduled drafts are published (default 30 s; the e2e suite uses 1 s). */
  draftSchedulerIntervalMs: number;
}

function positiveMs(value: string | undefined, fallback: number): number {
  const ms = Number(value);
  return value && Number.isInteger(ms) && ms > 0 ? ms : fallback;
}

export function readServerEnv(env: NodeJS.ProcessEnv): ServerEnv {
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`PORT must be a port number, not "${env.PORT}".`);
  return {
    port,
    host: env.HOST || "127.0.0.1",
    dataDir: path.resolve(env.QUORUM_DATA_DIR || "data"),
    databaseUrl: env.DATABASE_URL || undefined,
    demoPassword: env.QUORUM_DEMO_PASSWORD || "quorum-demo",
    logRequests: env.QUORUM_LOG === "1",
    rateLimit: env.QUORUM_RATE_LIMIT !== "off",
    draftSchedulerIntervalMs: positiveMs(env.QUORUM_DRAFT_SCHEDULER_MS, 30_000),
  };
}
