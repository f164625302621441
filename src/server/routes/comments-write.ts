// POST /comments: a signed-in member replies to a discussion (or to a comment in it). 201 with the comment as
// GET /comments lists it, plus the users its body mentions (for notifications).
import type { FastifyPluginAsync } from "fastify";
import type { CommentPost } from "../../types/generated/api/comment-post";
import { signInRequired } from "../http/errors";
import { errorResponses, ref } from "../http/schemas";
import { isSignedIn } from "../services/context";
import { createComment } from "../services/posting/create-comment";
import { floodGuard } from "../services/posting/flood-control";
import { contextOf } from "./support";

export const commentWriteRoutes: FastifyPluginAsync = async (app) => {
  app.post<{ Body: CommentPost }>(
    "/comments",
    {
      schema: {
        body: ref("comment-post"),
        response: { 201: ref("comment"), ...errorResponses },
      },
    },
    async (request, reply) => {
      if (!isSignedIn(request.viewer)) throw signInRequired();
      const checkFlood = await floodGuard(app, reply, request.viewer, "comment");
      const comment = await createComment(contextOf(request), request.body, checkFlood);
      return reply.code(201).send(comment);
    },
  );
};
