// Where the My Account entries lead (docs/reference/ui-behaviour.md#account-box): the profile, the
// notification preferences, the session list, the layout editor and the dashboard for managers, and signing
// out through the sign-out page.
import { DEFAULT_ENTRY_URLS, withReturnTarget } from "../../../src/lib/entry-url";
import { usePageOrigin } from "../../../src/ui/client-value";
import { useCurrentLocation } from "../../../src/ui/location";

export const SESSIONS_URL = "/profile/edit/sessions";
/** The member's notification preferences (docs/reference/ui-behaviour.md#follow-panel-and-notification-preferences). */
export const NOTIFICATION_PREFERENCES_URL = "/profile/preferences/notifications";
export const LAYOUTS_URL = "/dashboard/layouts";
/** The dashboard's home: every settings and administration page the member may open (src/lib/dashboard-pages.ts). */
export const DASHBOARD_URL = "/dashboard";
const SIGN_OUT_URL = DEFAULT_ENTRY_URLS.signOutUrl;

/**
 * The sign-out address (configurable, docs/reference/routes.md#links-the-product-builds), returning to the page the
 * member was on.
 */
export function useSignOutUrl(signOutUrl: string = SIGN_OUT_URL): string {
  const { pathname, search } = useCurrentLocation();
  const origin = usePageOrigin();
  return withReturnTarget(signOutUrl || SIGN_OUT_URL, `${pathname}${search}`, origin || undefined);
}

export function profileUrl(name: string): string {
  return `/profile/${encodeURIComponent(name)}`;
}
