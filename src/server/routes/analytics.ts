// GET/POST /analytics/privacy and POST /tick (docs/reference/ui-behaviour.md#page-views,
// docs/reference/api-conventions.md#other-call-families). A signed-in user's privacy choice is stored per user; a
// guest's in a cookie (no account to store it on). A tick is the tracking event of spec 001 §3 (type, url, pageName,
// discussionID, categoryID, siteSectionID, referrer; validated by schemas/api/tick-post.schema.json): it counts one
// page view and keeps the event (services/analytics-events.ts, table trackingEvents) unless the viewer opted out: the client already skips
// the call then, the check here keeps an old tab or another client honest.
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import type { AnalyticsPrivacy } from "../../types/generated/api/analytics-privacy";
import type { TickPost } from "../../types/generated/api/tick-post";
import type { TickResult } from "../../types/generated/api/tick-result";
import { errorResponses, ref } from "../http/schemas";
import {
  type AnonymizeData,
  asAnonymizeData,
  countPageView,
  isOptedOut,
  NO_CHOICE,
  readUserPrivacy,
  writeUserPrivacy,
} from "../services/analytics";
import { recordTrackingEvent } from "../services/analytics-events";
import { isSignedIn } from "../services/context";

export const PRIVACY_COOKIE = "quorum_analytics_privacy";
const COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;
/** A tick writes a row: cap what one address can add (a person clicking around stays far below it). */
const TICK_RATE_LIMIT = { rateLimit: { max: 120, timeWindow: "1 minute" } };

async function viewerPrivacy(request: FastifyRequest): Promise<AnonymizeData> {
  if (isSignedIn(request.viewer)) return readUserPrivacy(request.server.db, request.viewer.user.userID);
  return asAnonymizeData(request.cookies[PRIVACY_COOKIE]) ?? NO_CHOICE;
}

async function storePrivacy(
  request: FastifyRequest,
  reply: FastifyReply,
  value: AnonymizeData,
): Promise<void> {
  if (isSignedIn(request.viewer)) {
    await writeUserPrivacy(request.server.db, request.viewer.user.userID, value);
    return;
  }
  reply.setCookie(PRIVACY_COOKIE, value, {
    httpOnly: true,
    sameSite: "lax",
    path: "/",
    secure: request.protocol === "https",
    maxAge: COOKIE_MAX_AGE_S,
  });
}

export const analyticsRoutes: FastifyPluginAsync = async (app) => {
  const privacyResponse = { 200: ref("analytics-privacy"), ...errorResponses };

  app.get("/analytics/privacy", { schema: { response: privacyResponse } }, async (request) => {
    const result: AnalyticsPrivacy = { AnonymizeData: await viewerPrivacy(request) };
    return result;
  });

  app.post<{ Body: AnalyticsPrivacy }>(
    "/analytics/privacy",
    { schema: { body: ref("analytics-privacy"), response: privacyResponse } },
    async (request, reply) => {
      await storePrivacy(request, reply, request.body.AnonymizeData);
      const result: AnalyticsPrivacy = { AnonymizeData: request.body.AnonymizeData };
      return result;
    },
  );

  app.post<{ Body: TickPost }>(
    "/tick",
    {
      config: TICK_RATE_LIMIT,
      schema: { body: ref("tick-post"), response: { 200: ref("tick-result"), ...errorResponses } },
    },
    async (request) => {
      if (isOptedOut(await viewerPrivacy(request))) return { recorded: false } satisfies TickResult;
      await countPageView(app.db);
      await recordTrackingEvent(app.db, request.body);
      return { recorded: true } satisfies TickResult;
    },
  );
};
