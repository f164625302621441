// The post page's thread API: GET /comments/thread (one keyset page of top-level comments with their replies
// nested, paging headers counting top-level comments) and PATCH /comments/{id}/answer (Q&A accept / reject /
// reset by the question's author or a moderator).
import type { FastifyPluginAsync } from "fastify";
import type { CommentAnswerPatch } from "../../types/generated/api/comment-answer-patch";
import type { CommentThreadQuery } from "../../types/generated/api/comment-thread-query";
import type { RecordIDParams } from "../../types/generated/api/record-id-params";
import { setPagingHeaders } from "../http/pagination";
import { errorResponses, listOf, ref } from "../http/schemas";
import { setAnswerStatus } from "../services/comment-thread/answers";
import { loadCommentThread } from "../services/comment-thread/load-thread";
import { contextOf } from "./support";

export const commentThreadRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Querystring: CommentThreadQuery }>(
    "/comments/thread",
    {
      schema: {
        querystring: ref("comment-thread-query"),
        response: { 200: listOf("comment"), ...errorResponses },
      },
    },
    async (request, reply) => {
      const thread = await loadCommentThread(contextOf(request), request.query);
      setPagingHeaders(request, reply, thread.paging);
      return thread.comments;
    },
  );

  app.patch<{ Params: RecordIDParams; Body: CommentAnswerPatch }>(
    "/comments/:id/answer",
    {
      schema: {
        params: ref("record-id-params"),
        body: ref("comment-answer-patch"),
        response: { 200: ref("comment-answer"), ...errorResponses },
      },
    },
    async (request) => setAnswerStatus(contextOf(request), request.params.id, request.body.status),
  );
};
