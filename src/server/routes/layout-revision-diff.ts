// GET /layouts/{id}/revisions/{revisionID}/diff?to={otherRevisionID|draft} (site.manage): the semantic diff of two
// revisions (src/lib/layout/semantic-diff.ts, docs/reference/layout-documents.md#semantic-diff), each change also
// said in the request's language, and the JSON Patch. `draft` is what the editor opens: the newest revision when it
// is a draft newer than the published one, else the layout's published document. Templates have no revisions (404).
import type { FastifyInstance, FastifyRequest } from "fastify";
import diffQuerySchema from "../../../schemas/api/layout-revision-diff-query.schema.json";
import { type DiffDocument, diffLayouts, type LayoutChange } from "../../lib/layout/semantic-diff";
import {
  changeName,
  changeSummary,
  type DiffWordsOptions,
  fieldWords,
} from "../../lib/layout/semantic-diff-words";
import { widgetSchemas } from "../../lib/layout/widget-schemas";
import type { LayoutRevisionDiff, Side } from "../../types/generated/api/layout-revision-diff";
import type { LayoutRevisionDiffQuery } from "../../types/generated/api/layout-revision-diff-query";
import { notFound } from "../http/errors";
import { errorResponses, ref } from "../http/schemas";
import { serverTranslator } from "../i18n/catalogues";
import { requestLocale } from "../i18n/request-locale";
import { editState, getRevision } from "../layouts/revisions";
import { type IdParams, idParamsSchema, layoutOr404, requireSiteManage } from "./layouts-read";
import { inlineSchema } from "./password-reset";

interface DiffParams extends IdParams {
  revisionID: number;
}

/** Revision ids are PostgreSQL integers: a larger number names no revision (and must not reach a query). */
const MAX_REVISION_ID = 2147483647;

const paramsSchema = {
  type: "object",
  required: ["id", "revisionID"],
  properties: {
    ...idParamsSchema.properties,
    revisionID: { type: "integer", minimum: 1, maximum: MAX_REVISION_ID },
  },
} as const;

type Compared = DiffDocument & { side: Side };

async function revisionSide(
  request: FastifyRequest,
  layoutID: number,
  revisionID: number,
): Promise<Compared> {
  const revision =
    revisionID <= MAX_REVISION_ID ? await getRevision(request.server.db, layoutID, revisionID) : null;
  if (!revision) throw notFound("Revision");
  const { name, layout, titleBar, status } = revision;
  return { name, layout, titleBar, side: { revisionID, status, name } };
}

/** The editor's document: the newer draft, else the published one. */
async function draftSide(
  request: FastifyRequest,
  layout: Awaited<ReturnType<typeof layoutOr404>>,
  layoutID: number,
): Promise<Compared> {
  const state = await editState(request.server.db, layoutID);
  if (state.draft) {
    const { name, layout: sections, titleBar, revisionID } = state.draft;
    return { name, layout: sections, titleBar, side: { revisionID, status: "draft", name } };
  }
  const { name, layout: sections, titleBar } = layout;
  return {
    name,
    layout: sections,
    titleBar,
    side: { revisionID: state.publishedRevisionID, status: "published", name },
  };
}

function present(change: LayoutChange, words: DiffWordsOptions): LayoutRevisionDiff["changes"][number] {
  return {
    kind: change.kind,
    hydrate: change.hydrate,
    title: change.title,
    name: changeName(change, words),
    summary: changeSummary(change, words),
    from: change.from,
    to: change.to,
    fields: change.fields.map((field) => ({ ...field, words: fieldWords(field, words.t) })),
    widgets: change.widgets,
  };
}

export async function layoutRevisionDiffRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Params: DiffParams; Querystring: LayoutRevisionDiffQuery }>(
    "/layouts/:id/revisions/:revisionID/diff",
    {
      schema: {
        params: paramsSchema,
        querystring: inlineSchema(diffQuerySchema),
        response: { 200: ref("layout-revision-diff"), ...errorResponses },
      },
    },
    async (request): Promise<LayoutRevisionDiff> => {
      requireSiteManage(request);
      const layout = await layoutOr404(request, request.params.id);
      // A template has no revisions: any revision id of it is unknown.
      if (layout.ref.kind !== "stored") throw notFound("Revision");
      const layoutID = layout.ref.id;
      const from = await revisionSide(request, layoutID, request.params.revisionID);
      const { to: other } = request.query;
      const to =
        other === "draft"
          ? await draftSide(request, layout, layoutID)
          : await revisionSide(request, layoutID, Number(other));
      const diff = diffLayouts(from, to);
      const translator = serverTranslator(await requestLocale(app.db, request));
      const words: DiffWordsOptions = {
        t: translator.t,
        nodeName: (hydrate) => translator.text(widgetSchemas.get(hydrate)?.["x-widget"].name ?? hydrate),
      };
      return {
        layoutID,
        from: from.side,
        to: to.side,
        matching: diff.matching,
        changes: diff.changes.map((change) => present(change, words)),
        patch: diff.patch,
      };
    },
  );
}
