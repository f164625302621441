// GET /addons?type= and PATCH /addons/{addonID} (settings.manage; spec 000 §7), and the gate that answers a
// switched-off addon's routes 404 as if they did not exist (src/lib/addons.ts, docs/reference/addons.md).
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from "fastify";
import { addonByID, disabledAddonOf } from "../../lib/addons";
import type { AddonListQuery } from "../../types/generated/api/addon-list-query";
import type { AddonParams } from "../../types/generated/api/addon-params";
import type { AddonPatch } from "../../types/generated/api/addon-patch";
import { requestTranslate } from "../http/error-handler";
import { ApiError, notFound, permissionDenied, signInRequired } from "../http/errors";
import { API_PREFIX } from "../http/openapi";
import { errorResponses, ref } from "../http/schemas";
import { enabledAddons, listAddons, presentAddon, setAddonEnabled } from "../services/addons";
import { auditActorOf } from "../services/audit-log";
import { isSignedIn } from "../services/context";

function requireSettingsManage(request: FastifyRequest): void {
  if (!isSignedIn(request.viewer)) throw signInRequired();
  if (!request.viewer.permissions.has("settings.manage")) throw permissionDenied();
}

export const addonRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Querystring: AddonListQuery }>(
    "/addons",
    {
      schema: {
        querystring: ref("addon-list-query"),
        response: { 200: { type: "array", items: ref("addon") }, ...errorResponses },
      },
    },
    async (request) => {
      requireSettingsManage(request);
      return listAddons(app.db, await requestTranslate(request), request.query.type);
    },
  );

  app.patch<{ Params: AddonParams; Body: AddonPatch }>(
    "/addons/:addonID",
    {
      schema: {
        params: ref("addon-params"),
        body: ref("addon-patch"),
        response: { 200: ref("addon"), ...errorResponses },
      },
    },
    async (request, reply) => {
      requireSettingsManage(request);
      const addon = addonByID(request.params.addonID);
      if (!addon)
        throw new ApiError(404, "Addon not found.", { values: { addonID: request.params.addonID } });
      const auditLogID = await setAddonEnabled(app.db, addon, request.body.enabled, auditActorOf(request));
      reply.header("x-audit-log-id", String(auditLogID));
      return presentAddon(addon, request.body.enabled, await requestTranslate(request));
    },
  );
};

/** The route's pattern without the API prefix, as src/lib/addons.ts names routes. */
function routePattern(request: FastifyRequest): string {
  const url = request.routeOptions.url ?? "";
  return url.startsWith(API_PREFIX) ? url.slice(API_PREFIX.length) : url;
}

async function refuseDisabled(
  app: FastifyInstance,
  request: FastifyRequest,
  withData: boolean,
): Promise<void> {
  const url = routePattern(request);
  if (url === "" || url === "/addons" || url === "/addons/:addonID" || url === "/config") return;
  const enabled = await enabledAddons(app.db);
  const owner = disabledAddonOf(
    { method: request.method, url, body: request.body, query: request.query },
    enabled,
    withData,
  );
  if (owner) throw notFound("Endpoint");
}

/**
 * A switched-off addon's routes answer 404: before anything else for a route it owns whole, after validation for a
 * route it owns by the body or query (POST /discussions {type: "question"}). Registered first in the API scope and
 * not encapsulated (skip-override), so its hooks run for every API route.
 */
export const addonGate: FastifyPluginAsync = async (app) => {
  app.addHook("onRequest", async (request) => refuseDisabled(app, request, false));
  app.addHook("preHandler", async (request) => refuseDisabled(app, request, true));
};
Object.assign(addonGate, { [Symbol.for("skip-override")]: true });
