// A group's members and requests to join (docs/reference/groups.md#rest): the member list (whoever may read the
// group), joining and leaving, a leader's removals and role changes, and the requests leaders approve or deny.
import type { FastifyPluginAsync } from "fastify";
import type { GroupApplicantPatch } from "../../types/generated/api/group-applicant-patch";
import type { GroupJoinPost } from "../../types/generated/api/group-join-post";
import type { GroupMemberListQuery } from "../../types/generated/api/group-member-list-query";
import type { GroupMemberParams } from "../../types/generated/api/group-member-params";
import type { GroupMemberPatch } from "../../types/generated/api/group-member-patch";
import type { RecordIDParams } from "../../types/generated/api/record-id-params";
import { setPagingHeaders } from "../http/pagination";
import { errorResponses, listOf, ref } from "../http/schemas";
import {
  decideApplication,
  joinGroup,
  listApplicants,
  listGroupMembers,
  removeMember,
  setMemberRole,
} from "../services/groups";
import { contextOf } from "./support";

const NO_CONTENT = { 204: { type: "null" }, ...errorResponses } as const;

export const groupMemberRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Params: RecordIDParams; Querystring: GroupMemberListQuery }>(
    "/groups/:id/members",
    {
      schema: {
        params: ref("record-id-params"),
        querystring: ref("group-member-list-query"),
        response: { 200: listOf("group-member"), ...errorResponses },
      },
    },
    async (request, reply) => {
      const { items, total, page, limit } = await listGroupMembers(
        contextOf(request),
        request.params.id,
        request.query,
      );
      setPagingHeaders(request, reply, { page, limit, total });
      return items;
    },
  );

  app.post<{ Params: RecordIDParams; Body: GroupJoinPost | undefined }>(
    "/groups/:id/join",
    {
      // The body is optional (a reason only goes with a request to join): none reads as {}.
      preValidation: async (request) => {
        request.body ??= {};
      },
      schema: {
        params: ref("record-id-params"),
        body: ref("group-join-post"),
        response: { 200: ref("group"), ...errorResponses },
      },
    },
    async (request) => joinGroup(contextOf(request), request.params.id, request.body?.reason ?? ""),
  );

  app.delete<{ Params: GroupMemberParams }>(
    "/groups/:id/members/:userID",
    { schema: { params: ref("group-member-params"), response: NO_CONTENT } },
    async (request, reply) => {
      await removeMember(contextOf(request), request.params.id, request.params.userID);
      reply.code(204);
    },
  );

  app.patch<{ Params: GroupMemberParams; Body: GroupMemberPatch }>(
    "/groups/:id/members/:userID",
    {
      schema: {
        params: ref("group-member-params"),
        body: ref("group-member-patch"),
        response: { 200: ref("group-member"), ...errorResponses },
      },
    },
    async (request) =>
      setMemberRole(contextOf(request), request.params.id, request.params.userID, request.body.role),
  );

  app.get<{ Params: RecordIDParams }>(
    "/groups/:id/applicants",
    {
      schema: {
        params: ref("record-id-params"),
        response: { 200: listOf("group-member"), ...errorResponses },
      },
    },
    async (request) => listApplicants(contextOf(request), request.params.id),
  );

  app.patch<{ Params: GroupMemberParams; Body: GroupApplicantPatch }>(
    "/groups/:id/applicants/:userID",
    {
      schema: {
        params: ref("group-member-params"),
        body: ref("group-applicant-patch"),
        response: NO_CONTENT,
      },
    },
    async (request, reply) => {
      await decideApplication(
        contextOf(request),
        request.params.id,
        request.params.userID,
        request.body.status,
      );
      reply.code(204);
    },
  );
};
