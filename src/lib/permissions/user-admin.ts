// Who may open the user admin (/dashboard/users, GET /users): anyone who may act on accounts — users.edit (fields,
// roles, bans) or users.delete — and site managers, who run the dashboard. Shared by the server's checks, the
// page's route entry and the client.
import type { GlobalPermission } from "./names";

export const USER_ADMIN_PERMISSIONS = [
  "users.edit",
  "users.delete",
  "site.manage",
] as const satisfies readonly GlobalPermission[];
