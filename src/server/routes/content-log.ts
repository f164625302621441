// The content log for moderators: GET /logs (a post's revisions, a discussion's deleted comments, filtered by
// recordType, recordID, parentRecordID, operation; paging in headers) and POST /logs/{id}/restore (a deleted
// comment back). Rules in services/editing/content-log.ts and restore-comment.ts.
import type { FastifyPluginAsync } from "fastify";
import type { ContentLogQuery } from "../../types/generated/api/content-log-query";
import type { RecordIDParams } from "../../types/generated/api/record-id-params";
import { setPagingHeaders } from "../http/pagination";
import { errorResponses, listOf, ref } from "../http/schemas";
import { listContentLog } from "../services/editing/content-log";
import { restoreDeletedComment } from "../services/editing/restore-comment";
import { contextOf } from "./support";

const restored = {
  type: "object",
  additionalProperties: false,
  required: ["commentID"],
  properties: { commentID: { type: "integer" } },
} as const;

export const contentLogRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Querystring: ContentLogQuery }>(
    "/logs",
    {
      schema: {
        querystring: ref("content-log-query"),
        response: { 200: listOf("content-log-entry"), ...errorResponses },
      },
    },
    async (request, reply) => {
      const { data, paging } = await listContentLog(contextOf(request), request.query);
      setPagingHeaders(request, reply, paging);
      return data;
    },
  );

  app.post<{ Params: RecordIDParams }>(
    "/logs/:id/restore",
    { schema: { params: ref("record-id-params"), response: { 201: restored, ...errorResponses } } },
    async (request, reply) =>
      reply.code(201).send(await restoreDeletedComment(contextOf(request), request.params.id)),
  );
};
