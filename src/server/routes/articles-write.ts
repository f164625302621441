// Articles, write side (docs/reference/knowledge-base.md#api), for editors of the knowledge base (articles.add):
// create, change (a revision per content save, in a locale), delete (restorable), feature, move, and convert a
// discussion or its accepted answer (moderators of its category who also write in the knowledge base).
import type { FastifyPluginAsync } from "fastify";
import type { ArticleFeaturedPut } from "../../types/generated/api/article-featured-put";
import type { ArticleFromDiscussionPost } from "../../types/generated/api/article-from-discussion-post";
import type { ArticleMovePatch } from "../../types/generated/api/article-move-patch";
import type { ArticlePatch } from "../../types/generated/api/article-patch";
import type { ArticlePost } from "../../types/generated/api/article-post";
import type { RecordIDParams } from "../../types/generated/api/record-id-params";
import { errorResponses, ref } from "../http/schemas";
import { moveArticle, setArticleFeatured } from "../services/knowledge/article-curation";
import { createArticle, deleteArticle, updateArticle } from "../services/knowledge/article-writes";
import { convertDiscussion } from "../services/knowledge/convert-discussion";
import { contextOf } from "./support";

export const articleWriteRoutes: FastifyPluginAsync = async (app) => {
  const params = ref("record-id-params");
  const one = { 200: ref("article"), ...errorResponses };
  const created = { 201: ref("article"), ...errorResponses };

  app.post<{ Body: ArticlePost }>(
    "/articles",
    { schema: { body: ref("article-post"), response: created } },
    async (request, reply) => {
      const article = await createArticle(contextOf(request), request.body);
      reply.code(201);
      return article;
    },
  );

  app.patch<{ Params: RecordIDParams; Body: ArticlePatch }>(
    "/articles/:id",
    { schema: { params, body: ref("article-patch"), response: one } },
    async (request) => updateArticle(contextOf(request), request.params.id, request.body),
  );

  app.delete<{ Params: RecordIDParams }>(
    "/articles/:id",
    { schema: { params, response: { 204: { type: "null" }, ...errorResponses } } },
    async (request, reply) => {
      await deleteArticle(contextOf(request), request.params.id);
      reply.code(204);
    },
  );

  app.put<{ Params: RecordIDParams; Body: ArticleFeaturedPut }>(
    "/articles/:id/featured",
    { schema: { params, body: ref("article-featured-put"), response: one } },
    async (request) => setArticleFeatured(contextOf(request), request.params.id, request.body),
  );

  app.patch<{ Params: RecordIDParams; Body: ArticleMovePatch }>(
    "/articles/:id/move",
    { schema: { params, body: ref("article-move-patch"), response: one } },
    async (request) => moveArticle(contextOf(request), request.params.id, request.body),
  );

  app.post<{ Body: ArticleFromDiscussionPost }>(
    "/articles/from-discussion",
    { schema: { body: ref("article-from-discussion-post"), response: created } },
    async (request, reply) => {
      const article = await convertDiscussion(contextOf(request), request.body);
      reply.code(201);
      return article;
    },
  );
};
