// The external-link interstitial's target (/home/leaving?target=…,
// docs/reference/routes.md#links-the-product-builds): only absolute http(s) URLs may be followed from it; anything
// else (javascript:, relative paths, garbage) is refused rather than guessed at.

export interface LeavingTarget {
  url: string;
  /** The host as the browser will resolve it (punycode for look-alike letters), shown so people see where they go. */
  host: string;
}

export function leavingTarget(raw: string | null | undefined): LeavingTarget | null {
  if (!raw) return null;
  let parsed: URL;
  try {
    parsed = new URL(raw.trim());
  } catch {
    return null;
  }
  if (parsed.protocol !== "http:" && parsed.protocol !== "https:") return null;
  if (parsed.username || parsed.password) return null;
  return { url: parsed.href, host: parsed.host };
}
