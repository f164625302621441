// Where the My Account entries lead (docs/reference/ui-behaviour.md#account-box): the profile, the
// session list, the layout editor for managers, and signing out through the sign-out page.
import { DEFAULT_ENTRY_URLS, withReturnTarget } from "../../../src/lib/entry-url";
import { useCurrentLocation } from "../../../src/ui/location";

export const SESSIONS_URL = "/profile/edit/sessions";
export const LAYOUTS_URL = "/dashboard/layouts";
const SIGN_OUT_URL = DEFAULT_ENTRY_URLS.signOutUrl;

/**
 * The sign-out address (configurable, docs/reference/routes.md#links-the-product-builds), returning to the page the
 * member was on.
 */
export function useSignOutUrl(signOutUrl: string = SIGN_OUT_URL): string {
  const { pathname, search } = useCurrentLocation();
  return withReturnTarget(signOutUrl || SIGN_OUT_URL, `${pathname}${search}`, pageOrigin());
}

/** This page's origin, for entry addresses on another site (their target must be absolute). */
export function pageOrigin(): string | undefined {
  return typeof window === "undefined" ? undefined : window.location.origin;
}

export function profileUrl(name: string): string {
  return `/profile/${encodeURIComponent(name)}`;
}
