// Reports to the moderators (the queue at /dashboard/content/reports; rules in services/reports/):
//   POST  /reports        {recordType, recordID, reason, noteBody}: flag.add with the escalations flag on → 201
//   GET   /reports        community.moderate: statuses (none = open), recordType, recordID; paging in headers
//   PATCH /reports/{id}   community.moderate: {status: escalated | dismissed | resolved}
import type { FastifyPluginAsync } from "fastify";
import type { RecordIDParams } from "../../types/generated/api/record-id-params";
import type { ReportListQuery } from "../../types/generated/api/report-list-query";
import type { ReportPatch } from "../../types/generated/api/report-patch";
import type { ReportPost } from "../../types/generated/api/report-post";
import { setPagingHeaders } from "../http/pagination";
import { errorResponses, listOf, ref } from "../http/schemas";
import { createReport } from "../services/reports/create-report";
import { listReports } from "../services/reports/list-reports";
import { updateReport } from "../services/reports/update-report";
import { contextOf } from "./support";

export const reportRoutes: FastifyPluginAsync = async (app) => {
  app.post<{ Body: ReportPost }>(
    "/reports",
    { schema: { body: ref("report-post"), response: { 201: ref("report"), ...errorResponses } } },
    async (request, reply) => reply.code(201).send(await createReport(contextOf(request), request.body)),
  );

  app.get<{ Querystring: ReportListQuery }>(
    "/reports",
    {
      schema: {
        querystring: ref("report-list-query"),
        response: { 200: listOf("report"), ...errorResponses },
      },
    },
    async (request, reply) => {
      const { items, paging } = await listReports(contextOf(request), request.query);
      setPagingHeaders(request, reply, paging);
      return items;
    },
  );

  app.patch<{ Params: RecordIDParams; Body: ReportPatch }>(
    "/reports/:id",
    {
      schema: {
        params: ref("record-id-params"),
        body: ref("report-patch"),
        response: { 200: ref("report"), ...errorResponses },
      },
    },
    async (request) => updateReport(contextOf(request), request.params.id, request.body),
  );
};
