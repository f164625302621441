// Custom HTML: the author's HTML, CSS and JavaScript go into a frame sandboxed with scripts but never with
// allow-same-origin, under a Content-Security-Policy of its own; the frame loads the frame page, which gets the
// document once it says it is ready; the frame sizes itself from height messages, and only messages from its own
// window count. (Real script isolation is checked in Chromium: e2e html-widget.spec.ts and csp.spec.ts.)
import { act, cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  HTML_WIDGET_DOCUMENT_MESSAGE,
  HTML_WIDGET_FRAME_PATH,
  HTML_WIDGET_READY_MESSAGE,
} from "../../widgets/html/frame";
import HtmlWidget, { HTML_WIDGET_MAX_HEIGHT, reportedHeight } from "../../widgets/html/HtmlWidget";
import { HTML_WIDGET_HEIGHT_MESSAGE, htmlWidgetDocument } from "../../widgets/html/srcdoc";

afterEach(cleanup);

function renderWidget(overrides: Partial<Parameters<typeof HtmlWidget>[0]> = {}) {
  render(
    <HtmlWidget
      name="Tracking snippet"
      isAdvertisement={false}
      html="<p>Hi</p>"
      css="p{color:red}"
      javascript="window.__fromJavascriptProp = true"
      {...overrides}
    />,
  );
  return screen.getByTitle(overrides.name || "Tracking snippet") as HTMLIFrameElement;
}

/** A message event as the browser delivers it, from `source`. */
function post(source: MessageEventSource | null, data: unknown) {
  act(() => {
    window.dispatchEvent(new MessageEvent("message", { data, source, origin: "null" }));
  });
}

const tokens = (frame: HTMLIFrameElement) => (frame.getAttribute("sandbox") ?? "").split(/\s+/);

describe("HtmlWidget frame", () => {
  it("allows scripts, never the page's origin, top navigation or forms", () => {
    const frame = renderWidget();
    expect(tokens(frame)).toContain("allow-scripts");
    for (const token of ["allow-same-origin", "allow-top-navigation", "allow-forms", "allow-modals"]) {
      expect(tokens(frame)).not.toContain(token);
    }
  });

  it("loads the frame page, and sends the document only to its own frame when that says it is ready", () => {
    const frame = renderWidget();
    expect(frame.getAttribute("src")).toBe(HTML_WIDGET_FRAME_PATH);
    expect(frame.hasAttribute("srcdoc")).toBe(false);
    const own = frame.contentWindow as Window;
    const sent = vi.spyOn(own, "postMessage");
    post(window, { type: HTML_WIDGET_READY_MESSAGE });
    expect(sent).not.toHaveBeenCalled();
    post(own, { type: HTML_WIDGET_READY_MESSAGE });
    expect(sent).toHaveBeenCalledWith(
      { type: HTML_WIDGET_DOCUMENT_MESSAGE, document: expect.stringContaining("<p>Hi</p>") },
      "*",
    );
  });

  it("puts the HTML, the CSS and the javascript prop in the frame, under its own policy", () => {
    const frame = renderWidget();
    const own = frame.contentWindow as Window;
    const sent = vi.spyOn(own, "postMessage");
    post(own, { type: HTML_WIDGET_READY_MESSAGE });
    const [message] = sent.mock.calls[0] ?? [];
    const doc = new DOMParser().parseFromString((message as { document: string }).document, "text/html");
    const policy = doc.querySelector("meta[http-equiv='Content-Security-Policy']");
    // The policy is the head's first element after the charset: it governs every script and style after it.
    expect(doc.head.children[1]).toBe(policy);
    const content = policy?.getAttribute("content") ?? "";
    expect(content).toContain("default-src 'none'");
    expect(content).toContain("connect-src 'none'");
    expect(content).toContain("form-action 'none'");
    expect(content).toContain(`img-src https: data: ${window.location.origin}`);
    expect(doc.body.querySelector("p")?.textContent).toBe("Hi");
    expect([...doc.querySelectorAll("style")].map((style) => style.textContent)).toContain("p{color:red}");
    const scripts = [...doc.querySelectorAll("script")].map((script) => script.textContent ?? "");
    expect(scripts.at(-1)).toBe("window.__fromJavascriptProp = true");
    expect(doc.querySelector("base")?.getAttribute("target")).toBe("_blank");
  });

  it("renders for a script alone, and nothing when all three are empty", () => {
    expect(renderWidget({ html: "", css: "", javascript: "document.body.append('x')" })).toBeTruthy();
    cleanup();
    const { container } = render(<HtmlWidget name="" isAdvertisement={false} html="" css="" javascript="" />);
    expect(container.innerHTML).toBe("");
  });

  it("is busy at height 0 until its own frame reports a height, then takes it", () => {
    const frame = renderWidget();
    const wrapper = frame.parentElement as HTMLElement;
    expect(wrapper.getAttribute("aria-busy")).toBe("true");
    expect(frame.style.height).toBe("0px");
    post(frame.contentWindow, { type: HTML_WIDGET_HEIGHT_MESSAGE, height: 123.4 });
    expect(frame.style.height).toBe("124px");
    expect(wrapper.getAttribute("aria-busy")).toBeNull();
  });

  it("ignores height messages from any other window, and messages of other shapes", () => {
    const frame = renderWidget();
    post(window, { type: HTML_WIDGET_HEIGHT_MESSAGE, height: 500 });
    post(null, { type: HTML_WIDGET_HEIGHT_MESSAGE, height: 500 });
    const other = document.createElement("iframe");
    document.body.append(other);
    post(other.contentWindow, { type: HTML_WIDGET_HEIGHT_MESSAGE, height: 500 });
    other.remove();
    post(frame.contentWindow, { type: "something-else", height: 500 });
    post(frame.contentWindow, { type: HTML_WIDGET_HEIGHT_MESSAGE, height: "500" });
    expect(frame.style.height).toBe("0px");
  });

  it("two widgets on a page each take only their own frame's height", () => {
    render(
      <>
        <HtmlWidget name="First" isAdvertisement={false} html="<p>1</p>" css="" javascript="" />
        <HtmlWidget name="Second" isAdvertisement={false} html="<p>2</p>" css="" javascript="" />
      </>,
    );
    const first = screen.getByTitle("First") as HTMLIFrameElement;
    const second = screen.getByTitle("Second") as HTMLIFrameElement;
    post(second.contentWindow, { type: HTML_WIDGET_HEIGHT_MESSAGE, height: 80 });
    expect(second.style.height).toBe("80px");
    expect(first.style.height).toBe("0px");
  });
});

describe("reportedHeight", () => {
  it("accepts finite numbers, clamped to 0..max", () => {
    expect(reportedHeight({ type: HTML_WIDGET_HEIGHT_MESSAGE, height: -5 })).toBe(0);
    expect(reportedHeight({ type: HTML_WIDGET_HEIGHT_MESSAGE, height: 1e9 })).toBe(HTML_WIDGET_MAX_HEIGHT);
    expect(reportedHeight({ type: HTML_WIDGET_HEIGHT_MESSAGE, height: Number.NaN })).toBeNull();
    expect(reportedHeight("height:10")).toBeNull();
    expect(reportedHeight(null)).toBeNull();
  });
});

describe("htmlWidgetDocument", () => {
  const source = { html: "", css: "", javascript: "", pageOrigin: "https://forum.example" };

  it("keeps author code from closing its element early", () => {
    const doc = new DOMParser().parseFromString(
      htmlWidgetDocument({
        ...source,
        css: "p{color:red}</style><script>alert(1)</script>",
        javascript: "var s = '</script><p id=injected>';",
      }),
      "text/html",
    );
    expect(doc.getElementById("injected")).toBeNull();
    expect(doc.querySelectorAll("style")[1]?.textContent).toContain("alert(1)");
    expect([...doc.querySelectorAll("script")].at(-1)?.textContent).toContain("<\\/script><p id=injected>");
  });

  it("reports heights to the forum's origin only, from a script ahead of the author's markup", () => {
    const html = htmlWidgetDocument({ ...source, html: "<!-- never closed" });
    const doc = new DOMParser().parseFromString(html, "text/html");
    const reporter = doc.head.querySelector("script")?.textContent ?? "";
    expect(reporter).toContain(JSON.stringify(HTML_WIDGET_HEIGHT_MESSAGE));
    expect(reporter).toContain('"https://forum.example")');
  });

  it("adds no script element for an empty javascript prop", () => {
    const doc = new DOMParser().parseFromString(
      htmlWidgetDocument({ ...source, javascript: "  " }),
      "text/html",
    );
    expect(doc.body.querySelectorAll("script")).toHaveLength(0);
  });
});
