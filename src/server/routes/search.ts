// Search (docs/reference/search.md): results with paging headers, the summary around them (facets, did you mean,
// warnings), the search bar's suggestions, and the category picker's search. Guests may search: every answer holds
// only what the viewer may view (discussions.view per category, profiles.view for members), filtered in SQL.
import type { FastifyPluginAsync } from "fastify";
import type { CategorySearchQuery } from "../../types/generated/api/category-search-query";
import type { SearchQuery } from "../../types/generated/api/search-query";
import type { SearchSuggestionsQuery } from "../../types/generated/api/search-suggestions-query";
import { setPagingHeaders } from "../http/pagination";
import { errorResponses, listOf, ref } from "../http/schemas";
import { searchCategories } from "../services/search/categories-search";
import { searchRecords } from "../services/search/search";
import { searchSuggestions } from "../services/search/suggestions";
import { searchSummary } from "../services/search/summary";
import { contextOf } from "./support";

export const searchRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Querystring: SearchQuery }>(
    "/search",
    {
      schema: {
        querystring: ref("search-query"),
        response: { 200: listOf("search-result"), ...errorResponses },
      },
    },
    async (request, reply) => {
      const { data, paging } = await searchRecords(contextOf(request), request.query);
      setPagingHeaders(request, reply, paging);
      return data;
    },
  );

  app.get<{ Querystring: SearchQuery }>(
    "/search/summary",
    {
      schema: {
        querystring: ref("search-query"),
        response: { 200: ref("search-summary"), ...errorResponses },
      },
    },
    async (request) => searchSummary(contextOf(request), request.query),
  );

  app.get<{ Querystring: SearchSuggestionsQuery }>(
    "/search/suggestions",
    {
      schema: {
        querystring: ref("search-suggestions-query"),
        response: { 200: listOf("search-suggestion"), ...errorResponses },
      },
    },
    async (request) => searchSuggestions(contextOf(request), request.query),
  );

  app.get<{ Querystring: CategorySearchQuery }>(
    "/categories/search",
    {
      schema: {
        querystring: ref("category-search-query"),
        response: { 200: listOf("category"), ...errorResponses },
      },
    },
    async (request) => searchCategories(contextOf(request), request.query),
  );
};
