// The built client's index.html with the page's state inlined: the first paint needs no API round trip.
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { RenderedPage } from "./render-page";
import { htmlStartTag } from "./seo/locale";

/** The built client; QUORUM_CLIENT_DIR points elsewhere (the lifecycle tests start the real server on a stub). */
export const clientDir = process.env.QUORUM_CLIENT_DIR
  ? path.resolve(process.env.QUORUM_CLIENT_DIR)
  : path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../dist/client");

export function loadIndexHtml(): string {
  try {
    return readFileSync(path.join(clientDir, "index.html"), "utf8");
  } catch {
    throw new Error(
      `The client is not built (${clientDir}/index.html is missing). Run "npm run build" first.`,
    );
  }
}

/** JSON that is safe inside a <script> element: no "</script>", no HTML comment openers, no line separators. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

export interface PageHead {
  title: string;
  description: string;
  /** Extra head markup (modulepreload links). */
  extra?: string;
  /** The <html> element's lang and dir (the site section's locale); the template's own when absent. */
  lang?: string;
  dir?: "ltr" | "rtl";
}

/**
 * The page. The shell's script elements carry the response's CSP nonce (http/security-headers.ts), stamped before
 * anything else goes in. The inlined state needs none: a type="application/json" element is a data block that the
 * browser never runs, so script-src does not apply to it (the client reads its text).
 */
export function renderPage(
  template: string,
  head: PageHead,
  state: unknown,
  nonce: string,
  rendered?: RenderedPage | null,
): string {
  const headHtml = `<meta name="description" content="${escapeHtml(head.description)}">${head.extra ?? ""}`;
  let stateHtml = `<script id="__QUORUM_STATE__" type="application/json">${scriptSafeJson(state)}</script>`;
  // A server-rendered page: its markup in #root and the query cache it came from (the client hydrates both).
  if (rendered) {
    stateHtml += `<script id="__QUORUM_HYDRATION__" type="application/json">${scriptSafeJson(rendered.hydration)}</script>`;
  }
  const page = template
    .replace(/<script\b/g, `<script nonce="${nonce}"`)
    // Replacer functions: a "$'" or "$&" in a title or in the state is text, not a replacement pattern.
    .replace(/<html\b[^>]*>/, (tag) => htmlStartTag(tag, head.lang, head.dir))
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(head.title)}</title>`)
    .replace("<!--quorum-head-->", () => headHtml)
    .replace("<!--quorum-state-->", () => stateHtml);
  return rendered
    ? page.replace('<div id="root"></div>', () => `<div id="root">${rendered.html}</div>`)
    : page;
}
