// Reads the server's environment once, with the defaults the README documents.
import path from "node:path";
import { type PasswordCost, parsePasswordCost } from "./auth/password";
import { DEFAULT_REQUEST_LIMITS, type RequestLimits } from "./http/rate-limits";
import { type FrameAncestors, parseFrameAncestors } from "./http/security-headers";
import { parseTrustProxy, type TrustProxySetting } from "./http/trust-proxy";
import { DEFAULT_MAX_EVENT_LOOP_DELAY_MS } from "./observability/load-shedding";

export interface ServerEnv {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  demoPassword: string;
  logRequests: boolean;
  /** QUORUM_DEV=1: development mode, in which mails without SMTP also print their links (mail/file-transport.ts). */
  devMode: boolean;
  /** QUORUM_RATE_LIMIT=off switches every limit off: requests, sign-in, registration, mail (the e2e suite). */
  rateLimit: boolean;
  /** QUORUM_RATE_LIMIT_PER_MINUTE / QUORUM_RATE_LIMIT_PER_10S: requests per client address (http/rate-limits.ts). */
  requestLimits: RequestLimits;
  /** QUORUM_TRUST_PROXY: which reverse proxies to believe about the client's address and scheme (http/trust-proxy.ts). */
  trustProxy: TrustProxySetting;
  /** QUORUM_FRAME_ANCESTORS: who may frame the forum (http/security-headers.ts); default this site only. */
  frameAncestors: FrameAncestors;
  /** QUORUM_DRAFT_SCHEDULER_MS: how often scheduled drafts are published (default 30 s; the e2e suite uses 1 s). */
  draftSchedulerIntervalMs: number;
  /** QUORUM_PASSWORD_COST=test: cheap argon2id parameters for test suites (auth/password.ts); never on a real site. */
  passwordCost: PasswordCost;
  /** QUORUM_MAX_EVENT_LOOP_DELAY_MS: event-loop lag past which requests are shed with 503 (default 1000; 0 = off). */
  maxEventLoopDelayMs: number;
  /** QUORUM_METRICS_TOKEN: the bearer token of /metrics; without it, /metrics answers loopback clients only. */
  metricsToken: string | undefined;
}

function positiveMs(value: string | undefined, fallback: number): number {
  const ms = Number(value);
  return value && Number.isInteger(ms) && ms > 0 ? ms : fallback;
}

function wholeMs(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const value = env[name];
  if (value === undefined || value === "") return fallback;
  if (!/^\d+$/.test(value) || !Number.isSafeInteger(Number(value)))
    throw new Error(`${name} must be a whole number of milliseconds (0 turns it off), not "${value}".`);
  return Number(value);
}

function requestCount(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const value = env[name];
  if (value === undefined || value === "") return fallback;
  const count = Number(value);
  if (!/^\d+$/.test(value) || !Number.isSafeInteger(count))
    throw new Error(`${name} must be a whole number of requests (0 turns the window off), not "${value}".`);
  return count;
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
    devMode: env.QUORUM_DEV === "1",
    rateLimit: env.QUORUM_RATE_LIMIT !== "off",
    requestLimits: {
      perMinute: requestCount(env, "QUORUM_RATE_LIMIT_PER_MINUTE", DEFAULT_REQUEST_LIMITS.perMinute),
      per10Seconds: requestCount(env, "QUORUM_RATE_LIMIT_PER_10S", DEFAULT_REQUEST_LIMITS.per10Seconds),
    },
    trustProxy: parseTrustProxy(env.QUORUM_TRUST_PROXY),
    frameAncestors: parseFrameAncestors(env.QUORUM_FRAME_ANCESTORS),
    draftSchedulerIntervalMs: positiveMs(env.QUORUM_DRAFT_SCHEDULER_MS, 30_000),
    passwordCost: parsePasswordCost(env.QUORUM_PASSWORD_COST),
    maxEventLoopDelayMs: wholeMs(env, "QUORUM_MAX_EVENT_LOOP_DELAY_MS", DEFAULT_MAX_EVENT_LOOP_DELAY_MS),
    metricsToken: env.QUORUM_METRICS_TOKEN || undefined,
  };
}
