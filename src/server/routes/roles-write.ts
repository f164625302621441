// The roles dashboard's API, site.manage only: GET /roles/{id} with its grants, GET /roles/permission-categories
// (where category grants can be held), POST /roles, PATCH /roles/{id}, DELETE /roles/{id} (the site's own Guest,
// Member and Administrator roles are refused), and PUT /roles/{id}/permissions (replaces the global and per-category
// grants). Each change lands in the audit log, whose new entry's id is answered in X-Audit-Log-Id so a follow-up call
// can name it as its parent (docs/reference/api-conventions.md#request-headers).
import type { FastifyInstance, FastifyReply } from "fastify";
import roleInputSchema from "../../../schemas/api/role-input.schema.json";
import rolePatchSchema from "../../../schemas/api/role-patch.schema.json";
import type { RecordIDParams } from "../../types/generated/api/record-id-params";
import type { RoleInput } from "../../types/generated/api/role-input";
import type { RolePatch } from "../../types/generated/api/role-patch";
import type { RolePermissions } from "../../types/generated/api/role-permissions";
import { errorResponses, listOf, ref } from "../http/schemas";
import { auditActorOf } from "../services/audit-log";
import {
  type Audited,
  createRole,
  deleteRole,
  getRoleDetail,
  listPermissionCategories,
  patchRole,
  replaceRolePermissions,
} from "../services/roles";
import { requireSiteManage } from "./layouts-read";

const detailResponse = { 200: ref("role-detail"), ...errorResponses };

/** Sends a change's result with its audit entry's id. */
function sendAudited<T>(reply: FastifyReply, status: number, { value, auditLogID }: Audited<T>) {
  reply.header("x-audit-log-id", String(auditLogID)).code(status);
  return status === 204 ? reply.send() : reply.send(value);
}

export async function rolesWriteRoutes(app: FastifyInstance): Promise<void> {
  const params = ref("record-id-params");

  app.get(
    "/roles/permission-categories",
    { schema: { response: { 200: listOf("permission-category"), ...errorResponses } } },
    async (request) => {
      requireSiteManage(request);
      return listPermissionCategories(app.db);
    },
  );

  app.get<{ Params: RecordIDParams }>(
    "/roles/:id",
    { schema: { params, response: detailResponse } },
    async (request) => {
      requireSiteManage(request);
      return getRoleDetail(app.db, request.params.id);
    },
  );

  app.post<{ Body: RoleInput }>(
    "/roles",
    {
      schema: {
        body: { ...roleInputSchema, $id: undefined },
        response: { 201: ref("role-detail"), ...errorResponses },
      },
    },
    async (request, reply) => {
      requireSiteManage(request);
      return sendAudited(
        reply,
        201,
        await createRole(app.db, auditActorOf(request), request.body, request.viewer.permissions.isAdmin),
      );
    },
  );

  app.patch<{ Params: RecordIDParams; Body: RolePatch }>(
    "/roles/:id",
    { schema: { params, body: { ...rolePatchSchema, $id: undefined }, response: detailResponse } },
    async (request, reply) => {
      requireSiteManage(request);
      const { isAdmin } = request.viewer.permissions;
      const changed = await patchRole(
        app.db,
        auditActorOf(request),
        request.params.id,
        request.body,
        isAdmin,
      );
      return sendAudited(reply, 200, changed);
    },
  );

  app.delete<{ Params: RecordIDParams }>(
    "/roles/:id",
    { schema: { params, response: errorResponses } },
    async (request, reply) => {
      requireSiteManage(request);
      return sendAudited(reply, 204, await deleteRole(app.db, auditActorOf(request), request.params.id));
    },
  );

  app.put<{ Params: RecordIDParams; Body: RolePermissions }>(
    "/roles/:id/permissions",
    { schema: { params, body: ref("role-permissions"), response: detailResponse } },
    async (request, reply) => {
      requireSiteManage(request);
      const changed = await replaceRolePermissions(
        app.db,
        auditActorOf(request),
        request.params.id,
        request.body,
      );
      return sendAudited(reply, 200, changed);
    },
  );
}
