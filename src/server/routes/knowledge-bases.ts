// Knowledge bases (docs/reference/knowledge-base.md#api): everyone lists and reads the ones they may see; managers
// (site.manage) create, change, delete (status deleted) and restore them (PATCH status published), each change
// audited with its entry's id in X-Audit-Log-Id.
import type { FastifyPluginAsync, FastifyReply } from "fastify";
import type { KnowledgeBaseGetQuery } from "../../types/generated/api/knowledge-base-get-query";
import type { KnowledgeBaseListQuery } from "../../types/generated/api/knowledge-base-list-query";
import type { KnowledgeBaseParams } from "../../types/generated/api/knowledge-base-params";
import type { KnowledgeBasePatch } from "../../types/generated/api/knowledge-base-patch";
import type { KnowledgeBasePost } from "../../types/generated/api/knowledge-base-post";
import { errorResponses, listOf, ref } from "../http/schemas";
import { auditActorOf } from "../services/audit-log";
import {
  type Audited,
  createKnowledgeBase,
  patchKnowledgeBase,
} from "../services/knowledge/knowledge-base-writes";
import { getKnowledgeBase, listKnowledgeBases } from "../services/knowledge/knowledge-bases";
import { contextOf } from "./support";

function sendAudited<T>(reply: FastifyReply, status: number, { value, auditLogID }: Audited<T>): T {
  reply.header("x-audit-log-id", String(auditLogID)).code(status);
  return value;
}

export const knowledgeBaseRoutes: FastifyPluginAsync = async (app) => {
  const one = { 200: ref("knowledge-base"), ...errorResponses };

  app.get<{ Querystring: KnowledgeBaseListQuery }>(
    "/knowledge-bases",
    {
      schema: {
        querystring: ref("knowledge-base-list-query"),
        response: { 200: listOf("knowledge-base"), ...errorResponses },
      },
    },
    async (request) => {
      const { siteSectionID, status, expand } = request.query;
      return listKnowledgeBases(contextOf(request), {
        ...(siteSectionID !== undefined ? { siteSectionID } : {}),
        status,
        expand,
      });
    },
  );

  app.get<{ Params: KnowledgeBaseParams; Querystring: KnowledgeBaseGetQuery }>(
    "/knowledge-bases/:id",
    {
      schema: {
        params: ref("knowledge-base-params"),
        querystring: ref("knowledge-base-get-query"),
        response: one,
      },
    },
    async (request) =>
      getKnowledgeBase(contextOf(request), request.params.id, { expand: request.query.expand }),
  );

  app.post<{ Body: KnowledgeBasePost }>(
    "/knowledge-bases",
    {
      schema: {
        body: ref("knowledge-base-post"),
        response: { 201: ref("knowledge-base"), ...errorResponses },
      },
    },
    async (request, reply) =>
      sendAudited(
        reply,
        201,
        await createKnowledgeBase(contextOf(request), auditActorOf(request), request.body),
      ),
  );

  app.patch<{ Params: KnowledgeBaseParams; Body: KnowledgeBasePatch }>(
    "/knowledge-bases/:id",
    { schema: { params: ref("knowledge-base-params"), body: ref("knowledge-base-patch"), response: one } },
    async (request, reply) =>
      sendAudited(
        reply,
        200,
        await patchKnowledgeBase(contextOf(request), auditActorOf(request), request.params.id, request.body),
      ),
  );

  app.delete<{ Params: KnowledgeBaseParams }>(
    "/knowledge-bases/:id",
    {
      schema: {
        params: ref("knowledge-base-params"),
        response: { 204: { type: "null" }, ...errorResponses },
      },
    },
    async (request, reply) => {
      const result = await patchKnowledgeBase(contextOf(request), auditActorOf(request), request.params.id, {
        status: "deleted",
      });
      reply.header("x-audit-log-id", String(result.auditLogID)).code(204);
    },
  );
};
