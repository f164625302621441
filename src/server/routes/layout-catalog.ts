// GET /layouts/catalog and /layouts/schema (docs/reference/layout-widgets.md#catalogue,
// docs/reference/layout-widgets.md#document-schema): what a layout author may use, and a JSON Schema of a whole
// document, for any viewer (they describe the product, not the site's data).
import type { FastifyInstance } from "fastify";
import { fieldErrors } from "../http/errors";
import { errorResponses, ref } from "../http/schemas";
import { buildLayoutCatalog } from "../layouts/catalog-api";
import { buildDocumentSchema } from "../layouts/document-schema";
import { knownViewTypes } from "../layouts/views";
import { disabledWidgets, withoutWidgets } from "../services/addons-layout";

const viewTypeQuery = {
  type: "object",
  properties: { layoutViewType: { type: "string", minLength: 1, maxLength: 40 } },
} as const;

function checkViewType(layoutViewType: string, allowAll: boolean): void {
  if ((allowAll && layoutViewType === "all") || knownViewTypes().includes(layoutViewType)) return;
  throw fieldErrors(400, [
    {
      field: "layoutViewType",
      code: "enum",
      message: 'Unknown layout view type "{layoutViewType}".',
      values: { layoutViewType },
    },
  ]);
}

export async function layoutCatalogRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: { layoutViewType?: string } }>(
    "/layouts/catalog",
    { schema: { querystring: viewTypeQuery, response: { 200: ref("layout-catalog"), ...errorResponses } } },
    async (request) => {
      const layoutViewType = request.query.layoutViewType ?? "all";
      checkViewType(layoutViewType, true);
      // Switched-off addons' widgets are not offered (services/addons-layout.ts).
      return withoutWidgets(buildLayoutCatalog(layoutViewType), await disabledWidgets(app.db));
    },
  );

  app.get<{ Querystring: { layoutViewType?: string } }>(
    "/layouts/schema",
    { schema: { querystring: viewTypeQuery } },
    async (request) => {
      const { layoutViewType } = request.query;
      if (layoutViewType !== undefined) checkViewType(layoutViewType, false);
      return buildDocumentSchema(layoutViewType ?? null);
    },
  );
}
