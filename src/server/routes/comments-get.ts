// GET /comments/{id}: one comment, for pages that start from a comment's address (the plain page of
// /discussion/comment/{id} opens its discussion). 404 when it is missing or in a category the viewer may not see.
import type { FastifyPluginAsync } from "fastify";
import type { RecordIDParams } from "../../types/generated/api/record-id-params";
import { notFound } from "../http/errors";
import { errorResponses, ref } from "../http/schemas";
import { getComment } from "../services/comment-get";
import { contextOf } from "./support";

export const commentGetRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Params: RecordIDParams }>(
    "/comments/:id",
    {
      schema: {
        params: ref("record-id-params"),
        response: { 200: ref("comment"), ...errorResponses },
      },
    },
    async (request) => {
      const comment = await getComment(contextOf(request), request.params.id);
      if (!comment) throw notFound("Comment");
      return comment;
    },
  );
};
