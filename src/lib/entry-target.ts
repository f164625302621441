// Where the sign-in, registration and sign-out pages send the user afterwards: the `target` parameter when it is a
// path on this site (the rule of site-path.ts, which checks the very string it returns), "/" otherwise, so a
// crafted link cannot turn an entry page into an open redirect.
import { resolveOnSite, sitePath } from "./site-path";

export const SIGN_IN_PATH = "/entry/signin";
export const REGISTER_PATH = "/entry/register";

/** Coming back to an entry page after signing in or out would only show "You are signed in" (or out). */
function isEntryPage(path: string): boolean {
  const pathname = resolveOnSite(path)?.pathname ?? "";
  return pathname === "/entry" || pathname.startsWith("/entry/");
}

/** The target as a same-site path (path, query and hash), or "/" when it is missing, foreign or an entry page. */
export function safeReturnTarget(raw: string | null | undefined): string {
  const path = sitePath(raw);
  return path === null || isEntryPage(path) ? "/" : path;
}

/** An entry page's address carrying the return target, left out when it is the home page. */
export function entryPageUrl(entryPath: string, target: string): string {
  return target === "/" ? entryPath : `${entryPath}?target=${encodeURIComponent(target)}`;
}
