// Attempt counters with several windows per key (6 a minute AND 30 an hour), which the rate-limit plugin cannot
// express on one route (it runs one limit per request). Used where the key is not only the IP: sign-in per
// account (the normalised name or email), password-reset mails per address, confirmation resends per user. IP
// keys are the client address of http/client-address.ts (the real client behind a trusted proxy). Counted in the
// site's window store (limits/windows.ts), which every process shares on PostgreSQL.
import type { FastifyReply } from "fastify";
import { ApiError, type ApiErrorExtra } from "../http/errors";
import type { LimitRule, WindowStore } from "../limits/windows";

declare module "fastify" {
  interface FastifyInstance {
    /** null when buildApp's rateLimit option is false (tests). */
    attemptLimits: AttemptLimits | null;
    /** Where every limit counts (limits/store-for.ts); null when buildApp's rateLimit option is false. */
    limitWindows: WindowStore | null;
  }
}

export type { LimitRule };

export interface LimitVerdict {
  allowed: boolean;
  /** Seconds until the blocking window ends (0 when allowed). */
  retryAfter: number;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** One named limit: its rules, counted in the site's window store under `name:key`. */
export class AttemptLimiter {
  constructor(
    private readonly name: string,
    private readonly rules: readonly LimitRule[],
    private readonly store: WindowStore,
  ) {}

  /** Counts an attempt for the key unless a window is already full; a refused attempt is not counted. */
  async hit(key: string): Promise<LimitVerdict> {
    const { wait } = await this.store.hit(`${this.name}:${key}`, this.rules);
    return { allowed: wait === 0, retryAfter: wait };
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

const MAIL_RULES: readonly LimitRule[] = [
  { max: 1, windowMs: MINUTE },
  { max: 5, windowMs: HOUR },
];

export function createAttemptLimits(store: WindowStore): AttemptLimits {
  return {
    signInByIp: new AttemptLimiter("sign-in-ip", SIGN_IN_RULES, store),
    signInByAccountFromNewAddresses: new AttemptLimiter("sign-in-account", SIGN_IN_RULES, store),
    passwordRequestByIp: new AttemptLimiter("password-request-ip", SIGN_IN_RULES, store),
    passwordMailByAddress: new AttemptLimiter("password-mail", MAIL_RULES, store),
    confirmResendByUser: new AttemptLimiter("confirm-resend", MAIL_RULES, store),
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
export async function enforceLimits(
  reply: FastifyReply,
  checks: Array<[AttemptLimiter, string]>,
): Promise<void> {
  const verdicts = await Promise.all(checks.map(([limiter, key]) => limiter.hit(key)));
  const retryAfter = Math.max(0, ...verdicts.map((verdict) => verdict.retryAfter));
  if (retryAfter > 0) throw tooManyAttempts(reply, retryAfter);
}
