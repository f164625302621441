// GET /discussions/{id}/translation and GET /comments/{id}/translation (anyone who may read the post): the post in
// the reader's language through the locale's machine translation service (docs/reference/localisation.md).
import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import type { PostTranslationQuery } from "../../types/generated/api/post-translation-query";
import { signInRequired } from "../http/errors";
import { errorResponses, ref } from "../http/schemas";
import { requestLocale } from "../i18n/request-locale";
import { isSignedIn } from "../services/context";
import { translatePost } from "../services/translation/post-translations";
import { contextOf } from "./support";

const params = {
  type: "object",
  required: ["id"],
  additionalProperties: false,
  properties: { id: { type: "integer", minimum: 1, maximum: 2147483647 } },
} as const;

type TranslationRequest = FastifyRequest<{ Params: { id: number }; Querystring: PostTranslationQuery }>;

export const postTranslationRoutes: FastifyPluginAsync = async (app) => {
  const schema = {
    params,
    querystring: ref("post-translation-query"),
    response: { 200: ref("post-translation"), ...errorResponses },
  };
  // Each new translation costs the site a call to a paid service: members only, and a few a minute each.
  const config = { rateLimit: { max: 30, timeWindow: "1 minute" } };
  const localeOf = async (request: TranslationRequest) => {
    if (!isSignedIn(request.viewer)) throw signInRequired();
    return request.query.locale ?? (await requestLocale(app.db, request));
  };

  app.get<{ Params: { id: number }; Querystring: PostTranslationQuery }>(
    "/discussions/:id/translation",
    { schema, config },
    async (request) =>
      translatePost(contextOf(request), "discussion", request.params.id, await localeOf(request)),
  );

  app.get<{ Params: { id: number }; Querystring: PostTranslationQuery }>(
    "/comments/:id/translation",
    { schema, config },
    async (request) =>
      translatePost(contextOf(request), "comment", request.params.id, await localeOf(request)),
  );
};
