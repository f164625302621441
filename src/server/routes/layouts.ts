// GET /layouts/lookup-hydrate: the layout for a page (layout-format §2.3), hydrated for the viewer.
import type { FastifyInstance } from "fastify";
import layoutQuerySchema from "../../../schemas/layout/layout-query.schema.json";
import type { LayoutQuery } from "../../types/generated/layout/layout-query";
import { fieldErrors, notFound } from "../http/errors";
import { lookupHydrate } from "../layouts/hydrate-layout";
import { LayoutNotFoundError } from "../layouts/lookup";
import { InvalidLayoutParamsError } from "../layouts/params";
import type { ServiceContext } from "../services/context";
import type { SiteConfig } from "../site-config";

/** Runs lookup-hydrate and turns its expected failures into API errors (400 bad params, 404 unknown layout). */
export async function lookupHydrateOrFail(services: ServiceContext, site: SiteConfig, query: LayoutQuery) {
  try {
    return await lookupHydrate(services, site, query);
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

export async function layoutsRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: LayoutQuery }>(
    "/layouts/lookup-hydrate",
    { schema: { querystring: { ...layoutQuerySchema, $id: undefined } } },
    async (request) =>
      lookupHydrateOrFail({ db: app.db, viewer: request.viewer }, app.siteConfig, request.query),
  );
}
