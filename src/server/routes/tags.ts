// Tags (docs/reference/curation.md#tags, docs/reference/api-conventions.md#other-call-families): GET /tags?query= (a
// page of tags by name prefix, paging headers), PUT /discussions/{id}/tags (retag a discussion), and the tag
// administration (community.manage): POST /tags, PATCH /tags/{id}, POST /tags/{id}/merge, DELETE /tags/{id}, each
// answering its audit entry's id in X-Audit-Log-Id. All of them belong to the tagging addon: while tagging.enabled is
// off they answer 404 (src/lib/addons.ts).
import type { FastifyPluginAsync } from "fastify";
import type { DiscussionTagsPut } from "../../types/generated/api/discussion-tags-put";
import type { RecordIDParams } from "../../types/generated/api/record-id-params";
import type { TagListQuery } from "../../types/generated/api/tag-list-query";
import type { TagMerge } from "../../types/generated/api/tag-merge";
import type { TagPatch } from "../../types/generated/api/tag-patch";
import type { TagPost } from "../../types/generated/api/tag-post";
import { setPagingHeaders } from "../http/pagination";
import { errorResponses, listOf, ref } from "../http/schemas";
import { auditActorOf } from "../services/audit-log";
import { setDiscussionTags } from "../services/discussion-tags";
import { listTags } from "../services/tags";
import { createTag, deleteTag, mergeTag, renameTag } from "../services/tags-admin";
import { contextOf } from "./support";

const ONE_TAG = { 200: ref("tag"), ...errorResponses };

export const tagRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Querystring: TagListQuery }>(
    "/tags",
    { schema: { querystring: ref("tag-list-query"), response: { 200: listOf("tag"), ...errorResponses } } },
    async (request, reply) => {
      const { items, paging } = await listTags(contextOf(request), request.query);
      setPagingHeaders(request, reply, paging);
      return items;
    },
  );

  app.put<{ Params: RecordIDParams; Body: DiscussionTagsPut }>(
    "/discussions/:id/tags",
    {
      schema: {
        params: ref("record-id-params"),
        body: ref("discussion-tags-put"),
        response: { 200: listOf("tag"), ...errorResponses },
      },
    },
    (request) =>
      setDiscussionTags(contextOf(request), auditActorOf(request), request.params.id, request.body),
  );

  app.post<{ Body: TagPost }>(
    "/tags",
    { schema: { body: ref("tag-post"), response: { 201: ref("tag"), ...errorResponses } } },
    async (request, reply) => {
      const { tag, auditLogID } = await createTag(contextOf(request), auditActorOf(request), request.body);
      return reply.header("x-audit-log-id", String(auditLogID)).code(201).send(tag);
    },
  );

  app.patch<{ Params: RecordIDParams; Body: TagPatch }>(
    "/tags/:id",
    { schema: { params: ref("record-id-params"), body: ref("tag-patch"), response: ONE_TAG } },
    async (request, reply) => {
      const { tag, auditLogID } = await renameTag(
        contextOf(request),
        auditActorOf(request),
        request.params.id,
        request.body.name,
      );
      return reply.header("x-audit-log-id", String(auditLogID)).send(tag);
    },
  );

  app.post<{ Params: RecordIDParams; Body: TagMerge }>(
    "/tags/:id/merge",
    { schema: { params: ref("record-id-params"), body: ref("tag-merge"), response: ONE_TAG } },
    async (request, reply) => {
      const { tag, auditLogID } = await mergeTag(
        contextOf(request),
        auditActorOf(request),
        request.params.id,
        request.body,
      );
      return reply.header("x-audit-log-id", String(auditLogID)).send(tag);
    },
  );

  app.delete<{ Params: RecordIDParams }>(
    "/tags/:id",
    { schema: { params: ref("record-id-params"), response: errorResponses } },
    async (request, reply) => {
      const auditLogID = await deleteTag(contextOf(request), auditActorOf(request), request.params.id);
      return reply.header("x-audit-log-id", String(auditLogID)).code(204).send();
    },
  );
};
