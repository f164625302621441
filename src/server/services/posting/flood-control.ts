// Flood control for posting: a member who posts faster than people write is refused with 429 and Retry-After
// (Vanilla's spam check: 3 discussions or 5 comments a minute). Moderators are exempt: they clean up in bursts.
// The counters follow buildApp's rateLimit switch (off in most tests), one set per app instance, in memory like
// the other attempt limits (behind a load balancer they belong in a shared store).
import type { FastifyInstance, FastifyReply } from "fastify";
import { AttemptLimiter, type LimitRule, tooManyAttempts } from "../../auth/attempt-limits";
import type { Viewer } from "../context";

const MINUTE = 60_000;

export const DISCUSSION_FLOOD_RULES: readonly LimitRule[] = [
  { max: 3, windowMs: MINUTE },
  { max: 30, windowMs: 60 * MINUTE },
];
export const COMMENT_FLOOD_RULES: readonly LimitRule[] = [
  { max: 5, windowMs: MINUTE },
  { max: 100, windowMs: 60 * MINUTE },
];

interface FloodLimiters {
  discussion: AttemptLimiter;
  comment: AttemptLimiter;
}

const byApp = new WeakMap<FastifyInstance, FloodLimiters>();

function limitersOf(app: FastifyInstance): FloodLimiters | null {
  if (!app.attemptLimits) return null;
  let limiters = byApp.get(app);
  if (!limiters) {
    limiters = {
      discussion: new AttemptLimiter(DISCUSSION_FLOOD_RULES),
      comment: new AttemptLimiter(COMMENT_FLOOD_RULES),
    };
    byApp.set(app, limiters);
  }
  return limiters;
}

/** Counts one post by the viewer; throws 429 (with Retry-After set on the reply) when they post too fast. */
export function checkFlood(
  app: FastifyInstance,
  reply: FastifyReply,
  viewer: Viewer,
  kind: keyof FloodLimiters,
): void {
  if (viewer.permissions.has("community.moderate")) return;
  const limiters = limitersOf(app);
  if (!limiters) return;
  const verdict = limiters[kind].hit(String(viewer.user.userID));
  if (!verdict.allowed) throw tooManyAttempts(reply, verdict.retryAfter);
}
