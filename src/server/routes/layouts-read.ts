// GET /layouts, /layouts/{id}, /layouts/{id}/edit (docs/reference/layout-documents.md#layout-api): templates and stored
// layouts for the layout editor (site.manage).
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { LayoutFull } from "../../types/generated/api/layout-full";
import type { LayoutMetadata } from "../../types/generated/api/layout-metadata";
import type { LayoutView } from "../../types/generated/api/layout-view";
import { notFound, permissionDenied, signInRequired } from "../http/errors";
import { layoutResponses } from "../http/layout-responses";
import { errorResponses, ref } from "../http/schemas";
import { editState } from "../layouts/revisions";
import { getLayout, type LayoutRef, listLayouts, parseLayoutRef } from "../layouts/store";
import { listViews, viewTypesWithGlobalView } from "../layouts/views";
import { isSignedIn } from "../services/context";

/** Guests 401, members 403: the layout editor's routes need site.manage. */
export function requireSiteManage(request: FastifyRequest): void {
  if (request.viewer.permissions.has("site.manage")) return;
  throw isSignedIn(request.viewer) ? permissionDenied() : signInRequired();
}

export interface IdParams {
  id: string;
}

export const idParamsSchema = {
  type: "object",
  required: ["id"],
  properties: { id: { type: "string", minLength: 1, maxLength: 100 } },
} as const;

/** The layout named by the path, migrated to the current format, or 404. */
export async function layoutOr404(
  request: FastifyRequest,
  id: string,
): Promise<LayoutFull & { ref: LayoutRef }> {
  const ref = parseLayoutRef(id);
  const layout = await getLayout(request.server.db, ref);
  if (!layout) throw notFound("Layout");
  return { ...layout, ref };
}

function expandsViews(expand: unknown): boolean {
  return (
    typeof expand === "string" &&
    expand.split(",").some((part) => ["layoutViews", "all", "true"].includes(part))
  );
}

/** An unapplied template shows as the global default when no layout holds its view type's global view. */
function madeUpView(layout: LayoutMetadata): LayoutView {
  return {
    layoutViewID: -1,
    layoutID: layout.layoutID,
    recordID: -1,
    recordType: "global",
    layoutViewType: layout.layoutViewType,
    insertUserID: layout.insertUserID,
    dateInserted: layout.dateInserted,
  };
}

async function withViews(request: FastifyRequest, list: LayoutMetadata[]): Promise<LayoutMetadata[]> {
  const { db } = request.server;
  const views = await listViews(
    db,
    list.map((layout) => String(layout.layoutID)),
    { records: false, siteSectionName: request.server.siteConfig.title },
  );
  const globals = await viewTypesWithGlobalView(db);
  return list.map((layout) => {
    const own = views.filter((view) => view.layoutID === layout.layoutID);
    if (layout.isDefault && own.length === 0 && !globals.has(layout.layoutViewType))
      own.push(madeUpView(layout));
    return { ...layout, layoutViews: own };
  });
}

export async function layoutsReadRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: { expand?: string } }>(
    "/layouts",
    { schema: { response: layoutResponses.list } },
    async (request) => {
      requireSiteManage(request);
      const list = await listLayouts(app.db);
      return expandsViews(request.query.expand) ? withViews(request, list) : list;
    },
  );

  app.get<{ Params: IdParams; Querystring: { expand?: string } }>(
    "/layouts/:id",
    { schema: { params: idParamsSchema, response: layoutResponses.full } },
    async (request) => {
      requireSiteManage(request);
      const { ref: _ref, ...layout } = await layoutOr404(request, request.params.id);
      if (!expandsViews(request.query.expand)) return layout;
      const [expanded] = await withViews(request, [layout]);
      return { ...layout, layoutViews: expanded?.layoutViews ?? [] };
    },
  );

  app.get<{ Params: IdParams }>(
    "/layouts/:id/edit",
    { schema: { params: idParamsSchema, response: { 200: ref("layout-edit"), ...errorResponses } } },
    async (request) => {
      requireSiteManage(request);
      const layout = await layoutOr404(request, request.params.id);
      const edit = {
        layoutID: layout.layoutID,
        name: layout.name,
        layoutViewType: layout.layoutViewType,
        formatVersion: layout.formatVersion,
        layout: layout.layout,
        titleBar: layout.titleBar,
      };
      // Stored layouts add the revision ids a save names as its base, and the newest draft to resume.
      return layout.ref.kind === "stored" ? { ...edit, ...(await editState(app.db, layout.ref.id)) } : edit;
    },
  );
}
