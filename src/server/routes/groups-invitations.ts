// Group invitations (docs/reference/groups.md#invitations): inviting members and outside addresses (leaders, members
// of a public group, groups.moderate), the invitee declining, and the emailed link's preview for the register page.
// Outside addresses are mailed in the site's language.
import type { FastifyPluginAsync } from "fastify";
import type { GroupInvitationParams } from "../../types/generated/api/group-invitation-params";
import type { GroupInvitationPost } from "../../types/generated/api/group-invitation-post";
import type { GroupInvitationTokenQuery } from "../../types/generated/api/group-invitation-token-query";
import type { RecordIDParams } from "../../types/generated/api/record-id-params";
import { errorResponses, ref } from "../http/schemas";
import { declineInvitation, invitationByToken, inviteToGroup } from "../services/groups";
import { defaultSiteSection } from "../services/site-sections";
import { contextOf } from "./support";

export const groupInvitationRoutes: FastifyPluginAsync = async (app) => {
  app.post<{ Params: RecordIDParams; Body: GroupInvitationPost }>(
    "/groups/:id/invitations",
    {
      schema: {
        params: ref("record-id-params"),
        body: ref("group-invitation-post"),
        response: { 201: ref("group-invitation-result"), ...errorResponses },
      },
    },
    async (request, reply) => {
      const result = await inviteToGroup(contextOf(request), request.params.id, request.body, {
        mail: app.mail,
        siteTitle: app.siteConfig.title,
        locale: defaultSiteSection(app.siteConfig).contentLocale,
        onError: (error) => request.log.error({ err: error }, "group invitation mail failed"),
      });
      return reply.code(201).send(result);
    },
  );

  app.post<{ Params: GroupInvitationParams }>(
    "/groups/invitations/:invitationID/decline",
    {
      schema: {
        params: ref("group-invitation-params"),
        response: { 204: { type: "null" }, ...errorResponses },
      },
    },
    async (request, reply) => {
      await declineInvitation(contextOf(request), request.params.invitationID);
      reply.code(204);
    },
  );

  app.get<{ Querystring: GroupInvitationTokenQuery }>(
    "/groups/invitations/by-token",
    {
      schema: {
        querystring: ref("group-invitation-token-query"),
        response: { 200: ref("group-invitation-preview"), ...errorResponses },
      },
    },
    async (request, reply) => {
      // The answer names an address: no shared cache may keep it.
      reply.header("Cache-Control", "private, no-store");
      return invitationByToken(app.db, request.query.token);
    },
  );
};
