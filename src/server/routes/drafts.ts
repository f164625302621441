// The signed-in member's drafts (docs/reference/api-conventions.md#other-call-families Drafts): GET /drafts (own
// only; filters; paging in headers), GET /drafts/{id}, GET /drafts/{id}/edit, POST /drafts, PATCH /drafts/{id},
// DELETE /drafts/{id}, PATCH /drafts/schedule/{id}, PATCH /drafts/cancel-schedule/{id}. Guests get 401; another
// member's draft, 404.
import type { FastifyPluginAsync } from "fastify";
import type { DraftListQuery } from "../../types/generated/api/draft-list-query";
import type { DraftPatch } from "../../types/generated/api/draft-patch";
import type { DraftPost } from "../../types/generated/api/draft-post";
import type { DraftSchedule } from "../../types/generated/api/draft-schedule";
import type { RecordIDParams } from "../../types/generated/api/record-id-params";
import { signInRequired } from "../http/errors";
import { setPagingHeaders } from "../http/pagination";
import { errorResponses, ref } from "../http/schemas";
import { isSignedIn } from "../services/context";
import { createDraft, deleteDraft, getDraft, listDrafts, updateDraft } from "../services/drafts/drafts";
import { cancelSchedule, scheduleDraft } from "../services/drafts/schedule-draft";
import { pageRequest } from "../services/paging";
import { contextOf } from "./support";

const one = { 200: ref("draft"), ...errorResponses };
const idParams = ref("record-id-params");

export const draftRoutes: FastifyPluginAsync = async (app) => {
  app.addHook("preHandler", async (request) => {
    if (!isSignedIn(request.viewer)) throw signInRequired();
  });

  app.get<{ Querystring: DraftListQuery }>(
    "/drafts",
    {
      schema: {
        querystring: ref("draft-list-query"),
        response: { 200: { type: "array", items: ref("draft") }, ...errorResponses },
      },
    },
    async (request, reply) => {
      const page = pageRequest(request.query.page, request.query.limit, { page: 1, limit: 30 }, 100);
      const { items, paging } = await listDrafts(contextOf(request), request.query, page);
      setPagingHeaders(request, reply, paging);
      return items;
    },
  );

  app.get<{ Params: RecordIDParams }>(
    "/drafts/:id",
    { schema: { params: idParams, response: one } },
    async (request) => getDraft(contextOf(request), request.params.id),
  );

  // The editing form's read: the same record (the form restores body, format and draftMeta from it).
  app.get<{ Params: RecordIDParams }>(
    "/drafts/:id/edit",
    { schema: { params: idParams, response: one } },
    async (request) => getDraft(contextOf(request), request.params.id),
  );

  app.post<{ Body: DraftPost }>(
    "/drafts",
    { schema: { body: ref("draft-post"), response: { 201: ref("draft"), ...errorResponses } } },
    async (request, reply) => reply.code(201).send(await createDraft(contextOf(request), request.body)),
  );

  app.patch<{ Params: RecordIDParams; Body: DraftPatch }>(
    "/drafts/:id",
    { schema: { params: idParams, body: ref("draft-patch"), response: one } },
    async (request) => updateDraft(contextOf(request), request.params.id, request.body),
  );

  app.delete<{ Params: RecordIDParams }>(
    "/drafts/:id",
    { schema: { params: idParams, response: errorResponses } },
    async (request, reply) => {
      await deleteDraft(contextOf(request), request.params.id);
      return reply.code(204).send();
    },
  );

  app.patch<{ Params: RecordIDParams; Body: DraftSchedule }>(
    "/drafts/schedule/:id",
    { schema: { params: idParams, body: ref("draft-schedule"), response: one } },
    async (request) => scheduleDraft(contextOf(request), request.params.id, request.body),
  );

  app.patch<{ Params: RecordIDParams }>(
    "/drafts/cancel-schedule/:id",
    { schema: { params: idParams, response: one } },
    async (request) => cancelSchedule(contextOf(request), request.params.id),
  );
};
