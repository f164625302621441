// A user's preferences for a category (docs/reference/api-conventions.md#other-call-families): GET and PATCH
// /categories/{id}/preferences/{userID}.
import type { FastifyPluginAsync } from "fastify";
import type { CategoryPreferencesParams } from "../../types/generated/api/category-preferences-params";
import type { CategoryPreferencesPatch } from "../../types/generated/api/category-preferences-patch";
import { errorResponses, ref } from "../http/schemas";
import { getCategoryPreferences, patchCategoryPreferences } from "../services/category-follows";
import { contextOf } from "./support";

export const categoryPreferencesRoutes: FastifyPluginAsync = async (app) => {
  const schema = {
    params: ref("category-preferences-params"),
    response: { 200: ref("category-preferences"), ...errorResponses },
  };

  app.get<{ Params: CategoryPreferencesParams }>(
    "/categories/:id/preferences/:userID",
    { schema },
    (request) => getCategoryPreferences(contextOf(request), request.params.id, request.params.userID),
  );

  app.patch<{ Params: CategoryPreferencesParams; Body: CategoryPreferencesPatch }>(
    "/categories/:id/preferences/:userID",
    { schema: { ...schema, body: ref("category-preferences-patch") } },
    (request) =>
      patchCategoryPreferences(contextOf(request), request.params.id, request.params.userID, request.body),
  );
};
