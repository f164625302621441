// Where the sign-in and registration pages send the user afterwards: the `target` parameter when it is a path on
// this site, "/" otherwise, so a crafted link cannot turn the sign-in page into an open redirect.

export const SIGN_IN_PATH = "/entry/signin";
export const REGISTER_PATH = "/entry/register";

const BASE = "http://site.invalid";

/** The target as a same-site path (path, query and hash), or "/" when it is missing, foreign or an entry page. */
export function safeReturnTarget(raw: string | null | undefined): string {
  const target = raw?.trim() ?? "";
  if (!target.startsWith("/") || target.startsWith("//")) return "/";
  let url: URL;
  try {
    url = new URL(target, BASE);
  } catch {
    return "/";
  }
  // The parser reads "/\host" and "/\t/host" as "//host": whatever it resolves to must still be this site.
  if (url.origin !== BASE) return "/";
  // Coming back to a sign-in or registration page after signing in would only show "You are signed in".
  if (url.pathname === "/entry" || url.pathname.startsWith("/entry/")) return "/";
  return `${url.pathname}${url.search}${url.hash}`;
}

/** An entry page's address carrying the return target, left out when it is the home page. */
export function entryPageUrl(entryPath: string, target: string): string {
  return target === "/" ? entryPath : `${entryPath}?target=${encodeURIComponent(target)}`;
}
