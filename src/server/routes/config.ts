// GET /config?select=a,b (public keys, anyone) and PATCH /config (settings.manage): the custom layout flags and
// the entry addresses.
import type { FastifyPluginAsync } from "fastify";
import type { ConfigPatch } from "../../types/generated/api/config-patch";
import type { ConfigQuery } from "../../types/generated/api/config-query";
import { permissionDenied, signInRequired } from "../http/errors";
import { errorResponses, ref } from "../http/schemas";
import { configDefaults, PUBLIC_CONFIG_DEFAULTS, readConfig, writeConfig } from "../services/config";
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
    async (request) => readConfig(app.db, selectedKeys(request.query.select), configDefaults(app.siteConfig)),
  );

  app.patch<{ Body: ConfigPatch }>(
    "/config",
    { schema: { body: ref("config-patch"), response: { 200: valuesResponse, ...errorResponses } } },
    async (request) => {
      if (!isSignedIn(request.viewer)) throw signInRequired();
      if (!request.viewer.permissions.has("settings.manage")) throw permissionDenied();
      await writeConfig(app.db, { ...request.body });
      // The flags decide how pages route, the addresses what the chrome links to: the next page must see them.
      invalidateRouteState(app.db);
      return readConfig(app.db, Object.keys(request.body), configDefaults(app.siteConfig));
    },
  );
};
