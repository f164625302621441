// Reactions on discussions and comments (docs/reference/api-conventions.md#other-call-families "Reactions"), the same
// four routes for each:
//   GET    /{discussions|comments}/{id}/reactions            the log (reactions.view), paging in headers
//   POST   /{discussions|comments}/{id}/reactions            {reactionType: urlcode}: toggle, answers [{tagID, count}]
//   DELETE /{discussions|comments}/{id}/reactions            take back one's own reaction
//   DELETE /{discussions|comments}/{id}/reactions/{userID}   remove one's own, or anyone's with community.moderate
// Rules live in services/reactions/.
import type { FastifyPluginAsync } from "fastify";
import type { ReactionLogQuery } from "../../types/generated/api/reaction-log-query";
import type { ReactionPost } from "../../types/generated/api/reaction-post";
import type { ReactionUserParams } from "../../types/generated/api/reaction-user-params";
import type { RecordIDParams } from "../../types/generated/api/record-id-params";
import { setPagingHeaders } from "../http/pagination";
import { errorResponses, listOf, ref } from "../http/schemas";
import { pageRequest } from "../services/paging";
import { listReactionLog } from "../services/reactions/reaction-log";
import type { ReactionRecordType } from "../services/reactions/reaction-record";
import { removeReaction } from "../services/reactions/remove-reaction";
import { toggleReaction } from "../services/reactions/toggle-reaction";
import { contextOf } from "./support";

const RESOURCES: readonly { path: string; recordType: ReactionRecordType }[] = [
  { path: "discussions", recordType: "discussion" },
  { path: "comments", recordType: "comment" },
];

export const reactionRoutes: FastifyPluginAsync = async (app) => {
  for (const { path, recordType } of RESOURCES) {
    app.get<{ Params: RecordIDParams; Querystring: ReactionLogQuery }>(
      `/${path}/:id/reactions`,
      {
        schema: {
          params: ref("record-id-params"),
          querystring: ref("reaction-log-query"),
          response: { 200: listOf("reaction-log-entry"), ...errorResponses },
        },
      },
      async (request, reply) => {
        const page = pageRequest(request.query.page, request.query.limit, { page: 1, limit: 30 }, 100);
        const { items, paging } = await listReactionLog(
          contextOf(request),
          recordType,
          request.params.id,
          page,
        );
        setPagingHeaders(request, reply, paging);
        return items;
      },
    );

    app.post<{ Params: RecordIDParams; Body: ReactionPost }>(
      `/${path}/:id/reactions`,
      {
        schema: {
          params: ref("record-id-params"),
          body: ref("reaction-post"),
          response: { 200: listOf("reaction-count"), ...errorResponses },
        },
      },
      async (request) =>
        toggleReaction(contextOf(request), recordType, request.params.id, request.body.reactionType),
    );

    app.delete<{ Params: RecordIDParams }>(
      `/${path}/:id/reactions`,
      { schema: { params: ref("record-id-params"), response: errorResponses } },
      async (request, reply) => {
        await removeReaction(contextOf(request), recordType, request.params.id, request.viewer.user.userID);
        return reply.code(204).send();
      },
    );

    app.delete<{ Params: ReactionUserParams }>(
      `/${path}/:id/reactions/:userID`,
      { schema: { params: ref("reaction-user-params"), response: errorResponses } },
      async (request, reply) => {
        await removeReaction(contextOf(request), recordType, request.params.id, request.params.userID);
        return reply.code(204).send();
      },
    );
  }
};
