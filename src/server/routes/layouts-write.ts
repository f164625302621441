// POST /layouts, PATCH and DELETE /layouts/{id} (docs/reference/layout-documents.md#layout-api). Documents are migrated
// to the current format and validated whole before anything is written; templates are immutable; a layout in use
// cannot be deleted.
import type { FastifyInstance } from "fastify";
import layoutInputSchema from "../../../schemas/api/layout-input.schema.json";
import layoutPatchSchema from "../../../schemas/api/layout-patch.schema.json";
import type { LayoutInput } from "../../types/generated/api/layout-input";
import type { LayoutPatch } from "../../types/generated/api/layout-patch";
import { ApiError, type FieldError, fieldErrors } from "../http/errors";
import { layoutResponses } from "../http/layout-responses";
import { customPageDeleteError, viewTypeChangeError } from "../layouts/custom-page-layouts";
import { stripEditorIDs } from "../layouts/editor-ids";
import { migrateLayoutParts, UnsupportedFormatVersionError } from "../layouts/migrations";
import { recordPublishedRevision } from "../layouts/revisions";
import { DEFAULT_TITLE_BAR, deleteLayout, insertLayout, updateLayout, viewKey } from "../layouts/store";
import { checkLayoutDocument } from "../layouts/validate-document";
import { hasViews, knownViewTypes } from "../layouts/views";
import { type IdParams, idParamsSchema, layoutOr404, requireSiteManage } from "./layouts-read";

type JsonObject = Record<string, unknown>;

export interface CheckedDocument {
  layout: unknown[];
  titleBar: JsonObject;
  /** The keys the schemas do not model, dropped from layout and titleBar; answered with the saved layout. */
  warnings: FieldError[];
}

function viewTypeError(layoutViewType: string): ApiError | null {
  if (knownViewTypes().includes(layoutViewType)) return null;
  return fieldErrors(400, [
    {
      field: "layoutViewType",
      code: "enum",
      message: 'Unknown layout view type "{layoutViewType}".',
      values: { layoutViewType },
    },
  ]);
}

/**
 * Migrates a submitted document to the current format and validates it; 400 with every error by path. Unknown
 * keys are not errors: they are dropped from what is returned, each with a warning.
 */
export function checkedDocument(input: {
  layoutViewType: string;
  formatVersion?: number | undefined;
  layout: unknown[];
  titleBar?: JsonObject | undefined;
}): CheckedDocument {
  const unknownType = viewTypeError(input.layoutViewType);
  if (unknownType) throw unknownType;
  let migrated: { layout: unknown[]; titleBar?: JsonObject | null | undefined };
  try {
    migrated = migrateLayoutParts({
      formatVersion: input.formatVersion,
      layout: input.layout,
      titleBar: input.titleBar ?? DEFAULT_TITLE_BAR,
    });
  } catch (error) {
    if (!(error instanceof UnsupportedFormatVersionError)) throw error;
    throw fieldErrors(400, [
      {
        field: "formatVersion",
        code: "maximum",
        // The migration's own words (src/lib/layout/migrations), as a message key.
        message: "Unsupported layout format version {version}.",
        values: { version: String(input.formatVersion) },
      },
    ]);
  }
  const doc = { layout: migrated.layout, titleBar: migrated.titleBar ?? DEFAULT_TITLE_BAR };
  const { errors, warnings, document } = checkLayoutDocument({
    layoutViewType: input.layoutViewType,
    ...doc,
  });
  if (errors.length > 0) {
    // The problem's own words: the layout rules' (src/lib/layout/validate-document.ts).
    throw new ApiError(400, "The layout is not valid: {field}: {problem}", {
      values: { field: errors[0]?.field ?? "", problem: errors[0]?.message ?? "" },
      errors: fieldErrors(400, errors).errors,
    });
  }
  return { layout: document.layout as unknown[], titleBar: document.titleBar as JsonObject, warnings };
}

const notMutable = () => new ApiError(422, "Layout is not mutable.");

/** A saved layout, with the warnings of its save when there are some. */
function withWarnings<T extends object>(saved: T, warnings: FieldError[]): T & { warnings?: FieldError[] } {
  return warnings.length > 0 ? { ...saved, warnings } : saved;
}

export async function layoutsWriteRoutes(app: FastifyInstance): Promise<void> {
  app.post<{ Body: LayoutInput }>(
    "/layouts",
    { schema: { body: { ...layoutInputSchema, $id: undefined }, response: layoutResponses.created } },
    async (request, reply) => {
      requireSiteManage(request);
      const { name, layoutViewType } = request.body;
      const { warnings, ...doc } = checkedDocument(stripEditorIDs(request.body));
      const userID = request.viewer.user.userID;
      // The new layout's document is its revision 1, published.
      const created = await app.db.transaction(async (tx) => {
        const layout = await insertLayout(tx, { name, layoutViewType, ...doc }, userID);
        await recordPublishedRevision(tx, Number(layout.layoutID), { name, ...doc }, userID);
        return layout;
      });
      return reply.code(201).send(withWarnings(created, warnings));
    },
  );

  app.patch<{ Params: IdParams; Body: LayoutPatch }>(
    "/layouts/:id",
    {
      schema: {
        params: idParamsSchema,
        body: { ...layoutPatchSchema, $id: undefined },
        response: layoutResponses.full,
      },
    },
    async (request) => {
      requireSiteManage(request);
      const existing = await layoutOr404(request, request.params.id);
      if (existing.ref.kind !== "stored") throw notMutable();
      const typeChange = viewTypeChangeError(existing.layoutViewType, request.body.layoutViewType);
      if (typeChange) throw typeChange;
      const { name, layout, titleBar, formatVersion } = stripEditorIDs(request.body);
      const patch: { name?: string; layout?: unknown[]; titleBar?: JsonObject } = {};
      let warnings: FieldError[] = [];
      if (name !== undefined) patch.name = name;
      if (layout !== undefined || titleBar !== undefined) {
        // The whole document is validated, even when only one part changes.
        const doc = checkedDocument({
          layoutViewType: existing.layoutViewType,
          formatVersion: layout !== undefined ? formatVersion : undefined,
          layout: layout ?? existing.layout,
          titleBar: titleBar ?? existing.titleBar,
        });
        // Both parts are written back: the row's formatVersion then describes all of it.
        patch.layout = doc.layout;
        patch.titleBar = doc.titleBar;
        warnings = doc.warnings;
      }
      const userID = request.viewer.user.userID;
      const layoutID = existing.ref.id;
      // A direct update is published at once: it is recorded as a published revision on top of the newest one
      // (so an editor still holding an older base gets a 409 instead of overwriting it).
      const updated = await app.db.transaction(async (tx) => {
        const row = await updateLayout(tx, layoutID, patch, userID);
        if (row) {
          const saved = { name: row.name, layout: row.layout, titleBar: row.titleBar };
          await recordPublishedRevision(tx, layoutID, saved, userID);
        }
        return row;
      });
      if (!updated) throw notMutable();
      return withWarnings(updated, warnings);
    },
  );

  app.delete<{ Params: IdParams }>(
    "/layouts/:id",
    { schema: { params: idParamsSchema } },
    async (request, reply) => {
      requireSiteManage(request);
      const existing = await layoutOr404(request, request.params.id);
      if (existing.ref.kind !== "stored") throw notMutable();
      const ofPage = await customPageDeleteError(app.db, viewKey(existing.ref));
      if (ofPage) throw ofPage;
      if (await hasViews(app.db, viewKey(existing.ref)))
        throw new ApiError(422, "Active layout cannot be deleted.");
      await deleteLayout(app.db, existing.ref.id);
      return reply.code(204).send();
    },
  );
}
