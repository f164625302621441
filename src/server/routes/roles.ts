// GET /roles: every role, for the layout editor's view-as picker and role-filter control (site.manage), and for the
// user admin's role filter and role picker (users.edit or users.delete too: role names are no secret to them).
import { asc } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { Role } from "../../types/generated/api/role";
import { roles } from "../db/schema";
import { errorResponses, listOf } from "../http/schemas";
import { requireAnyPermission, USER_ADMIN_PERMISSIONS } from "../services/users-admin/access";

const ROLE_TYPES = new Set<Role["type"]>(["guest", "member", "moderator", "administrator"]);

export async function roleRoutes(app: FastifyInstance): Promise<void> {
  const schema = { response: { 200: listOf("role"), ...errorResponses } };
  app.get("/roles", { schema }, async (request): Promise<Role[]> => {
    requireAnyPermission(request.viewer, USER_ADMIN_PERMISSIONS);
    const rows = await app.db
      .select({ roleID: roles.roleID, name: roles.name, type: roles.type })
      .from(roles)
      .orderBy(asc(roles.sort), asc(roles.roleID));
    return rows.map(({ roleID, name, type }) => {
      const role: Role = { roleID, name };
      if (ROLE_TYPES.has(type as Role["type"])) role.type = type as Role["type"];
      return role;
    });
  });
}
