// The document shown inside the Custom HTML widget's frame (the frame page of frame.ts writes it over itself). The
// frame is sandboxed with scripts allowed but never allow-same-origin, so the document has an opaque origin: its
// scripts run, but cannot reach the forum page, its cookies or its storage, nor call the API as the viewer. A
// Content-Security-Policy in the document narrows it further: no network requests from scripts, no forms, no nested
// frames; images, media and fonts only over https, data: URLs or from the forum itself. Links open in a new tab (the
// frame cannot navigate the page). The body has no margin and contains its children's margins (flow-root), so its
// height is the content's height, which a small script of ours reports to the page (HTML_WIDGET_HEIGHT_MESSAGE) so
// the frame can fit its content.

/** The type of the message the frame posts to the page with its content height. */
export const HTML_WIDGET_HEIGHT_MESSAGE = "quorum:html-widget-height";

export interface HtmlWidgetSource {
  html: string;
  css: string;
  javascript: string;
  /** The forum's origin (e.g. https://forum.example): images from the forum load, and the height goes only there. */
  pageOrigin: string;
}

/** The frame's policy. 'unsafe-inline' is what lets the author's own scripts run: the sandbox is the boundary. */
export function htmlWidgetPolicy(pageOrigin: string): string {
  const assets = ["https:", "data:", pageOrigin].filter(Boolean).join(" ");
  return [
    "default-src 'none'",
    "script-src 'unsafe-inline'",
    "style-src 'unsafe-inline'",
    `img-src ${assets}`,
    `media-src ${assets}`,
    `font-src ${assets}`,
    "connect-src 'none'",
    "frame-src 'none'",
    "worker-src 'none'",
    "form-action 'none'",
  ].join("; ");
}

/** Inside a <script> element nothing may close the element or open an HTML comment (which changes how it ends). */
function scriptSafe(code: string): string {
  return code.replace(/<\/script/gi, "<\\/script").replace(/<!--/g, "<\\!--");
}

/** Inside a <style> element "</style" would end it early; the frame is sandboxed either way, this keeps CSS whole. */
function styleSafe(css: string): string {
  return css.replace(/<\/style/gi, "<\\/style");
}

/** An attribute value in double quotes. */
function attribute(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");
}

/**
 * Reports the body's height whenever it changes (content, fonts, images, width). In the head, ahead of the
 * author's markup, so no unclosed element of theirs can swallow it; a script element of its own, so an author
 * script that throws does not stop the frame from sizing.
 */
function heightReporter(pageOrigin: string): string {
  const target = JSON.stringify(pageOrigin || "*");
  const type = JSON.stringify(HTML_WIDGET_HEIGHT_MESSAGE);
  return `(function(){var last=-1;function report(){var body=document.body;if(!body)return;var height=Math.ceil(body.getBoundingClientRect().height);if(height===last)return;last=height;parent.postMessage({type:${type},height:height},${target});}function start(){if(typeof ResizeObserver==="function")new ResizeObserver(report).observe(document.body);report();}if(document.body)start();else document.addEventListener("DOMContentLoaded",start);window.addEventListener("load",report);})();`;
}

export function htmlWidgetDocument({ html, css, javascript, pageOrigin }: HtmlWidgetSource): string {
  return [
    "<!doctype html>",
    '<html><head><meta charset="utf-8">',
    // First in the head: a policy delivered by <meta> applies only to what comes after it.
    `<meta http-equiv="Content-Security-Policy" content="${attribute(htmlWidgetPolicy(pageOrigin))}">`,
    '<base target="_blank">',
    `<script>${heightReporter(pageOrigin)}</script>`,
    "<style>html,body{margin:0;padding:0}body{display:flow-root;font-family:'Open Sans',system-ui,sans-serif;font-size:15px;line-height:1.5;color:#1c2330;overflow:hidden}img,video{max-width:100%;height:auto}</style>",
    `<style>${styleSafe(css)}</style>`,
    `</head><body>${html}`,
    javascript.trim() ? `<script>${scriptSafe(javascript)}</script>` : "",
    "</body></html>",
  ].join("");
}
