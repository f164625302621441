// Custom fragment sources (docs/reference/layout-documents.md#fragments-and-special-keys "Fragment scripts and styles
// come from /api/v2/fragments/{uuid}/js and /css"): active fragments only, as an ES module and a stylesheet. Public:
// every page may render a fragment. And the list a layout author chooses from
// (docs/reference/layout-documents.md#fragments-and-special-keys: `?fragmentType=<T>&status=active`), site.manage.
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import type { FragmentListQuery } from "../../types/generated/api/fragment-list-query";
import { notFound } from "../http/errors";
import { errorResponses, listOf, ref } from "../http/schemas";
import { activeFragmentSource, listFragments } from "../services/fragments";
import { requireSiteManage } from "./layouts-read";

interface FragmentParams {
  uuid: string;
}

const paramsSchema = {
  type: "object",
  required: ["uuid"],
  additionalProperties: false,
  properties: { uuid: { type: "string", minLength: 1, maxLength: 100, pattern: "^[A-Za-z0-9-]+$" } },
} as const;

const CONTENT_TYPES = {
  js: "application/javascript; charset=utf-8",
  css: "text/css; charset=utf-8",
} as const;

function serve(part: "js" | "css") {
  return async (request: FastifyRequest<{ Params: FragmentParams }>, reply: FastifyReply) => {
    const source = await activeFragmentSource(request.server.db, request.params.uuid, part);
    if (source === null) throw notFound("Fragment");
    // Fragments change when an author publishes a new revision; a short cache keeps pages fresh.
    return reply
      .header("content-type", CONTENT_TYPES[part])
      .header("cache-control", "public, max-age=60")
      .send(source);
  };
}

export const fragmentRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Querystring: FragmentListQuery }>(
    "/fragments",
    {
      schema: {
        querystring: ref("fragment-list-query"),
        response: { 200: listOf("fragment"), ...errorResponses },
      },
    },
    async (request) => {
      requireSiteManage(request);
      return listFragments(request.server.db, request.query);
    },
  );
  app.get<{ Params: FragmentParams }>(
    "/fragments/:uuid/js",
    { schema: { params: paramsSchema } },
    serve("js"),
  );
  app.get<{ Params: FragmentParams }>(
    "/fragments/:uuid/css",
    { schema: { params: paramsSchema } },
    serve("css"),
  );
};
