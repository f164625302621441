// Who is asking: the session cookie's user with their permissions, or the guest (userID 0, Guest role grants).
import { AsyncLocalStorage } from "node:async_hooks";
import type { FastifyInstance } from "fastify";
import type { Db } from "../db/client";
import { loadPermissions } from "../permissions/load";
import { CONFIRM_EMAIL_REQUIRED_KEY, readConfig } from "../services/config";
import type { Viewer } from "../services/context";
import { cachedSiteRead } from "../services/route-state";
import { guestUser, toCurrentUser } from "../services/user-presenters";
import { clearSessionCookie, sessionTokenOf } from "./cookie";
import { findSessionUser } from "./sessions";

/**
 * What a member may not do before confirming their email while the site requires it (isConfirmEmailRequired,
 * docs/reference/configuration.md): start discussions, comment or write messages. Reading stays open.
 */
const UNCONFIRMED_WITHHELD: ReadonlySet<string> = new Set([
  "discussions.add",
  "comments.add",
  "conversations.add",
]);
const NONE: ReadonlySet<string> = new Set();

async function withheldFor(
  db: Db,
  user: Parameters<typeof toCurrentUser>[0] | null,
): Promise<ReadonlySet<string>> {
  if (!user || user.emailConfirmed) return NONE;
  const required = await cachedSiteRead(db, CONFIRM_EMAIL_REQUIRED_KEY, async () => {
    const values = await readConfig(db, [CONFIRM_EMAIL_REQUIRED_KEY]);
    return values[CONFIRM_EMAIL_REQUIRED_KEY] === true;
  });
  return required ? UNCONFIRMED_WITHHELD : NONE;
}

export async function viewerForUser(
  db: Db,
  user: Parameters<typeof toCurrentUser>[0] | null,
): Promise<Viewer> {
  const withheld = await withheldFor(db, user);
  const { roleIDs, isAdmin, permissions } = await loadPermissions(db, user?.userID ?? 0, withheld);
  return { user: user ? toCurrentUser(user, roleIDs, isAdmin) : guestUser(roleIDs), permissions };
}

async function resolveViewer(db: Db, token: string | undefined): Promise<Viewer> {
  const user = token ? await findSessionUser(db, token) : null;
  return viewerForUser(db, user);
}

/** The viewer a page request already resolved, for the API calls its server render makes in-process. */
const renderingViewer = new AsyncLocalStorage<{ token: string | undefined; viewer: Viewer }>();

/**
 * Runs a page's server render knowing its viewer: each of the render's in-process API calls (a discussion page
 * makes a dozen) carries the same session cookie and would otherwise look the session, roles and permissions up
 * again (docs/reference/operations.md#throughput).
 */
export function renderingAs<T>(
  token: string | undefined,
  viewer: Viewer,
  work: () => Promise<T>,
): Promise<T> {
  return renderingViewer.run({ token, viewer }, work);
}

/** Sets request.viewer before every handler of the scope; a dead session's cookie is cleared on the way. */
export function installViewer(app: FastifyInstance): void {
  app.decorateRequest("viewer", undefined as unknown as Viewer);
  app.addHook("preHandler", async (request, reply) => {
    const token = sessionTokenOf(request);
    const known = renderingViewer.getStore();
    // Only for the very session the page was rendered for: the injected calls carry the page request's cookie.
    request.viewer = known && known.token === token ? known.viewer : await resolveViewer(app.db, token);
    if (token && request.viewer.user.userID === 0) clearSessionCookie(request, reply);
  });
}
