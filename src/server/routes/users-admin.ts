// The user admin's API (docs/reference/permissions.md#global-permissions staff set): GET /users finds people
// (users.edit, users.delete or site.manage), PATCH /users/{id} changes a member's own profile fields or, with
// users.edit, anyone's plus roles and bans, DELETE /users/{id} (users.delete) deletes an account and keeps its
// content as 'Deleted User'. The rules live in services/users-admin/. Each change lands in the audit log; its id is
// answered in X-Audit-Log-Id so a follow-up call can name it as its parent
// (docs/reference/api-conventions.md#request-headers).
import type { FastifyInstance } from "fastify";
import type { RecordIDParams } from "../../types/generated/api/record-id-params";
import type { UserListQuery } from "../../types/generated/api/user-list-query";
import type { UserPatch } from "../../types/generated/api/user-patch";
import { signInRequired } from "../http/errors";
import { setPagingHeaders } from "../http/pagination";
import { errorResponses, listOf, ref } from "../http/schemas";
import { requestLocale } from "../i18n/request-locale";
import { auditActorOf } from "../services/audit-log";
import { isSignedIn } from "../services/context";
import { sendEmailConfirmation } from "../services/email-confirmation";
import { requireAnyPermission, USER_ADMIN_PERMISSIONS } from "../services/users-admin/access";
import { deleteUser } from "../services/users-admin/delete";
import { patchUser } from "../services/users-admin/patch";
import { listUsersForAdmin } from "../services/users-admin/search";
import { contextOf } from "./support";

export async function usersAdminRoutes(app: FastifyInstance): Promise<void> {
  const params = ref("record-id-params");

  app.get<{ Querystring: UserListQuery }>(
    "/users",
    { schema: { querystring: ref("user-list-query"), response: { 200: listOf("user"), ...errorResponses } } },
    async (request, reply) => {
      requireAnyPermission(request.viewer, USER_ADMIN_PERMISSIONS);
      const { users, paging } = await listUsersForAdmin(contextOf(request), request.query);
      setPagingHeaders(request, reply, paging);
      return users;
    },
  );

  app.patch<{ Params: RecordIDParams; Body: UserPatch }>(
    "/users/:id",
    {
      schema: { params, body: ref("user-patch"), response: { 200: ref("user"), ...errorResponses } },
    },
    async (request, reply) => {
      if (!isSignedIn(request.viewer)) throw signInRequired();
      const { value, auditLogID } = await patchUser(
        contextOf(request),
        auditActorOf(request),
        request.params.id,
        request.body,
      );
      if (value.emailChanged) {
        try {
          // Their own change: the page's language; someone else's: the member's own.
          const self = value.user.userID === request.viewer.user.userID;
          const locale = self ? await requestLocale(app.db, request) : undefined;
          await sendEmailConfirmation(app.db, app.mail, app.siteConfig.title, value.user.userID, locale);
        } catch (error) {
          // The change stands; its owner can ask for a new link (/entry/emailconfirmrequest).
          request.log.error({ err: error }, "confirmation mail for a changed email failed");
        }
      }
      return reply.header("x-audit-log-id", String(auditLogID)).send(value.user);
    },
  );

  app.delete<{ Params: RecordIDParams }>(
    "/users/:id",
    { schema: { params, response: errorResponses } },
    async (request, reply) => {
      requireAnyPermission(request.viewer, ["users.delete"]);
      const { auditLogID } = await deleteUser(contextOf(request), auditActorOf(request), request.params.id);
      return reply.header("x-audit-log-id", String(auditLogID)).code(204).send();
    },
  );
}
