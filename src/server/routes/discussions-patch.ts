// The discussion options of one discussion (docs/reference/api-conventions.md#request-headers,
// docs/reference/ui-behaviour.md#discussion-options, docs/reference/permissions.md#category-permissions,
// docs/reference/api-conventions.md#other-call-families): PATCH /discussions/{id} (toggles, announce, move, change
// author, content), PUT /discussions/{id}/type, PATCH /discussions/{id}/bump and DELETE /discussions/{id}. Each
// answers 401 to guests, 404 for a discussion the viewer may not see, 403 without the permission, and (but DELETE)
// the discussion as it now is, with its category. Moderator actions are audited.
import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import type { DiscussionPatch } from "../../types/generated/api/discussion-patch";
import type { DiscussionTypePut } from "../../types/generated/api/discussion-type-put";
import type { RecordIDParams } from "../../types/generated/api/record-id-params";
import { notFound, permissionDenied } from "../http/errors";
import { errorResponses, ref } from "../http/schemas";
import { auditActorOf } from "../services/audit-log";
import { loadForOption } from "../services/discussion-options/load";
import { audited, patchDiscussion } from "../services/discussion-options/patch-discussion";
import { bumpDiscussion, changeDiscussionType } from "../services/discussion-options/type-and-bump";
import { getDiscussion } from "../services/discussions";
import { deleteDiscussion } from "../services/moderation/discussion-ops";
import { canDelete } from "../services/moderation/moderation-permissions";
import { contextOf } from "./support";

const ANSWER = { 200: ref("discussion"), ...errorResponses };

/** The discussion after the change, as the viewer now sees it (with its category, for a move). */
async function updated(request: FastifyRequest, discussionID: number) {
  const discussion = await getDiscussion(contextOf(request), discussionID, { expand: ["category"] });
  if (!discussion) throw notFound("Discussion");
  return discussion;
}

export const discussionPatchRoutes: FastifyPluginAsync = async (app) => {
  app.patch<{ Params: RecordIDParams; Body: DiscussionPatch }>(
    "/discussions/:id",
    { schema: { params: ref("record-id-params"), body: ref("discussion-patch"), response: ANSWER } },
    async (request) => {
      await patchDiscussion(contextOf(request), auditActorOf(request), request.params.id, request.body);
      return updated(request, request.params.id);
    },
  );

  app.put<{ Params: RecordIDParams; Body: DiscussionTypePut }>(
    "/discussions/:id/type",
    { schema: { params: ref("record-id-params"), body: ref("discussion-type-put"), response: ANSWER } },
    async (request) => {
      await changeDiscussionType(
        contextOf(request),
        auditActorOf(request),
        request.params.id,
        request.body.type,
      );
      return updated(request, request.params.id);
    },
  );

  app.patch<{ Params: RecordIDParams }>(
    "/discussions/:id/bump",
    { schema: { params: ref("record-id-params"), response: ANSWER } },
    async (request) => {
      await bumpDiscussion(contextOf(request), auditActorOf(request), request.params.id);
      return updated(request, request.params.id);
    },
  );

  app.delete<{ Params: RecordIDParams }>(
    "/discussions/:id",
    { schema: { params: ref("record-id-params"), response: errorResponses } },
    async (request, reply) => {
      const ctx = contextOf(request);
      const row = await loadForOption(ctx, request.params.id);
      if (!canDelete(ctx.viewer, row.categoryID)) throw permissionDenied();
      await deleteDiscussion(ctx, row.discussionID);
      await audited(
        ctx,
        auditActorOf(request),
        row.discussionID,
        "discussion.delete",
        { name: row.name, categoryID: row.categoryID, insertUserID: row.insertUserID },
        null,
      );
      return reply.code(204).send();
    },
  );
};
