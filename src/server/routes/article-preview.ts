// POST /articles/preview (docs/reference/knowledge-base.md#the-article-editor): the article editor's Preview, a body
// rendered by the same renderer and sanitizer as published articles, mentions linked; nothing is saved. For those
// who may write articles in some knowledge base (guests 401, others 403).
import type { FastifyPluginAsync } from "fastify";
import type { ArticlePreviewPost } from "../../types/generated/api/article-preview-post";
import { permissionDenied, signInRequired } from "../http/errors";
import { errorResponses, ref } from "../http/schemas";
import { isSignedIn } from "../services/context";
import { knowledgeAccess } from "../services/knowledge/access";
import { renderArticleBodies } from "../services/knowledge/article-body";
import { contextOf } from "./support";

export const articlePreviewRoutes: FastifyPluginAsync = async (app) => {
  app.post<{ Body: ArticlePreviewPost }>(
    "/articles/preview",
    {
      schema: {
        body: ref("article-preview-post"),
        response: { 200: ref("article-preview"), ...errorResponses },
      },
    },
    async (request) => {
      const ctx = contextOf(request);
      if (!isSignedIn(ctx.viewer)) throw signInRequired();
      if ((await knowledgeAccess(ctx)).editableIDs.length === 0) throw permissionDenied();
      const { body, format } = request.body;
      const [html] = await renderArticleBodies(ctx.db, [
        // One cache entry per writer: each preview replaces their last.
        { cacheKey: `preview:${ctx.viewer.user.userID}`, body, format },
      ]);
      return { body: html ?? "" };
    },
  );
};
