// Editing and deleting posts: PATCH /comments/{id} (its text), DELETE /comments/{id}, the sources an editor
// starts from (GET /discussions/{id}/edit, GET /comments/{id}/edit: only while the viewer may edit) and a comment as
// a Markdown quote (GET /comments/{id}/quote). A discussion's own text changes through PATCH /discussions/{id}
// (routes/discussions-patch.ts → services/editing/edit-discussion.ts). Rules in services/editing/.
import type { FastifyPluginAsync } from "fastify";
import type { CommentPatch } from "../../types/generated/api/comment-patch";
import type { RecordIDParams } from "../../types/generated/api/record-id-params";
import { errorResponses, ref } from "../http/schemas";
import { deleteComment } from "../services/editing/delete-comment";
import { editComment } from "../services/editing/edit-comment";
import { commentQuote, commentSource, discussionSource } from "../services/editing/post-source";
import { contextOf } from "./support";

const params = ref("record-id-params");

export const editingRoutes: FastifyPluginAsync = async (app) => {
  app.patch<{ Params: RecordIDParams; Body: CommentPatch }>(
    "/comments/:id",
    { schema: { params, body: ref("comment-patch"), response: { 200: ref("comment"), ...errorResponses } } },
    async (request) => editComment(contextOf(request), request.params.id, request.body),
  );

  app.delete<{ Params: RecordIDParams }>(
    "/comments/:id",
    { schema: { params, response: errorResponses } },
    async (request, reply) => {
      await deleteComment(contextOf(request), request.params.id);
      return reply.code(204).send();
    },
  );

  app.get<{ Params: RecordIDParams }>(
    "/discussions/:id/edit",
    { schema: { params, response: { 200: ref("post-source"), ...errorResponses } } },
    async (request) => discussionSource(contextOf(request), request.params.id),
  );

  app.get<{ Params: RecordIDParams }>(
    "/comments/:id/edit",
    { schema: { params, response: { 200: ref("post-source"), ...errorResponses } } },
    async (request) => commentSource(contextOf(request), request.params.id),
  );

  app.get<{ Params: RecordIDParams }>(
    "/comments/:id/quote",
    { schema: { params, response: { 200: ref("comment-quote"), ...errorResponses } } },
    async (request) => commentQuote(contextOf(request), request.params.id),
  );
};
