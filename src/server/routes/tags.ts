// Tag lookup (docs/reference/api-conventions.md#other-call-families: GET /tags?query=).
import type { FastifyPluginAsync } from "fastify";
import type { TagListQuery } from "../../types/generated/api/tag-list-query";
import { errorResponses, listOf, ref } from "../http/schemas";
import { searchTags } from "../services/tags";
import { contextOf } from "./support";

export const tagRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Querystring: TagListQuery }>(
    "/tags",
    { schema: { querystring: ref("tag-list-query"), response: { 200: listOf("tag"), ...errorResponses } } },
    async (request) => searchTags(contextOf(request), request.query),
  );
};
