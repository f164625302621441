// GET /users/me-counts: the signed-in user's unread notifications and conversations
// (docs/reference/api-conventions.md#other-call-families), what the account box polls when the live stream
// (notifications-stream.ts) is not connected.
import type { FastifyPluginAsync } from "fastify";
import { signInRequired } from "../http/errors";
import { errorResponses, ref } from "../http/schemas";
import { isSignedIn } from "../services/context";
import { loadUnreadCounts } from "../services/notifications/unread-counts";

export const usersMeCountsRoutes: FastifyPluginAsync = async (app) => {
  app.get(
    "/users/me-counts",
    { schema: { response: { 200: ref("unread-counts"), ...errorResponses } } },
    async (request, reply) => {
      if (!isSignedIn(request.viewer)) throw signInRequired();
      // Counts are per user and change any time: never cached by a proxy or the browser.
      reply.header("Cache-Control", "private, no-store");
      return loadUnreadCounts(
        app.db,
        request.viewer.user.userID,
        app.siteConfig.conversationsEnabled ?? true,
      );
    },
  );
};
