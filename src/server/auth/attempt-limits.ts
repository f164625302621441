// In-memory attempt counters with several windows per key (6 a minute AND 30 an hour), which the rate-limit plugin
// cannot express on one route (it runs one limit per request). Used where the key is not only the IP: sign-in per
// account (the normalised name or email), password-reset mails per address, confirmation resends per user. IP
// keys are the client address of http/client-address.ts (the real client behind a trusted proxy).
// Per API node, like the plugin's store; behind a load balancer these belong in a shared store.
import type { FastifyReply } from "fastify";
import { ApiError, type ApiErrorExtra } from "../http/errors";

declare module "fastify" {
  interface FastifyInstance {
    /** null when buildApp's rateLimit option is false (tests). */
    attemptLimits: AttemptLimits | null;
  }
}

export interface LimitRule {
  max: number;
  windowMs: number;
}

export interface LimitVerdict {
  allowed: boolean;
  /** Seconds until the blocking window ends (0 when allowed). */
  retryAfter: number;
}

interface Window {
  start: number;
  count: number;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export class AttemptLimiter {
  private readonly windows = new Map<string, Window[]>();

  constructor(
    private readonly rules: readonly LimitRule[],
    private readonly maxKeys = 10_000,
  ) {}

  /** Counts an attempt for the key unless a window is already full; a refused attempt is not counted. */
  hit(key: string, now = Date.now()): LimitVerdict {
    const windows = (this.windows.get(key) ?? this.rules.map(() => ({ start: now, count: 0 }))).map(
      (window, index) => {
        const rule = this.rules[index] as LimitRule;
        return now - window.start >= rule.windowMs ? { start: now, count: 0 } : window;
      },
    );
    let retryAfter = 0;
    windows.forEach((window, index) => {
      const rule = this.rules[index] as LimitRule;
      if (window.count >= rule.max) {
        retryAfter = Math.max(retryAfter, Math.ceil((window.start + rule.windowMs - now) / 1000));
      }
    });
    if (retryAfter === 0) for (const window of windows) window.count += 1;
    // Re-insert so the Map's order is least recently used first, then evict from the front.
    this.windows.delete(key);
    this.windows.set(key, windows);
    while (this.windows.size > this.maxKeys) {
      const oldest = this.windows.keys().next().value;
      if (oldest === undefined) break;
      this.windows.delete(oldest);
    }
    return { allowed: retryAfter === 0, retryAfter };
  }
}

/** Sign-in: 6 a minute and 30 an hour, per IP and per account from addresses new to it. */
const SIGN_IN_RULES: readonly LimitRule[] = [
  { max: 6, windowMs: MINUTE },
  { max: 30, windowMs: HOUR },
];

export interface AttemptLimits {
  signInByIp: AttemptLimiter;
  /** Per account, counting only attempts from addresses it never signed in from (auth/known-addresses.ts). */
  signInByAccountFromNewAddresses: AttemptLimiter;
  /** Reset-link requests per IP (answered 429). */
  passwordRequestByIp: AttemptLimiter;
  /** Reset mails per address: over the limit the answer stays the same and no mail leaves (no mail bombing). */
  passwordMailByAddress: AttemptLimiter;
  /** Confirmation resends per user. */
  confirmResendByUser: AttemptLimiter;
}

export function createAttemptLimits(): AttemptLimits {
  return {
    signInByIp: new AttemptLimiter(SIGN_IN_RULES),
    signInByAccountFromNewAddresses: new AttemptLimiter(SIGN_IN_RULES),
    passwordRequestByIp: new AttemptLimiter(SIGN_IN_RULES),
    passwordMailByAddress: new AttemptLimiter([
      { max: 1, windowMs: MINUTE },
      { max: 5, windowMs: HOUR },
    ]),
    confirmResendByUser: new AttemptLimiter([
      { max: 1, windowMs: MINUTE },
      { max: 5, windowMs: HOUR },
    ]),
  };
}

/** The 429 of the rate-limit plugin (same body), with Retry-After in seconds. */
export function tooManyAttempts(reply: FastifyReply, retryAfter: number): ApiError {
  reply.header("Retry-After", String(retryAfter));
  return retryAfter >= 120
    ? new ApiError(429, "Too many requests.", {
        description: "Please wait {minutes} minutes before trying again.",
        values: { minutes: Math.ceil(retryAfter / 60) },
      })
    : new ApiError(429, "Too many requests.", {
        description: "Please wait {seconds} seconds before trying again.",
        values: { seconds: retryAfter },
      });
}

/** The rate-limit plugin's wait ("1 minute", "10 seconds": @lukeed/ms's long format) as a message and its values. */
export function pleaseWait(after: string): Pick<ApiErrorExtra, "description" | "values"> {
  const match = /^(\d+) (second|minute|hour|day)s?$/.exec(after);
  if (!match) return { description: "Please wait {wait} before trying again.", values: { wait: after } };
  return {
    description:
      "Please wait {unit, select, second {{count, plural, one {# second} other {# seconds}}} minute {{count, plural, one {# minute} other {# minutes}}} hour {{count, plural, one {# hour} other {# hours}}} other {{count, plural, one {# day} other {# days}}}} before trying again.",
    values: { count: Number(match[1]), unit: match[2] ?? "second" },
  };
}

/** Counts the attempt on every limiter (all of them, so none is skipped) and throws 429 when any is full. */
export function enforceLimits(reply: FastifyReply, checks: Array<[AttemptLimiter, string]>): void {
  const verdicts = checks.map(([limiter, key]) => limiter.hit(key));
  const retryAfter = Math.max(0, ...verdicts.map((verdict) => verdict.retryAfter));
  if (retryAfter > 0) throw tooManyAttempts(reply, retryAfter);
}
