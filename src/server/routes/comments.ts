// Comments of a discussion, paged.
import type { FastifyPluginAsync } from "fastify";
import type { CommentListQuery } from "../../types/generated/api/comment-list-query";
import { setPagingHeaders } from "../http/pagination";
import { errorResponses, listOf, ref } from "../http/schemas";
import { listComments } from "../services/comments";
import { contextOf } from "./support";

export const commentRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Querystring: CommentListQuery }>(
    "/comments",
    {
      schema: {
        querystring: ref("comment-list-query"),
        response: { 200: listOf("comment"), ...errorResponses },
      },
    },
    async (request, reply) => {
      const { data, paging } = await listComments(contextOf(request), request.query);
      setPagingHeaders(request, reply, paging);
      return data;
    },
  );
};
