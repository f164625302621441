// GET /layouts/lookup-hydrate: the layout for a page (layout-format §2.3), hydrated for the viewer; the same for a
// given layout (GET /layouts/{id}/hydrate) or an unsaved one (POST /layouts/hydrate, previews), and the chunks
// each needs (hydrate-assets).
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import layoutHydrateInputSchema from "../../../schemas/api/layout-hydrate-input.schema.json";
import layoutQuerySchema from "../../../schemas/layout/layout-query.schema.json";
import type { LayoutHydrateInput } from "../../types/generated/api/layout-hydrate-input";
import type { HydratedLayout } from "../../types/generated/layout/hydrated-layout";
import type { LayoutQuery } from "../../types/generated/layout/layout-query";
import type { LayoutRedirect } from "../../types/generated/layout/layout-redirect";
import { fieldErrors, notFound } from "../http/errors";
import { ASSETS_CACHE_CONTROL, hydratedLayoutAssets } from "../layouts/assets";
import { hydrateResolvedLayout, lookupHydrate } from "../layouts/hydrate-layout";
import { LayoutNotFoundError } from "../layouts/lookup";
import { InvalidLayoutParamsError, resolveLayoutParams } from "../layouts/params";
import type { ServiceContext } from "../services/context";
import type { SiteConfig } from "../site-config";
import { type IdParams, idParamsSchema, layoutOr404, requireSiteManage } from "./layouts-read";
import { checkedDocument } from "./layouts-write";
import { contextOf } from "./support";

/** Runs a hydration and turns its expected failures into API errors (400 bad params, 404 unknown layout). */
async function withLayoutErrors<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof InvalidLayoutParamsError) {
      throw fieldErrors(
        400,
        error.fieldErrors.map(({ field, message }) => ({ field, message, code: "invalid" })),
      );
    }
    if (error instanceof LayoutNotFoundError) throw notFound("Layout");
    throw error;
  }
}

/** Runs lookup-hydrate and turns its expected failures into API errors (400 bad params, 404 unknown layout). */
export async function lookupHydrateOrFail(services: ServiceContext, site: SiteConfig, query: LayoutQuery) {
  return withLayoutErrors(() => lookupHydrate(services, site, query));
}

interface HydrateQuery {
  params?: Record<string, unknown>;
}

const hydrateQuerySchema = {
  type: "object",
  properties: { params: { type: "object" }, includeNoScript: { type: "boolean" } },
} as const;

/** A given layout (stored or template) hydrated for the viewer with the page params of the query. */
async function hydrateByID(request: FastifyRequest<{ Params: IdParams; Querystring: HydrateQuery }>) {
  const layout = await layoutOr404(request, request.params.id);
  const { siteConfig } = request.server;
  return withLayoutErrors(async () => {
    const params = resolveLayoutParams(layout.layoutViewType, request.query.params ?? {}, siteConfig);
    return hydrateResolvedLayout(contextOf(request), siteConfig, layout.layoutViewType, params, layout);
  });
}

function sendAssets(reply: FastifyReply, hydrated: HydratedLayout | LayoutRedirect) {
  reply.header("Cache-Control", ASSETS_CACHE_CONTROL);
  // A redirect renders nothing: it needs no chunks.
  return "redirectTo" in hydrated ? { js: [], css: [] } : hydratedLayoutAssets(hydrated);
}

export async function layoutsRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: LayoutQuery }>(
    "/layouts/lookup-hydrate",
    { schema: { querystring: { ...layoutQuerySchema, $id: undefined } } },
    async (request) =>
      lookupHydrateOrFail({ db: app.db, viewer: request.viewer }, app.siteConfig, request.query),
  );

  app.get<{ Querystring: LayoutQuery }>(
    "/layouts/lookup-hydrate-assets",
    { schema: { querystring: { ...layoutQuerySchema, $id: undefined } } },
    async (request, reply) =>
      sendAssets(reply, await lookupHydrateOrFail(contextOf(request), app.siteConfig, request.query)),
  );

  app.get<{ Params: IdParams; Querystring: HydrateQuery }>(
    "/layouts/:id/hydrate",
    { schema: { params: idParamsSchema, querystring: hydrateQuerySchema } },
    hydrateByID,
  );

  app.get<{ Params: IdParams; Querystring: HydrateQuery }>(
    "/layouts/:id/hydrate-assets",
    { schema: { params: idParamsSchema, querystring: hydrateQuerySchema } },
    async (request, reply) => sendAssets(reply, await hydrateByID(request)),
  );

  app.post<{ Body: LayoutHydrateInput }>(
    "/layouts/hydrate",
    { schema: { body: { ...layoutHydrateInputSchema, $id: undefined } } },
    async (request) => {
      requireSiteManage(request);
      const { layoutViewType } = request.body;
      const doc = checkedDocument(request.body);
      return withLayoutErrors(async () => {
        const params = resolveLayoutParams(layoutViewType, request.body.params ?? {}, app.siteConfig);
        const preview = { layoutID: "preview", name: "Preview", layoutViewType, isDefault: false, ...doc };
        return hydrateResolvedLayout(contextOf(request), app.siteConfig, layoutViewType, params, preview);
      });
    },
  );
}
