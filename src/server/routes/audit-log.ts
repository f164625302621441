// GET /audit-logs (site.manage): the dashboard's changes, newest first, optionally one record's history
// (?recordType=role&recordID=3); paging in the response headers.
import type { FastifyInstance } from "fastify";
import type { AuditLogQuery } from "../../types/generated/api/audit-log-query";
import { setPagingHeaders } from "../http/pagination";
import { errorResponses, listOf, ref } from "../http/schemas";
import { listAuditLog } from "../services/audit-log";
import { requireSiteManage } from "./layouts-read";

export async function auditLogRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: AuditLogQuery }>(
    "/audit-logs",
    {
      schema: {
        querystring: ref("audit-log-query"),
        response: { 200: listOf("audit-log-entry"), ...errorResponses },
      },
    },
    async (request, reply) => {
      requireSiteManage(request);
      const { entries, paging } = await listAuditLog(app.db, request.query);
      setPagingHeaders(request, reply, paging);
      return entries;
    },
  );
}
