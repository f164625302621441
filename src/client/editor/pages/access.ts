// Who may see the dashboard: site.manage only. The client knows no permissions, so it trusts what the server
// said — the first page's 403 (src/server/web/pages.ts), or a 401/403 from any dashboard API call — and treats a
// guest as refused without asking.
import { useSession } from "../../../layout/session";
import { ApiError } from "../../api/errors";
import { useAppState } from "../../app-state";

/** True when the API refused the viewer (guest 401, member 403). */
export function isAccessDenied(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 401 || error.status === 403);
}

/** False when the viewer certainly lacks site.manage before any API call (guest, or the server said 403). */
export function useMayOpenDashboard(isInitialLocation: boolean): boolean {
  const { isGuest } = useSession();
  const state = useAppState();
  if (isGuest) return false;
  return !(isInitialLocation && state.status === 403);
}
