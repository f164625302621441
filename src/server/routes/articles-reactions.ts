// "Was this helpful?" on an article (docs/reference/knowledge-base.md#helpful-votes): every reader of the article
// votes; a guest through the httpOnly visitor cookie their first vote sets. The same answer again takes it back.
import type { FastifyPluginAsync } from "fastify";
import type { ArticleReactionPost } from "../../types/generated/api/article-reaction-post";
import type { RecordIDParams } from "../../types/generated/api/record-id-params";
import { errorResponses, ref } from "../http/schemas";
import {
  removeHelpfulVote,
  requireReadableArticle,
  voteHelpful,
  voterKeyOf,
} from "../services/knowledge/article-reactions";
import { ensureVisitorID, visitorIDOf } from "../services/knowledge/visitor-cookie";
import { contextOf } from "./support";

export const articleReactionRoutes: FastifyPluginAsync = async (app) => {
  const params = ref("record-id-params");
  const votes = { 200: ref("article-reaction-result"), ...errorResponses };

  app.post<{ Params: RecordIDParams; Body: ArticleReactionPost }>(
    "/articles/:id/reactions",
    { schema: { params, body: ref("article-reaction-post"), response: votes } },
    async (request, reply) => {
      const ctx = contextOf(request);
      // Only a readable article gives a guest's browser its visitor ID; a member votes as themselves.
      await requireReadableArticle(ctx, request.params.id);
      const voterKey =
        voterKeyOf(ctx, visitorIDOf(request)) ?? voterKeyOf(ctx, ensureVisitorID(request, reply));
      if (!voterKey) throw new Error("A voter key could not be made.");
      return voteHelpful(ctx, request.params.id, voterKey, request.body.helpful);
    },
  );

  app.delete<{ Params: RecordIDParams }>(
    "/articles/:id/reactions",
    { schema: { params, response: votes } },
    async (request) => {
      const ctx = contextOf(request);
      return removeHelpfulVote(ctx, request.params.id, voterKeyOf(ctx, visitorIDOf(request)));
    },
  );
};
