// GET /layouts/lookup-hydrate: the layout for a page (docs/reference/layout-documents.md#layout-api), hydrated for the
// viewer; the same for a given layout (GET /layouts/{id}/hydrate) or an unsaved one (POST /layouts/hydrate,
// previews, with what hydrating it cost), and the chunks each needs (hydrate-assets).
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import layoutHydrateInputSchema from "../../../schemas/api/layout-hydrate-input.schema.json";
import layoutQuerySchema from "../../../schemas/layout/layout-query.schema.json";
import { mobileHiddenIDs } from "../../lib/layout/mobile-hiding";
import { requestDevice } from "../../lib/request-device";
import type { LayoutHydrateInput } from "../../types/generated/api/layout-hydrate-input";
import type { LayoutPreview } from "../../types/generated/api/layout-preview";
import type { HydratedLayout } from "../../types/generated/layout/hydrated-layout";
import type { LayoutQuery } from "../../types/generated/layout/layout-query";
import type { LayoutRedirect } from "../../types/generated/layout/layout-redirect";
import { noteDiscussionView } from "../cache/notes";
import { varyByDevice } from "../http/cache-policy";
import { fieldErrors, notFound } from "../http/errors";
import { layoutResponses } from "../http/layout-responses";
import { requestLocale } from "../i18n/request-locale";
import { ASSETS_CACHE_CONTROL, hydratedLayoutAssets } from "../layouts/assets";
import { hydrateResolvedLayout, lookupHydrate } from "../layouts/hydrate-layout";
import { createCostMeter } from "../layouts/hydration-cost";
import { LayoutNotFoundError } from "../layouts/lookup";
import { InvalidLayoutParamsError } from "../layouts/params";
import { resolveRecordParams } from "../layouts/record-params";
import { VIEW_AS_SCHEMA, type ViewAs, viewerAs } from "../layouts/view-as";
import type { ServiceContext } from "../services/context";
import { effectiveSiteConfig } from "../services/site-info";
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
        error.fieldErrors.map(({ field, message, values }) => ({ field, message, values, code: "invalid" })),
      );
    }
    if (error instanceof LayoutNotFoundError) throw notFound("Layout");
    throw error;
  }
}

/** Runs lookup-hydrate and turns its expected failures into API errors (400 bad params, 404 unknown layout). */
export async function lookupHydrateOrFail(
  services: ServiceContext,
  site: SiteConfig,
  query: LayoutQuery,
  request?: FastifyRequest,
) {
  // Both callers (the lookup route and the HTML pages) serve a page to a reader: the view counts, also when the
  // guest cache answers the same request again (it is told which discussion was counted).
  const onView = request ? (discussionID: number) => noteDiscussionView(request, discussionID) : undefined;
  // The reader's language (a section's own, else the request's) shows the site's records translated.
  const sectionLocale = typeof query.params?.locale === "string" ? query.params.locale : null;
  const locale =
    services.locale ?? (request ? await requestLocale(services.db, request, sectionLocale) : undefined);
  const reader = locale ? { ...services, locale } : services;
  // A phone gets no node hidden on mobile (docs/reference/layout-documents.md#hiding-on-phones).
  const phone = request !== undefined && requestDevice(request.headers) === "phone";
  return withLayoutErrors(() =>
    lookupHydrate(reader, site, query, {
      countView: true,
      ...(onView ? { onView } : {}),
      ...(phone ? { device: "mobile" as const } : {}),
    }),
  );
}

interface HydrateQuery {
  params?: Record<string, unknown>;
  viewAs?: ViewAs;
}

const hydrateQuerySchema = {
  type: "object",
  properties: { params: { type: "object" }, includeNoScript: { type: "boolean" }, viewAs: VIEW_AS_SCHEMA },
} as const;

/**
 * Who a hydration runs as: the requester, or (editor previews, site.manage only) the viewer `viewAs` names, with
 * that viewer's permissions and roles, so filters and private categories behave as on the live page.
 */
async function hydrationContext(
  request: FastifyRequest,
  viewAs: ViewAs | undefined,
): Promise<ServiceContext> {
  if (viewAs === undefined) return contextOf(request);
  requireSiteManage(request);
  return { db: request.server.db, viewer: await viewerAs(request.server.db, request.viewer, viewAs) };
}

/** A given layout (stored or template) hydrated for the viewer with the page params of the query. */
async function hydrateByID(request: FastifyRequest<{ Params: IdParams; Querystring: HydrateQuery }>) {
  const services = await hydrationContext(request, request.query.viewAs);
  const layout = await layoutOr404(request, request.params.id);
  const { siteConfig } = request.server;
  return withLayoutErrors(async () => {
    // Record params (categoryID, discussionID…) load their records as lookup-hydrate does, as this viewer.
    const input = request.query.params ?? {};
    const params = await resolveRecordParams(services, siteConfig, layout.layoutViewType, input);
    return hydrateResolvedLayout(services, siteConfig, layout.layoutViewType, params, layout);
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
    { schema: { querystring: { ...layoutQuerySchema, $id: undefined }, response: layoutResponses.hydrated } },
    async (request, reply) => {
      varyByDevice(reply);
      return lookupHydrateOrFail(
        { db: app.db, viewer: request.viewer },
        // The configured site name and description, as the first page had them (services/site-info.ts).
        await effectiveSiteConfig(app.db, app.siteConfig),
        request.query,
        request,
      );
    },
  );

  app.get<{ Querystring: LayoutQuery }>(
    "/layouts/lookup-hydrate-assets",
    { schema: { querystring: { ...layoutQuerySchema, $id: undefined }, response: layoutResponses.assets } },
    async (request, reply) => {
      varyByDevice(reply);
      return sendAssets(
        reply,
        await lookupHydrateOrFail(
          contextOf(request),
          await effectiveSiteConfig(app.db, app.siteConfig),
          request.query,
          request,
        ),
      );
    },
  );

  app.get<{ Params: IdParams; Querystring: HydrateQuery }>(
    "/layouts/:id/hydrate",
    {
      schema: { params: idParamsSchema, querystring: hydrateQuerySchema, response: layoutResponses.hydrated },
    },
    hydrateByID,
  );

  app.get<{ Params: IdParams; Querystring: HydrateQuery }>(
    "/layouts/:id/hydrate-assets",
    { schema: { params: idParamsSchema, querystring: hydrateQuerySchema, response: layoutResponses.assets } },
    async (request, reply) => sendAssets(reply, await hydrateByID(request)),
  );

  app.post<{ Body: LayoutHydrateInput }>(
    "/layouts/hydrate",
    { schema: { body: { ...layoutHydrateInputSchema, $id: undefined }, response: layoutResponses.preview } },
    async (request): Promise<LayoutPreview> => {
      requireSiteManage(request);
      const { layoutViewType, device } = request.body;
      // Validation ignores the editor's $editorID keys; the hydrated nodes carry them back as $id. Unknown keys
      // are left out of the preview as they would be of the saved layout (the editor shows their warnings).
      const { layout, titleBar } = checkedDocument(request.body);
      const doc = { layout, titleBar };
      const services = await hydrationContext(request, request.body.viewAs);
      // The cost meter (docs/reference/layout-documents.md#cost-meter): what the page's params and widgets cost.
      // A mobile preview is hydrated as a phone's page view is (docs/reference/layout-documents.md#hiding-on-phones).
      const meter = createCostMeter({ device: device ?? "all", mobileHidden: mobileHiddenIDs(layout) });
      const hydrated = await withLayoutErrors(() =>
        meter.measure(async () => {
          const input = request.body.params ?? {};
          const params = await resolveRecordParams(services, app.siteConfig, layoutViewType, input);
          const preview = { layoutID: "preview", name: "Preview", layoutViewType, isDefault: false, ...doc };
          return hydrateResolvedLayout(services, app.siteConfig, layoutViewType, params, preview, {
            cost: meter,
            ...(device ? { device } : {}),
          });
        }),
      );
      return { ...hydrated, cost: meter.report(hydrated) };
    },
  );
}
