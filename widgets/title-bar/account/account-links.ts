// Where the My Account entries lead (spec 000 §2 account box): the profile, the session list, the layout editor for
// managers, and signing out through the sign-out page.
import { withReturnTarget } from "../../../src/lib/entry-url";
import { useCurrentLocation } from "../../../src/ui/location";

export const SESSIONS_URL = "/profile/edit/sessions";
export const LAYOUTS_URL = "/dashboard/layouts";
export const SIGN_OUT_URL = "/entry/signout";

/** The sign-out page, returning to the page the member was on. */
export function useSignOutUrl(): string {
  const { pathname, search } = useCurrentLocation();
  return withReturnTarget(SIGN_OUT_URL, `${pathname}${search}`);
}

export function profileUrl(name: string): string {
  return `/profile/${encodeURIComponent(name)}`;
}
