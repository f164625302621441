// POST /discussions: a signed-in member starts a discussion. 201 with the discussion as GET /discussions/{id}
// answers it, plus the users its body mentions (for notifications).
import type { FastifyPluginAsync } from "fastify";
import type { DiscussionPost } from "../../types/generated/api/discussion-post";
import { signInRequired } from "../http/errors";
import { errorResponses, ref } from "../http/schemas";
import { isSignedIn } from "../services/context";
import { createDiscussion } from "../services/posting/create-discussion";
import { floodGuard } from "../services/posting/flood-control";
import { contextOf } from "./support";

export const discussionWriteRoutes: FastifyPluginAsync = async (app) => {
  app.post<{ Body: DiscussionPost }>(
    "/discussions",
    {
      schema: {
        body: ref("discussion-post"),
        response: { 201: ref("discussion"), ...errorResponses },
      },
    },
    async (request, reply) => {
      if (!isSignedIn(request.viewer)) throw signInRequired();
      const checkFlood = await floodGuard(app, reply, request.viewer, "discussion");
      const discussion = await createDiscussion(contextOf(request), request.body, checkFlood);
      return reply.code(201).send(discussion);
    },
  );
};
