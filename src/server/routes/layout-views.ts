// GET/PUT/DELETE /layouts/{id}/views (docs/reference/layout-documents.md#views): where a layout applies. PUT replaces
// every view of the layout; a target (view type, record type, record id) taken from another layout moves to this one.
import type { FastifyInstance, FastifyRequest } from "fastify";
import layoutViewInputSchema from "../../../schemas/api/layout-view-input.schema.json";
import type { LayoutViewInput } from "../../types/generated/api/layout-view-input";
import { fieldErrors } from "../http/errors";
import { errorResponses, listOf } from "../http/schemas";
import { viewKey } from "../layouts/store";
import { checkViewInput, deleteViews, listViews, replaceViews } from "../layouts/views";
import { type IdParams, idParamsSchema, layoutOr404, requireSiteManage } from "./layouts-read";

function expandsRecord(expand: unknown): boolean {
  return typeof expand === "string" && expand.split(",").some((part) => ["record", "all"].includes(part));
}

/** `layoutViewIDs=1,2` or `layoutViewIDs[]=1&layoutViewIDs[]=2`; undefined = all of the layout's views. */
function parseViewIDs(value: unknown): number[] | undefined {
  if (value === undefined) return undefined;
  const parts = (Array.isArray(value) ? value : [value]).flatMap((part) => String(part).split(","));
  const ids = parts.filter((part) => part.trim() !== "").map(Number);
  if (ids.some((id) => !Number.isInteger(id) || id < 1 || id > 2147483647)) {
    throw fieldErrors(400, [
      { field: "layoutViewIDs", code: "type", message: "layoutViewIDs must be a list of view IDs." },
    ]);
  }
  return ids;
}

function siteSectionName(request: FastifyRequest): string {
  return request.server.siteConfig.title;
}

export async function layoutViewsRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Params: IdParams; Querystring: { expand?: string } }>(
    "/layouts/:id/views",
    { schema: { params: idParamsSchema, response: { 200: listOf("layout-view"), ...errorResponses } } },
    async (request) => {
      requireSiteManage(request);
      const layout = await layoutOr404(request, request.params.id);
      return listViews(app.db, [viewKey(layout.ref)], {
        records: expandsRecord(request.query.expand),
        siteSectionName: siteSectionName(request),
      });
    },
  );

  app.put<{ Params: IdParams; Body: LayoutViewInput }>(
    "/layouts/:id/views",
    {
      schema: {
        params: idParamsSchema,
        body: { ...layoutViewInputSchema, $id: undefined },
        response: { 201: listOf("layout-view"), ...errorResponses },
      },
    },
    async (request, reply) => {
      requireSiteManage(request);
      const layout = await layoutOr404(request, request.params.id);
      const problem = await checkViewInput(
        app.db,
        layout.layoutViewType,
        request.body,
        siteSectionName(request),
      );
      if (problem) throw fieldErrors(problem.status, problem.errors);
      const key = viewKey(layout.ref);
      await replaceViews(
        app.db,
        { layoutID: key, layoutViewType: layout.layoutViewType },
        request.body,
        request.viewer.user.userID,
      );
      const views = await listViews(app.db, [key], {
        records: true,
        siteSectionName: siteSectionName(request),
      });
      return reply.code(201).send(views);
    },
  );

  app.delete<{ Params: IdParams; Querystring: { layoutViewIDs?: unknown } }>(
    "/layouts/:id/views",
    { schema: { params: idParamsSchema } },
    async (request, reply) => {
      requireSiteManage(request);
      const layout = await layoutOr404(request, request.params.id);
      await deleteViews(app.db, viewKey(layout.ref), parseViewIDs(request.query.layoutViewIDs));
      return reply.code(204).send();
    },
  );
}
