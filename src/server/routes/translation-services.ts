// Machine translation services (docs/reference/localisation.md#machine-translation), site.manage: GET
// /translation-services and PUT /translation-services/{type}. Keys are write-only: no answer ever carries one.
import type { FastifyPluginAsync } from "fastify";
import type { TranslationServiceParams } from "../../types/generated/api/translation-service-params";
import type { TranslationServicePut } from "../../types/generated/api/translation-service-put";
import { errorResponses, ref } from "../http/schemas";
import { listTranslationServices, putTranslationService } from "../services/translation/service-settings";
import { requireSiteManage } from "./layouts-read";

export const translationServiceRoutes: FastifyPluginAsync = async (app) => {
  app.get(
    "/translation-services",
    {
      schema: { response: { 200: { type: "array", items: ref("translation-service") }, ...errorResponses } },
    },
    async (request) => {
      requireSiteManage(request);
      return listTranslationServices(app.db);
    },
  );

  app.put<{ Params: TranslationServiceParams; Body: TranslationServicePut }>(
    "/translation-services/:type",
    {
      schema: {
        params: ref("translation-service-params"),
        body: ref("translation-service-put"),
        response: { 200: ref("translation-service"), ...errorResponses },
      },
    },
    async (request) => {
      requireSiteManage(request);
      return putTranslationService(app.db, request.params.type, request.body, request.viewer.user.userID);
    },
  );
};
