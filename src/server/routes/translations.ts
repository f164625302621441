// Content translations (docs/reference/localisation.md#content-translations), all site.manage: GET
// /translations/{resource}, PATCH /translations/{resource} (store), PATCH /translations/{resource}/remove, and POST
// /translations/{resource}/machine (pre-fill from the locale's machine translation service).
import type { FastifyPluginAsync } from "fastify";
import type { MachineTranslationPost } from "../../types/generated/api/machine-translation-post";
import type { TranslationListQuery } from "../../types/generated/api/translation-list-query";
import type { TranslationPatch } from "../../types/generated/api/translation-patch";
import type { TranslationRemove } from "../../types/generated/api/translation-remove";
import type { TranslationResourceParams } from "../../types/generated/api/translation-resource-params";
import { ApiError } from "../http/errors";
import { errorResponses, ref } from "../http/schemas";
import {
  listTranslations,
  patchTranslations,
  removeTranslations,
} from "../services/localisation/content-translations";
import { serviceFailure, translatorForLocale } from "../services/translation/service-settings";
import { requireSiteManage } from "./layouts-read";

export const translationRoutes: FastifyPluginAsync = async (app) => {
  const params = ref("translation-resource-params");
  const list = { type: "array", items: ref("translation") } as const;

  app.get<{ Params: TranslationResourceParams; Querystring: TranslationListQuery }>(
    "/translations/:resource",
    {
      schema: {
        params,
        querystring: ref("translation-list-query"),
        response: { 200: list, ...errorResponses },
      },
    },
    async (request) => {
      requireSiteManage(request);
      return listTranslations(app.db, request.params.resource, request.query);
    },
  );

  app.patch<{ Params: TranslationResourceParams; Body: TranslationPatch }>(
    "/translations/:resource",
    { schema: { params, body: ref("translation-patch"), response: { 200: list, ...errorResponses } } },
    async (request) => {
      requireSiteManage(request);
      return patchTranslations(app.db, request.params.resource, request.body, request.viewer.user.userID);
    },
  );

  app.patch<{ Params: TranslationResourceParams; Body: TranslationRemove }>(
    "/translations/:resource/remove",
    {
      schema: {
        params,
        body: ref("translation-remove"),
        response: { 204: { type: "null" }, ...errorResponses },
      },
    },
    async (request, reply) => {
      requireSiteManage(request);
      await removeTranslations(app.db, request.params.resource, request.body);
      return reply.code(204).send();
    },
  );

  app.post<{ Params: TranslationResourceParams; Body: MachineTranslationPost }>(
    "/translations/:resource/machine",
    {
      schema: {
        params,
        body: ref("machine-translation-post"),
        response: { 200: ref("machine-translation"), ...errorResponses },
      },
    },
    async (request) => {
      requireSiteManage(request);
      const { locale, properties } = request.body;
      const translator = await translatorForLocale(app.db, locale);
      if (!translator) throw new ApiError(409, "No translation service translates into this language.");
      const html = properties.some((property) => property.format === "html");
      try {
        const result = await translator.translate({
          texts: properties.map((property) => property.sourceText),
          from: "en",
          to: locale,
          format: html ? "html" : "text",
        });
        return {
          locale,
          service: translator.type,
          translations: properties.map((property, index) => ({
            translationPropertyKey: property.translationPropertyKey,
            translation: result.texts[index] ?? "",
          })),
        };
      } catch (error) {
        throw serviceFailure(error);
      }
    },
  );
};
