// GET and PATCH /users/{id}/signature: a member's signature, its Markdown source and rendered HTML (spec 001 §6;
// services/signatures-edit.ts decides who may). A change's audit entry id is answered in X-Audit-Log-Id.
import type { FastifyPluginAsync } from "fastify";
import type { RecordIDParams } from "../../types/generated/api/record-id-params";
import type { SignaturePatch } from "../../types/generated/api/signature-patch";
import { errorResponses, ref } from "../http/schemas";
import { auditActorOf } from "../services/audit-log";
import { getSignature, updateSignature } from "../services/signatures-edit";
import { contextOf } from "./support";

export const signatureRoutes: FastifyPluginAsync = async (app) => {
  const params = ref("record-id-params");
  app.get<{ Params: RecordIDParams }>(
    "/users/:id/signature",
    { schema: { params, response: { 200: ref("signature"), ...errorResponses } } },
    async (request) => getSignature(contextOf(request), request.params.id),
  );

  app.patch<{ Params: RecordIDParams; Body: SignaturePatch }>(
    "/users/:id/signature",
    {
      schema: {
        params,
        body: ref("signature-patch"),
        response: { 200: ref("signature"), ...errorResponses },
      },
    },
    async (request, reply) => {
      const { signature, auditLogID } = await updateSignature(
        contextOf(request),
        auditActorOf(request),
        request.params.id,
        request.body.body,
      );
      if (auditLogID !== null) reply.header("x-audit-log-id", String(auditLogID));
      return signature;
    },
  );
};
