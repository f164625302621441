// A member's own toggles on a discussion (docs/reference/ui-behaviour.md#discussion-options,
// docs/reference/api-conventions.md#other-call-families): PUT /discussions/{id}/mute {muted} → {muted} and PUT
// /discussions/{id}/dismiss {dismissed} → {dismissed}. Every signed-in member who can see the discussion may; guests
// get 401, a hidden discussion 404.
import type { FastifyPluginAsync } from "fastify";
import type { DiscussionDismiss } from "../../types/generated/api/discussion-dismiss";
import type { DiscussionMute } from "../../types/generated/api/discussion-mute";
import type { RecordIDParams } from "../../types/generated/api/record-id-params";
import { errorResponses, ref } from "../http/schemas";
import { setAnnouncementDismissed, setDiscussionMuted } from "../services/discussion-options/member-state";
import { contextOf } from "./support";

export const discussionMemberStateRoutes: FastifyPluginAsync = async (app) => {
  app.put<{ Params: RecordIDParams; Body: DiscussionMute }>(
    "/discussions/:id/mute",
    {
      schema: {
        params: ref("record-id-params"),
        body: ref("discussion-mute"),
        response: { 200: ref("discussion-mute"), ...errorResponses },
      },
    },
    async (request) => ({
      muted: await setDiscussionMuted(contextOf(request), request.params.id, request.body.muted),
    }),
  );

  app.put<{ Params: RecordIDParams; Body: DiscussionDismiss }>(
    "/discussions/:id/dismiss",
    {
      schema: {
        params: ref("record-id-params"),
        body: ref("discussion-dismiss"),
        response: { 200: ref("discussion-dismiss"), ...errorResponses },
      },
    },
    async (request) => ({
      dismissed: await setAnnouncementDismissed(
        contextOf(request),
        request.params.id,
        request.body.dismissed,
      ),
    }),
  );
};
