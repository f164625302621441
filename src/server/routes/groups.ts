// Groups (docs/reference/groups.md#rest): the list and one group for whoever may see them, creation (groups.add),
// changes and deletion (the group's leaders, groups.moderate). A group the viewer may not see answers 404, never 403:
// a secret group's existence does not leak.
import type { FastifyPluginAsync } from "fastify";
import type { GroupListQuery } from "../../types/generated/api/group-list-query";
import type { GroupPatch } from "../../types/generated/api/group-patch";
import type { GroupPost } from "../../types/generated/api/group-post";
import type { RecordIDParams } from "../../types/generated/api/record-id-params";
import { notFound } from "../http/errors";
import { setPagingHeaders } from "../http/pagination";
import { errorResponses, listOf, ref } from "../http/schemas";
import { createGroup, deleteGroup, getGroup, listGroups, patchGroup } from "../services/groups";
import { contextOf } from "./support";

export const groupRoutes: FastifyPluginAsync = async (app) => {
  const one = { 200: ref("group"), ...errorResponses };

  app.get<{ Querystring: GroupListQuery }>(
    "/groups",
    {
      schema: {
        querystring: ref("group-list-query"),
        response: { 200: listOf("group"), ...errorResponses },
      },
    },
    async (request, reply) => {
      const { items, total, page, limit } = await listGroups(contextOf(request), request.query);
      setPagingHeaders(request, reply, { page, limit, total });
      return items;
    },
  );

  app.post<{ Body: GroupPost }>(
    "/groups",
    { schema: { body: ref("group-post"), response: { 201: ref("group"), ...errorResponses } } },
    async (request, reply) => reply.code(201).send(await createGroup(contextOf(request), request.body)),
  );

  app.get<{ Params: RecordIDParams }>(
    "/groups/:id",
    { schema: { params: ref("record-id-params"), response: one } },
    async (request) => {
      const group = await getGroup(contextOf(request), request.params.id);
      if (!group) throw notFound("Group");
      return group;
    },
  );

  app.patch<{ Params: RecordIDParams; Body: GroupPatch }>(
    "/groups/:id",
    { schema: { params: ref("record-id-params"), body: ref("group-patch"), response: one } },
    async (request) => patchGroup(contextOf(request), request.params.id, request.body),
  );

  app.delete<{ Params: RecordIDParams }>(
    "/groups/:id",
    {
      schema: { params: ref("record-id-params"), response: { 204: { type: "null" }, ...errorResponses } },
    },
    async (request, reply) => {
      await deleteGroup(contextOf(request), request.params.id);
      reply.code(204);
    },
  );
};
