// Discussions: filtered, sorted, paged lists and single discussions.
import type { FastifyPluginAsync } from "fastify";
import type { DiscussionGetQuery } from "../../types/generated/api/discussion-get-query";
import type { DiscussionListQuery } from "../../types/generated/api/discussion-list-query";
import type { RecordIDParams } from "../../types/generated/api/record-id-params";
import { notFound } from "../http/errors";
import { setPagingHeaders } from "../http/pagination";
import { errorResponses, listOf, ref } from "../http/schemas";
import { getDiscussion, listDiscussions } from "../services/discussions";
import { recordDiscussionView } from "../services/member-discussions/read-position";
import { contextOf } from "./support";

export const discussionRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Querystring: DiscussionListQuery }>(
    "/discussions",
    {
      schema: {
        querystring: ref("discussion-list-query"),
        response: { 200: listOf("discussion"), ...errorResponses },
      },
    },
    async (request, reply) => {
      const { data, paging } = await listDiscussions(contextOf(request), request.query);
      setPagingHeaders(request, reply, paging);
      return data;
    },
  );

  app.get<{ Params: RecordIDParams; Querystring: DiscussionGetQuery }>(
    "/discussions/:id",
    {
      schema: {
        params: ref("record-id-params"),
        querystring: ref("discussion-get-query"),
        response: { 200: ref("discussion"), ...errorResponses },
      },
    },
    async (request) => {
      const discussion = await getDiscussion(contextOf(request), request.params.id, {
        expand: request.query.expand,
      });
      if (!discussion) throw notFound("Discussion");
      // Reading a discussion moves the member's read position (its countUnread answers as it was before).
      await recordDiscussionView(contextOf(request), discussion.discussionID, discussion.countComments);
      return discussion;
    },
  );
};
