// What the Custom HTML widget and its frame page agree on: the page's address, the two messages and the sandbox.
// The page itself is built on the server (frame-page.server.ts).

export const HTML_WIDGET_FRAME_PATH = "/html-widget-frame.html";

/** The frame page to its parent: ready for the document. */
export const HTML_WIDGET_READY_MESSAGE = "quorum:html-widget-ready";

/** The parent to its frame: `{type, document}`, the whole document to show. */
export const HTML_WIDGET_DOCUMENT_MESSAGE = "quorum:html-widget-document";

/** Scripts yes; same origin, top navigation, forms and modals no. Popups let the author's links open a new tab. */
export const HTML_WIDGET_SANDBOX = "allow-scripts allow-popups allow-popups-to-escape-sandbox";
