// Flood control for posting, two rules:
// - everyone: Vanilla's spam check, 3 discussions or 5 comments a minute (and 30 / 100 an hour);
// - new accounts: a pause between two posts, by default 5 s between comments and 15 s between discussions. An
//   account is new while it is younger than `posting.newAccountDays` days (default 7). The three numbers are config
//   keys (services/config.ts, PATCH /config); 0 turns a pause, or the notion of a new account, off.
// Either answers 429 with Retry-After (seconds) and the error body. Moderators (community.moderate) are exempt: they
// clean up in bursts. The counters follow buildApp's rateLimit switch (off in most tests) and live in the site's
// window store like the other attempt limits (limits/windows.ts: shared by every process on PostgreSQL).
import { eq } from "drizzle-orm";
import type { FastifyInstance, FastifyReply } from "fastify";
import { msg } from "../../../lib/i18n/msg";
import { AttemptLimiter, type LimitRule, tooManyAttempts } from "../../auth/attempt-limits";
import { users } from "../../db/schema";
import { ApiError } from "../../http/errors";
import type { WindowStore } from "../../limits/windows";
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

interface FloodLimiters {
  perMinute: Record<PostKind, AttemptLimiter>;
  /** The new-account pause: at most one post per pause, a window that opens at the accepted post. */
  store: WindowStore;
}

const byApp = new WeakMap<FastifyInstance, FloodLimiters>();

function limitersOf(app: FastifyInstance): FloodLimiters | null {
  const store = app.limitWindows;
  if (!app.attemptLimits || !store) return null;
  let limiters = byApp.get(app);
  if (!limiters) {
    limiters = {
      perMinute: {
        discussion: new AttemptLimiter("flood-discussion", DISCUSSION_FLOOD_RULES, store),
        comment: new AttemptLimiter("flood-comment", COMMENT_FLOOD_RULES, store),
      },
      store,
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
): Promise<() => Promise<void>> {
  const limiters = limitersOf(app);
  if (!limiters || viewer.permissions.has("community.moderate")) return async () => undefined;
  const pauseMs = await newAccountPause(app, viewer, kind);
  const key = String(viewer.user.userID);
  return async () => {
    if (pauseMs > 0) {
      const { wait } = await limiters.store.hit(`new-account-${kind}:${key}`, [
        { max: 1, windowMs: pauseMs },
      ]);
      if (wait > 0) throw postingTooFast(reply, kind, pauseMs, wait);
    }
    const verdict = await limiters.perMinute[kind].hit(key);
    if (!verdict.allowed) throw tooManyAttempts(reply, verdict.retryAfter);
  };
}
