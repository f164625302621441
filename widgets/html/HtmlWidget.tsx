// Custom HTML: the author's HTML and CSS in a sandboxed frame. The sandbox has no allow-scripts, so scripts in the
// HTML never run, and the `javascript` prop is never executed. allow-same-origin (safe without scripts) lets
// the page read the frame's content height and size the frame to fit.
import { useCallback, useEffect, useRef, useState } from "react";
import type { HtmlWidgetProps } from "../../src/types/generated/widgets/html";
import { htmlWidgetDocument } from "./srcdoc";

export const HTML_WIDGET_SANDBOX = "allow-same-origin allow-popups allow-popups-to-escape-sandbox";

export default function HtmlWidget({ name, html, css }: HtmlWidgetProps) {
  const frame = useRef<HTMLIFrameElement>(null);
  const [height, setHeight] = useState(0);

  // The body, not the root: the root's scrollHeight never drops below the frame's current height, so a frame
  // measured tall once (before fonts or layout settled) would keep a blank gap.
  const measure = useCallback(() => {
    const body = frame.current?.contentDocument?.body;
    if (body) setHeight(Math.ceil(body.scrollHeight));
  }, []);

  // Re-measure when the content reflows (images loading, width changes).
  useEffect(() => {
    const element = frame.current;
    if (!element || typeof ResizeObserver === "undefined") return;
    let observer: ResizeObserver | null = null;
    const observe = () => {
      observer?.disconnect();
      const root = element.contentDocument?.documentElement;
      if (!root) return;
      observer = new ResizeObserver(measure);
      observer.observe(root);
      measure();
    };
    element.addEventListener("load", observe);
    observe();
    return () => {
      element.removeEventListener("load", observe);
      observer?.disconnect();
    };
  }, [measure]);

  if (!html && !css) return null;
  return (
    <div className="my-6 first:mt-0" data-widget="html">
      <iframe
        ref={frame}
        title={name || "Custom HTML"}
        sandbox={HTML_WIDGET_SANDBOX}
        srcDoc={htmlWidgetDocument(html ?? "", css ?? "")}
        onLoad={measure}
        className="block w-full border-0"
        style={{ height: height || 0 }}
      />
    </div>
  );
}
