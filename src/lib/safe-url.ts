// Link safety (docs/reference/errors.md#links): only http(s), mailto:, tel:, site-relative (/) and fragment (#) links
// are kept. Anything else (javascript:, data:, vbscript:, protocol-less hosts) could run code or mislead, so it
// becomes "/".

const SAFE_PREFIXES = ["/", "#", "mailto:", "tel:", "http://", "https://"];

/** Strips control characters and whitespace browsers ignore when they parse a URL scheme. */
function normalizeForCheck(url: string): string {
  let result = "";
  for (const char of url) {
    const code = char.charCodeAt(0);
    if (code > 0x20 && code !== 0x7f) result += char;
  }
  return result.toLowerCase();
}

export function isSafeUrl(url: string): boolean {
  const normalized = normalizeForCheck(url);
  // "//host" is protocol-relative: it leaves the site, so it must be treated as external, not site-relative.
  if (normalized.startsWith("//")) return true;
  return SAFE_PREFIXES.some((prefix) => normalized.startsWith(prefix));
}

/** The URL itself when it is safe, "/" otherwise. */
export function safeUrl(url: string | null | undefined): string {
  if (!url) return "/";
  const trimmed = url.trim();
  return isSafeUrl(trimmed) ? trimmed : "/";
}

/**
 * True when the link leaves the site at `currentOrigin` (absolute http(s) or protocol-relative URL on another
 * host). The caller passes the origin: this module runs on both sides and reads no browser global.
 */
export function isExternalUrl(url: string, currentOrigin: string): boolean {
  const normalized = normalizeForCheck(url);
  if (
    !(normalized.startsWith("http://") || normalized.startsWith("https://") || normalized.startsWith("//"))
  ) {
    return false;
  }
  try {
    return new URL(url.trim(), currentOrigin || "http://localhost").origin !== currentOrigin;
  } catch {
    return true;
  }
}
