// Articles, read side (docs/reference/knowledge-base.md#api): lists (paged like /discussions, no bodies), one article
// with its rendered body, its related articles, and the articles converted from a discussion (the link back).
import type { FastifyPluginAsync } from "fastify";
import type { ArticleGetQuery } from "../../types/generated/api/article-get-query";
import type { ArticleListQuery } from "../../types/generated/api/article-list-query";
import type { ArticleRelatedQuery } from "../../types/generated/api/article-related-query";
import type { RecordIDParams } from "../../types/generated/api/record-id-params";
import { setPagingHeaders } from "../http/pagination";
import { errorResponses, listOf, ref } from "../http/schemas";
import type { ServiceContext } from "../services/context";
import { knowledgeAccess } from "../services/knowledge/access";
import { voterKeyOf } from "../services/knowledge/article-reactions";
import { ARTICLE_LIST_DEFAULTS, getArticle, listArticles } from "../services/knowledge/articles";
import { readableDiscussion } from "../services/knowledge/convert-discussion";
import { articlesFromDiscussion } from "../services/knowledge/from-discussion";
import { findKnowledgeCategoryRow } from "../services/knowledge/knowledge-categories";
import { knowledgeBaseNotFound } from "../services/knowledge/not-found";
import { relatedArticles } from "../services/knowledge/related";
import { visitorIDOf } from "../services/knowledge/visitor-cookie";
import { contextOf } from "./support";

type Status = "draft" | "published" | "deleted";

function statusesOf(raw: readonly string[] | undefined): Status[] | undefined {
  const list = (raw ?? []).flatMap((entry) => entry.split(",")).filter(Boolean) as Status[];
  return list.length ? [...new Set(list)] : undefined;
}

/** A knowledge base or category named in a list's filters must be one the viewer may see. */
async function checkFilters(ctx: ServiceContext, query: ArticleListQuery): Promise<void> {
  if (query.knowledgeBaseID !== undefined && !(await knowledgeAccess(ctx)).canView(query.knowledgeBaseID))
    throw knowledgeBaseNotFound();
  if (query.knowledgeCategoryID) await findKnowledgeCategoryRow(ctx, query.knowledgeCategoryID);
}

export const articleRoutes: FastifyPluginAsync = async (app) => {
  const params = ref("record-id-params");

  app.get<{ Querystring: ArticleListQuery }>(
    "/articles",
    {
      schema: {
        querystring: ref("article-list-query"),
        response: { 200: listOf("article"), ...errorResponses },
      },
    },
    async (request, reply) => {
      const ctx = contextOf(request);
      const { query } = request;
      await checkFilters(ctx, query);
      const status = statusesOf(query.status);
      const { articles, total } = await listArticles(ctx, {
        ...(query.knowledgeBaseID !== undefined ? { knowledgeBaseID: query.knowledgeBaseID } : {}),
        // 0 names the top level (no category).
        ...(query.knowledgeCategoryID !== undefined
          ? { knowledgeCategoryID: query.knowledgeCategoryID === 0 ? null : query.knowledgeCategoryID }
          : {}),
        includeSubcategories: query.includeSubcategories,
        ...(query.featured !== undefined ? { featured: query.featured } : {}),
        ...(status ? { status } : {}),
        sort: query.sort,
        page: query.page,
        limit: query.limit,
        ...(query.locale ? { locale: query.locale } : {}),
        ...(query.expand ? { expand: query.expand } : {}),
      });
      setPagingHeaders(request, reply, {
        page: query.page ?? ARTICLE_LIST_DEFAULTS.page,
        limit: query.limit ?? ARTICLE_LIST_DEFAULTS.limit,
        total,
      });
      return articles;
    },
  );

  app.get<{ Params: RecordIDParams; Querystring: ArticleGetQuery }>(
    "/articles/:id",
    {
      schema: {
        params,
        querystring: ref("article-get-query"),
        response: { 200: ref("article"), ...errorResponses },
      },
    },
    async (request) => {
      const ctx = contextOf(request);
      return getArticle(ctx, request.params.id, {
        locale: request.query.locale,
        expand: request.query.expand,
        voterKey: voterKeyOf(ctx, visitorIDOf(request)),
      });
    },
  );

  app.get<{ Params: RecordIDParams; Querystring: ArticleRelatedQuery }>(
    "/articles/:id/related",
    {
      schema: {
        params,
        querystring: ref("article-related-query"),
        response: { 200: listOf("article"), ...errorResponses },
      },
    },
    async (request) => relatedArticles(contextOf(request), request.params.id, request.query.limit),
  );

  app.get<{ Params: RecordIDParams }>(
    "/discussions/:id/articles",
    { schema: { params, response: { 200: listOf("article"), ...errorResponses } } },
    async (request) => {
      const ctx = contextOf(request);
      await readableDiscussion(ctx, request.params.id);
      return articlesFromDiscussion(ctx, request.params.id);
    },
  );
};
