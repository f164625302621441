// Custom HTML (docs/reference/layout-widgets.md#widgets): the author's HTML, CSS and JavaScript in a sandboxed frame.
// The sandbox allows scripts but never allow-same-origin, so they run in an opaque origin, isolated from the forum:
// no access to the page, its cookies, its storage or the API as the viewer (see srcdoc.ts for the frame's own
// policy). The page cannot look into such a frame either, so the frame reports its content height by postMessage and
// the widget sizes it, believing only messages from its own frame. The frame loads the frame page (frame.ts), which
// asks for the document by message: a srcdoc frame would fall under the forum page's script policy.
import { useLayoutEffect, useMemo, useRef, useState } from "react";
import type { HtmlWidgetProps } from "../../src/types/generated/widgets/html";
import { useHydrated } from "../../src/ui/client-value";
import { useT } from "../../src/ui/i18n/i18n-context";
import {
  HTML_WIDGET_DOCUMENT_MESSAGE,
  HTML_WIDGET_FRAME_PATH,
  HTML_WIDGET_READY_MESSAGE,
  HTML_WIDGET_SANDBOX,
} from "./frame";
import { HTML_WIDGET_HEIGHT_MESSAGE, htmlWidgetDocument } from "./srcdoc";

/** A frame's content may say it is this tall at most: a runaway script cannot stretch the page without end. */
export const HTML_WIDGET_MAX_HEIGHT = 20_000;

/** The height a message from the frame reports, or null when it is not one of ours. */
export function reportedHeight(data: unknown): number | null {
  if (typeof data !== "object" || data === null) return null;
  const { type, height } = data as { type?: unknown; height?: unknown };
  if (type !== HTML_WIDGET_HEIGHT_MESSAGE || typeof height !== "number" || !Number.isFinite(height))
    return null;
  return Math.min(Math.max(0, Math.ceil(height)), HTML_WIDGET_MAX_HEIGHT);
}

function isReadyMessage(data: unknown): boolean {
  return (
    typeof data === "object" &&
    data !== null &&
    (data as { type?: unknown }).type === HTML_WIDGET_READY_MESSAGE
  );
}

export default function HtmlWidget({ name, html, css, javascript }: HtmlWidgetProps) {
  const t = useT();
  const frame = useRef<HTMLIFrameElement>(null);
  const [height, setHeight] = useState<number | null>(null);
  const hydrated = useHydrated();
  const source = useMemo(
    () => ({ html: html ?? "", css: css ?? "", javascript: javascript ?? "" }),
    [html, css, javascript],
  );

  // A layout effect: listening from the commit that inserts the frame, so a frame page loaded from the cache cannot
  // say it is ready before anyone listens (a passive effect may run after the frame's message is delivered).
  useLayoutEffect(() => {
    // Built here, not during render: the page's origin is known only in the browser, and the server's HTML must
    // match the first client render.
    const frameDocument = htmlWidgetDocument({ ...source, pageOrigin: window.location.origin });
    const onMessage = (event: MessageEvent) => {
      // Any frame (or this page's own scripts) can post a message: only this frame's window sizes this frame.
      const own = frame.current?.contentWindow;
      if (!own || event.source !== own) return;
      // The frame page is ready: it gets the document. "*": the sandboxed frame has an opaque origin, and the
      // document is the layout's own public content.
      if (isReadyMessage(event.data))
        own.postMessage({ type: HTML_WIDGET_DOCUMENT_MESSAGE, document: frameDocument }, "*");
      const reported = reportedHeight(event.data);
      if (reported !== null) setHeight(reported);
    };
    window.addEventListener("message", onMessage);
    return () => window.removeEventListener("message", onMessage);
  }, [source]);

  if (!html && !css && !javascript) return null;
  return (
    // Busy until the frame has said how tall it is: the page (and a screenshot) settles after that.
    <div className="my-6 first:mt-0" data-widget="html" aria-busy={height === null ? true : undefined}>
      <iframe
        // A new document loads a fresh frame page: the written one no longer listens.
        key={`${source.html}\u0000${source.css}\u0000${source.javascript}`}
        ref={frame}
        title={name || t("Custom HTML")}
        sandbox={HTML_WIDGET_SANDBOX}
        // A server-rendered frame would load (and say it is ready) before hydration attaches the listener above:
        // its page is set once the page runs in the browser.
        src={hydrated ? HTML_WIDGET_FRAME_PATH : undefined}
        className="block w-full border-0"
        style={{ height: height ?? 0 }}
      />
    </div>
  );
}
