// The Custom HTML frame's own page (docs/adr/0006-custom-html-frame-page.md), served by the server. A srcdoc frame
// would inherit the forum page's Content-Security-Policy, whose nonce-only inline scripts would block the author's
// scripts. So the frame loads this small page from the forum's origin instead, under a policy of its own sent as a
// header: scripts inline only (the sandbox is the boundary), the narrow sources of htmlWidgetPolicy, and the CSP
// sandbox directive, so the page is an opaque origin even when opened on its own. The page asks its parent for the
// document (HTML_WIDGET_READY_MESSAGE), believes only its parent on the forum's origin, and writes the document
// over itself (srcdoc.ts builds it, the meta policy included). The forum page's nonce never reaches author code.
import { HTML_WIDGET_DOCUMENT_MESSAGE, HTML_WIDGET_READY_MESSAGE, HTML_WIDGET_SANDBOX } from "./frame";
import { htmlWidgetPolicy } from "./srcdoc";

export { HTML_WIDGET_FRAME_PATH } from "./frame";
/** The header policy of the frame page; frameAncestors as the forum's pages have it (the frame sits in them). */
export function htmlWidgetFramePolicy(frameAncestors: string): string {
  return [
    htmlWidgetPolicy("'self'"),
    "base-uri 'none'",
    `sandbox ${HTML_WIDGET_SANDBOX}`,
    `frame-ancestors ${frameAncestors}`,
  ].join("; ");
}

function bootstrap(): string {
  const ready = JSON.stringify(HTML_WIDGET_READY_MESSAGE);
  const document = JSON.stringify(HTML_WIDGET_DOCUMENT_MESSAGE);
  // location.origin is the page's URL origin (the forum's), though the document's own origin is opaque.
  return `(function(){if(window.parent===window)return;window.addEventListener("message",function(event){var data=event.data;if(event.source!==window.parent||event.origin!==location.origin)return;if(!data||data.type!==${document}||typeof data.document!=="string")return;document.open();document.write(data.document);document.close();});window.parent.postMessage({type:${ready}},location.origin);})();`;
}

export function htmlWidgetFramePage(): string {
  return `<!doctype html><html><head><meta charset="utf-8"><script>${bootstrap()}</script></head><body></body></html>`;
}
