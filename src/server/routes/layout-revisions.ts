// Layout revisions, site.manage only: list, read, save a draft (409 over a newer revision), publish (422 while the
// revision has problems) and restore. Templates have no revisions and cannot get any: writes answer 422 as every
// other write to a template does.
import type { FastifyInstance, FastifyRequest } from "fastify";
import layoutPublishInputSchema from "../../../schemas/api/layout-publish-input.schema.json";
import layoutRevisionInputSchema from "../../../schemas/api/layout-revision-input.schema.json";
import type { LayoutPublishInput } from "../../types/generated/api/layout-publish-input";
import type { LayoutRevisionInput } from "../../types/generated/api/layout-revision-input";
import { ApiError, fieldErrors, notFound } from "../http/errors";
import { setPagingHeaders } from "../http/pagination";
import { errorResponses, listOf, ref } from "../http/schemas";
import { stripEditorIDs } from "../layouts/editor-ids";
import { migrateLayoutParts, UnsupportedFormatVersionError } from "../layouts/migrations";
import {
  getRevision,
  listRevisions,
  publishRevision,
  restoreRevision,
  saveDraft,
} from "../layouts/revisions";
import { DEFAULT_TITLE_BAR } from "../layouts/store";
import { type IdParams, idParamsSchema, layoutOr404, requireSiteManage } from "./layouts-read";

interface RevisionParams extends IdParams {
  revisionID: number;
}

const revisionParamsSchema = {
  type: "object",
  required: ["id", "revisionID"],
  properties: {
    ...idParamsSchema.properties,
    revisionID: { type: "integer", minimum: 1, maximum: 2147483647 },
  },
} as const;

interface ListQuery {
  page?: number;
  limit?: number;
}

/** Autosaved drafts add up: lists are paged (headers as every list), newest first. */
const DEFAULT_LIMIT = 50;
const listQuerySchema = {
  type: "object",
  additionalProperties: false,
  properties: {
    page: { type: "integer", minimum: 1, maximum: 100000 },
    limit: { type: "integer", minimum: 1, maximum: 100 },
  },
} as const;

const revision = { 200: ref("layout-revision"), ...errorResponses };
const created = { 201: ref("layout-revision"), ...errorResponses };

const body = <T extends { $id?: string }>(schema: T) => ({ ...schema, $id: undefined });

/** The stored layout a revision route names: 404 when unknown, 422 for a template (immutable). */
async function storedLayoutID(request: FastifyRequest, id: string): Promise<number> {
  requireSiteManage(request);
  const layout = await layoutOr404(request, id);
  if (layout.ref.kind !== "stored") throw new ApiError(422, "Layout is not mutable.");
  return layout.ref.id;
}

/** The draft's document in the current format, without editor ids. Drafts are not validated (publish is). */
function draftDocument(input: LayoutRevisionInput) {
  const clean = stripEditorIDs({ layout: input.layout, titleBar: input.titleBar ?? DEFAULT_TITLE_BAR });
  try {
    const migrated = migrateLayoutParts({ formatVersion: input.formatVersion, ...clean });
    return { layout: migrated.layout, titleBar: migrated.titleBar ?? DEFAULT_TITLE_BAR };
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
}

export async function layoutRevisionRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Params: IdParams; Querystring: ListQuery }>(
    "/layouts/:id/revisions",
    {
      schema: {
        params: idParamsSchema,
        querystring: listQuerySchema,
        response: { 200: listOf("layout-revision"), ...errorResponses },
      },
    },
    async (request, reply) => {
      requireSiteManage(request);
      const layout = await layoutOr404(request, request.params.id);
      const page = { page: request.query.page ?? 1, limit: request.query.limit ?? DEFAULT_LIMIT };
      // A template has no revisions: its list is empty rather than an error, so any layout's panel can open.
      const { revisions, paging } =
        layout.ref.kind === "stored"
          ? await listRevisions(app.db, layout.ref.id, page)
          : { revisions: [], paging: { ...page, total: 0 } };
      setPagingHeaders(request, reply, paging);
      return revisions;
    },
  );

  app.get<{ Params: RevisionParams }>(
    "/layouts/:id/revisions/:revisionID",
    { schema: { params: revisionParamsSchema, response: revision } },
    async (request) => {
      requireSiteManage(request);
      const layout = await layoutOr404(request, request.params.id);
      const revision =
        layout.ref.kind === "stored"
          ? await getRevision(app.db, layout.ref.id, request.params.revisionID)
          : null;
      if (!revision) throw notFound("Revision");
      return revision;
    },
  );

  app.post<{ Params: IdParams; Body: LayoutRevisionInput }>(
    "/layouts/:id/revisions",
    { schema: { params: idParamsSchema, body: body(layoutRevisionInputSchema), response: created } },
    async (request, reply) => {
      const layoutID = await storedLayoutID(request, request.params.id);
      const { name, baseRevisionID } = request.body;
      const saved = await saveDraft(
        app.db,
        layoutID,
        { name, baseRevisionID, ...draftDocument(request.body) },
        request.viewer.user.userID,
      );
      return reply.code(201).send(saved);
    },
  );

  app.post<{ Params: IdParams; Body: LayoutPublishInput }>(
    "/layouts/:id/publish",
    { schema: { params: idParamsSchema, body: body(layoutPublishInputSchema), response: revision } },
    async (request) => {
      const layoutID = await storedLayoutID(request, request.params.id);
      return publishRevision(app.db, layoutID, request.body.revisionID, request.viewer.user.userID);
    },
  );

  app.post<{ Params: RevisionParams }>(
    "/layouts/:id/revisions/:revisionID/restore",
    { schema: { params: revisionParamsSchema, response: created } },
    async (request, reply) => {
      const layoutID = await storedLayoutID(request, request.params.id);
      const restored = await restoreRevision(
        app.db,
        layoutID,
        request.params.revisionID,
        request.viewer.user.userID,
      );
      return reply.code(201).send(restored);
    },
  );
}
