// Categories: the tree (or a flat, paged list), single categories by ID or urlcode, and their settings (PATCH).
import type { FastifyPluginAsync } from "fastify";
import type { CategoryGetQuery } from "../../types/generated/api/category-get-query";
import type { CategoryListQuery } from "../../types/generated/api/category-list-query";
import type { CategoryParams } from "../../types/generated/api/category-params";
import type { CategoryPatch } from "../../types/generated/api/category-patch";
import { notFound } from "../http/errors";
import { setPagingHeaders } from "../http/pagination";
import { errorResponses, listOf, ref } from "../http/schemas";
import { getCategory, listCategoriesPaged } from "../services/categories";
import { listCategorySettings, patchCategorySettings } from "../services/category-settings";
import { contextOf } from "./support";

export const categoryRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Querystring: CategoryListQuery }>(
    "/categories",
    {
      schema: {
        querystring: ref("category-list-query"),
        response: { 200: listOf("category"), ...errorResponses },
      },
    },
    async (request, reply) => {
      const { data, paging } = await listCategoriesPaged(contextOf(request), request.query);
      if (paging) setPagingHeaders(request, reply, paging);
      return data;
    },
  );

  app.get<{ Params: CategoryParams; Querystring: CategoryGetQuery }>(
    "/categories/:id",
    {
      schema: {
        params: ref("category-params"),
        querystring: ref("category-get-query"),
        response: { 200: ref("category"), ...errorResponses },
      },
    },
    async (request) => {
      const category = await getCategory(contextOf(request), request.params.id, request.query.expand);
      if (!category) throw notFound("Category");
      return category;
    },
  );

  app.patch<{ Params: CategoryParams; Body: CategoryPatch }>(
    "/categories/:id",
    {
      schema: {
        params: ref("category-params"),
        body: ref("category-patch"),
        response: { 200: ref("category-settings"), ...errorResponses },
      },
    },
    (request) => patchCategorySettings(contextOf(request), request.params.id, request.body),
  );

  app.get(
    "/category-settings",
    { schema: { response: { 200: { type: "array", items: ref("category-settings") }, ...errorResponses } } },
    (request) => listCategorySettings(contextOf(request)),
  );
};
