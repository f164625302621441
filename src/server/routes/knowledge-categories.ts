// Knowledge categories (docs/reference/knowledge-base.md#api): read where their knowledge base is readable; created,
// changed and deleted by its editors (articles.add).
import type { FastifyPluginAsync } from "fastify";
import type { KnowledgeCategoryListQuery } from "../../types/generated/api/knowledge-category-list-query";
import type { KnowledgeCategoryPatch } from "../../types/generated/api/knowledge-category-patch";
import type { KnowledgeCategoryPost } from "../../types/generated/api/knowledge-category-post";
import type { RecordIDParams } from "../../types/generated/api/record-id-params";
import { errorResponses, listOf, ref } from "../http/schemas";
import { getKnowledgeCategory, listKnowledgeCategories } from "../services/knowledge/knowledge-categories";
import {
  createKnowledgeCategory,
  deleteKnowledgeCategory,
  patchKnowledgeCategory,
} from "../services/knowledge/knowledge-category-writes";
import { contextOf } from "./support";

export const knowledgeCategoryRoutes: FastifyPluginAsync = async (app) => {
  const one = { 200: ref("knowledge-category"), ...errorResponses };
  const params = ref("record-id-params");

  app.get<{ Querystring: KnowledgeCategoryListQuery }>(
    "/knowledge-categories",
    {
      schema: {
        querystring: ref("knowledge-category-list-query"),
        response: { 200: listOf("knowledge-category"), ...errorResponses },
      },
    },
    async (request) => listKnowledgeCategories(contextOf(request), request.query.knowledgeBaseID),
  );

  app.get<{ Params: RecordIDParams }>(
    "/knowledge-categories/:id",
    { schema: { params, response: one } },
    async (request) => getKnowledgeCategory(contextOf(request), request.params.id),
  );

  app.post<{ Body: KnowledgeCategoryPost }>(
    "/knowledge-categories",
    {
      schema: {
        body: ref("knowledge-category-post"),
        response: { 201: ref("knowledge-category"), ...errorResponses },
      },
    },
    async (request, reply) => {
      const created = await createKnowledgeCategory(contextOf(request), request.body);
      reply.code(201);
      return created;
    },
  );

  app.patch<{ Params: RecordIDParams; Body: KnowledgeCategoryPatch }>(
    "/knowledge-categories/:id",
    { schema: { params, body: ref("knowledge-category-patch"), response: one } },
    async (request) => patchKnowledgeCategory(contextOf(request), request.params.id, request.body),
  );

  app.delete<{ Params: RecordIDParams }>(
    "/knowledge-categories/:id",
    { schema: { params, response: { 204: { type: "null" }, ...errorResponses } } },
    async (request, reply) => {
      await deleteKnowledgeCategory(contextOf(request), request.params.id);
      reply.code(204);
    },
  );
};
