// Who is asking: the session cookie's user with their permissions, or the guest (userID 0, Guest role grants).
import type { FastifyInstance } from "fastify";
import type { Db } from "../db/client";
import { loadPermissions } from "../permissions/load";
import type { Viewer } from "../services/context";
import { guestUser, toCurrentUser } from "../services/user-presenters";
import { clearSessionCookie, sessionTokenOf } from "./cookie";
import { findSessionUser } from "./sessions";

export async function viewerForUser(
  db: Db,
  user: Parameters<typeof toCurrentUser>[0] | null,
): Promise<Viewer> {
  const { roleIDs, isAdmin, permissions } = await loadPermissions(db, user?.userID ?? 0);
  return { user: user ? toCurrentUser(user, roleIDs, isAdmin) : guestUser(roleIDs), permissions };
}

async function resolveViewer(db: Db, token: string | undefined): Promise<Viewer> {
  const user = token ? await findSessionUser(db, token) : null;
  return viewerForUser(db, user);
}

/** Sets request.viewer before every handler of the scope; a dead session's cookie is cleared on the way. */
export function installViewer(app: FastifyInstance): void {
  app.decorateRequest("viewer", undefined as unknown as Viewer);
  app.addHook("preHandler", async (request, reply) => {
    const token = sessionTokenOf(request);
    request.viewer = await resolveViewer(app.db, token);
    if (token && request.viewer.user.userID === 0) clearSessionCookie(request, reply);
  });
}
