// Flood control for posting, two rules:
// - everyone: Vanilla's spam check, 3 discussions or 5 comments a minute (and 30 / 100 an hour);
// - new accounts: a pause between two posts, by default 5 s between comments and 15 s between discussions. An
//   account is new while it is younger than `posting.newAccountDays` days (default 7). The three numbers are config
//   keys (services/config.ts, PATCH /config); 0 turns a pause, or the notion of a new account, off.
// Either answers 429 with Retry-After (seconds) and the error body. Moderators (community.moderate) are exempt: they
// clean up in bursts. The counters follow buildApp's rateLimit switch (off in most tests), one set per app
// instance, in memory like the other attempt limits (behind a load balancer they belong in a shared store).
import { eq } from "drizzle-orm";
import type { FastifyInstance, FastifyReply } from "fastify";
import { msg } from "../../../lib/i18n/msg";
import { AttemptLimiter, type LimitRule, tooManyAttempts } from "../../auth/attempt-limits";
import { users } from "../../db/schema";
import { ApiError } from "../../http/errors";
import { POSTING_INTERVAL_KEYS, PUBLIC_CONFIG_DEFAULTS, readConfig } from "../config";
import type { Viewer } from "../context";

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

export type PostKind = "discussion" | "comment";

const DISCUSSION_FLOOD_RULES: readonly LimitRule[] = [
  { max: 3, windowMs: MINUTE },
  { max: 30, windowMs: 60 * MINUTE },
];
const COMMENT_FLOOD_RULES: readonly LimitRule[] = [
  { max: 5, windowMs: MINUTE },
  { max: 100, windowMs: 60 * MINUTE },
];

/** The time of each key's last accepted post, least recently used first (evicted from the front). */
class MinimumInterval {
  private readonly last = new Map<string, number>();

  constructor(private readonly maxKeys = 10_000) {}

  /** Seconds to wait before the key may post again (0: allowed, and the post is recorded). */
  hit(key: string, intervalMs: number, now = Date.now()): number {
    const previous = this.last.get(key);
    if (previous !== undefined && now - previous < intervalMs) {
      return Math.max(1, Math.ceil((previous + intervalMs - now) / 1000));
    }
    this.last.delete(key);
    this.last.set(key, now);
    while (this.last.size > this.maxKeys) {
      const oldest = this.last.keys().next().value;
      if (oldest === undefined) break;
      this.last.delete(oldest);
    }
    return 0;
  }
}

interface FloodLimiters {
  perMinute: Record<PostKind, AttemptLimiter>;
  newAccounts: Record<PostKind, MinimumInterval>;
}

const byApp = new WeakMap<FastifyInstance, FloodLimiters>();

function limitersOf(app: FastifyInstance): FloodLimiters | null {
  if (!app.attemptLimits) return null;
  let limiters = byApp.get(app);
  if (!limiters) {
    limiters = {
      perMinute: {
        discussion: new AttemptLimiter(DISCUSSION_FLOOD_RULES),
        comment: new AttemptLimiter(COMMENT_FLOOD_RULES),
      },
      newAccounts: { discussion: new MinimumInterval(), comment: new MinimumInterval() },
    };
    byApp.set(app, limiters);
  }
  return limiters;
}

const SECONDS_KEY: Record<PostKind, string> = {
  comment: POSTING_INTERVAL_KEYS.commentSeconds,
  discussion: POSTING_INTERVAL_KEYS.discussionSeconds,
};

function numberOr(value: unknown, fallback: unknown): number {
  if (typeof value === "number" && Number.isFinite(value)) return value;
  return typeof fallback === "number" ? fallback : 0;
}

/** The pause this viewer owes between two posts of the kind, in milliseconds (0 unless the account is new). */
async function newAccountPause(app: FastifyInstance, viewer: Viewer, kind: PostKind): Promise<number> {
  const keys = [POSTING_INTERVAL_KEYS.newAccountDays, SECONDS_KEY[kind]];
  const values = await readConfig(app.db, keys);
  const days = numberOr(values[keys[0] as string], PUBLIC_CONFIG_DEFAULTS[keys[0] as string]);
  const seconds = numberOr(values[keys[1] as string], PUBLIC_CONFIG_DEFAULTS[keys[1] as string]);
  if (days <= 0 || seconds <= 0) return 0;
  const [user] = await app.db
    .select({ dateInserted: users.dateInserted })
    .from(users)
    .where(eq(users.userID, viewer.user.userID))
    .limit(1);
  if (!user || Date.now() - user.dateInserted.getTime() >= days * DAY) return 0;
  return seconds * 1000;
}

function postingTooFast(reply: FastifyReply, kind: PostKind, pauseMs: number, retryAfter: number): ApiError {
  reply.header("Retry-After", String(retryAfter));
  return new ApiError(429, "You are posting too quickly.", {
    description:
      kind === "discussion"
        ? msg(
            "New members wait {pause} seconds between discussions. Please try again in {retryAfter, plural, one {# second} other {# seconds}}.",
          )
        : msg(
            "New members wait {pause} seconds between comments. Please try again in {retryAfter, plural, one {# second} other {# seconds}}.",
          ),
    values: { pause: pauseMs / 1000, retryAfter },
  });
}

/**
 * Prepares the check for one post by the viewer (what it needs is read now, before the post's transaction) and
 * returns it; the posting service runs it once every other check has passed, so a refused post does not use up
 * the allowance. The check throws 429 (with Retry-After set on the reply) when the viewer posts too fast.
 */
export async function floodGuard(
  app: FastifyInstance,
  reply: FastifyReply,
  viewer: Viewer,
  kind: PostKind,
): Promise<() => void> {
  const limiters = limitersOf(app);
  if (!limiters || viewer.permissions.has("community.moderate")) return () => undefined;
  const pauseMs = await newAccountPause(app, viewer, kind);
  const key = String(viewer.user.userID);
  return () => {
    if (pauseMs > 0) {
      const wait = limiters.newAccounts[kind].hit(key, pauseMs);
      if (wait > 0) throw postingTooFast(reply, kind, pauseMs, wait);
    }
    const verdict = limiters.perMinute[kind].hit(key);
    if (!verdict.allowed) throw tooManyAttempts(reply, verdict.retryAfter);
  };
}
