// GET /config?select=a,b (anyone; x-private keys only for settings.manage) and PATCH /config (settings.manage): the
// keys of schemas/config/site-config.schema.json (docs/reference/configuration.md), a patch checked against it.
import type { FastifyPluginAsync } from "fastify";
import type { ConfigPatch } from "../../types/generated/api/config-patch";
import type { ConfigQuery } from "../../types/generated/api/config-query";
import { fieldErrors, permissionDenied, signInRequired } from "../http/errors";
import { errorResponses, ref } from "../http/schemas";
import {
  configDefaults,
  PRIVATE_CONFIG_KEYS,
  PUBLIC_CONFIG_DEFAULTS,
  readConfig,
  writeConfig,
} from "../services/config";
import { configPatchErrors } from "../services/config-schema";
import { isSignedIn } from "../services/context";
import { invalidateRouteState } from "../services/route-state";

const valuesResponse = { type: "object", additionalProperties: true } as const;

function selectedKeys(select: string | undefined): string[] {
  if (!select) return Object.keys(PUBLIC_CONFIG_DEFAULTS);
  return select
    .split(",")
    .map((key) => key.trim())
    .filter(Boolean);
}

export const configRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Querystring: ConfigQuery }>(
    "/config",
    { schema: { querystring: ref("config-query"), response: { 200: valuesResponse, ...errorResponses } } },
    async (request) => {
      // Secrets (PRIVATE_CONFIG_KEYS, e.g. captcha.secretKey) only for those who manage the settings.
      const mayReadPrivate = request.viewer.permissions.has("settings.manage");
      const keys = selectedKeys(request.query.select).filter(
        (key) => mayReadPrivate || !PRIVATE_CONFIG_KEYS.includes(key),
      );
      return readConfig(app.db, keys, configDefaults(app.siteConfig));
    },
  );

  app.patch<{ Body: ConfigPatch }>(
    "/config",
    { schema: { body: ref("config-patch"), response: { 200: valuesResponse, ...errorResponses } } },
    async (request) => {
      if (!isSignedIn(request.viewer)) throw signInRequired();
      if (!request.viewer.permissions.has("settings.manage")) throw permissionDenied();
      // Every key against schemas/config/site-config.schema.json: errors grouped by key, unknown keys refused.
      const problems = configPatchErrors(request.body);
      if (problems.length > 0) throw fieldErrors(400, problems);
      await writeConfig(app.db, { ...request.body });
      // The flags decide how pages route, the addresses what the chrome links to: the next page must see them.
      invalidateRouteState(app.db);
      return readConfig(app.db, Object.keys(request.body), configDefaults(app.siteConfig));
    },
  );
};
