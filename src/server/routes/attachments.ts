// Integrations that escalate posts to other systems (docs/reference/integrations.md#api; rules in
// services/integrations/):
//   GET  /attachments/catalog   anyone: the integrations that are on, with the viewer's writeableContentScope
//   GET  /attachments/schema    ?attachmentType&recordType&recordID: the escalation form for a post the viewer may
//                               escalate (signed in; 404 for an integration that is off or a post they cannot read)
//   POST /attachments           {attachmentType, recordType, recordID, ...form}: creates the external item → 201
//   POST /attachments/refresh   {attachmentIDs, onlyStale?}: reads the items again → Attachment[]
import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import type { AttachmentPost } from "../../types/generated/api/attachment-post";
import type { AttachmentRefresh } from "../../types/generated/api/attachment-refresh";
import type { AttachmentSchemaQuery } from "../../types/generated/api/attachment-schema-query";
import { errorResponses, listOf, ref } from "../http/schemas";
import { serverTranslator } from "../i18n/catalogues";
import { requestLocale } from "../i18n/request-locale";
import {
  attachmentFormSchema,
  createAttachment,
  integrationCatalog,
  refreshAttachments,
} from "../services/integrations";
import { contextOf } from "./support";

/** The request's translator: catalogue items and form labels are answered in the reader's language. */
async function translatorOf(request: FastifyRequest) {
  return serverTranslator(await requestLocale(request.server.db, request)).t;
}

export const attachmentRoutes: FastifyPluginAsync = async (app) => {
  app.get(
    "/attachments/catalog",
    { schema: { response: { 200: ref("integration-catalog"), ...errorResponses } } },
    async (request) => integrationCatalog(contextOf(request), await translatorOf(request)),
  );

  app.get<{ Querystring: AttachmentSchemaQuery }>(
    "/attachments/schema",
    {
      schema: {
        querystring: ref("attachment-schema-query"),
        response: { 200: ref("integration-form-schema"), ...errorResponses },
      },
    },
    async (request) =>
      attachmentFormSchema(contextOf(request), request.query, {
        publicUrl: request.server.publicUrl,
        t: await translatorOf(request),
      }),
  );

  app.post<{ Body: AttachmentPost }>(
    "/attachments",
    { schema: { body: ref("attachment-post"), response: { 201: ref("attachment"), ...errorResponses } } },
    async (request, reply) =>
      reply
        .code(201)
        .send(await createAttachment(contextOf(request), request.body, request.server.publicUrl)),
  );

  app.post<{ Body: AttachmentRefresh }>(
    "/attachments/refresh",
    {
      schema: { body: ref("attachment-refresh"), response: { 200: listOf("attachment"), ...errorResponses } },
    },
    async (request) => refreshAttachments(contextOf(request), request.body),
  );
};
