// An article's revisions (docs/reference/knowledge-base.md#revisions), its editors' only (articles.add): the list,
// one revision with its source and rendering, and restoring one as a new revision.
import type { FastifyPluginAsync } from "fastify";
import type { ArticleRevisionListQuery } from "../../types/generated/api/article-revision-list-query";
import type { ArticleRevisionParams } from "../../types/generated/api/article-revision-params";
import type { RecordIDParams } from "../../types/generated/api/record-id-params";
import { errorResponses, listOf, ref } from "../http/schemas";
import {
  getArticleRevision,
  listArticleRevisions,
  restoreArticleRevision,
} from "../services/knowledge/article-revisions";
import { contextOf } from "./support";

export const articleRevisionRoutes: FastifyPluginAsync = async (app) => {
  const params = ref("record-id-params");
  const revisionParams = ref("article-revision-params");

  app.get<{ Params: RecordIDParams; Querystring: ArticleRevisionListQuery }>(
    "/articles/:id/revisions",
    {
      schema: {
        params,
        querystring: ref("article-revision-list-query"),
        response: { 200: listOf("article-revision"), ...errorResponses },
      },
    },
    async (request) => listArticleRevisions(contextOf(request), request.params.id, request.query.locale),
  );

  app.get<{ Params: ArticleRevisionParams }>(
    "/articles/:id/revisions/:articleRevisionID",
    { schema: { params: revisionParams, response: { 200: ref("article-revision"), ...errorResponses } } },
    async (request) =>
      getArticleRevision(contextOf(request), request.params.id, request.params.articleRevisionID),
  );

  app.post<{ Params: ArticleRevisionParams }>(
    "/articles/:id/revisions/:articleRevisionID/restore",
    { schema: { params: revisionParams, response: { 200: ref("article"), ...errorResponses } } },
    async (request) =>
      restoreArticleRevision(contextOf(request), request.params.id, request.params.articleRevisionID),
  );
};
