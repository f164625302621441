// Embedded mode (docs/reference/ui-behaviour.md#embedded-mode): address and title changes seen by the 200 ms check,
// the scrolled state past 50 px, links leaving the site reported to the parent, and the parent origin chosen for
// postMessage.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { isExternalUrl, parentOrigin, startEmbedBridge } from "../../src/client/embed/bridge";
import { startEmbed } from "../../src/client/embed/embed-start";
import { type EmbedMessage, isEmbedMessage } from "../../src/client/embed/messages";

let posted: EmbedMessage[];
let stop: () => void;

function setScrollY(y: number) {
  Object.defineProperty(window, "scrollY", { configurable: true, value: y });
  window.dispatchEvent(new Event("scroll"));
}

const ofType = <T extends EmbedMessage["type"]>(type: T) =>
  posted.filter((message): message is Extract<EmbedMessage, { type: T }> => message.type === type);

beforeEach(() => {
  vi.useFakeTimers();
  posted = [];
  window.history.replaceState(null, "", "/discussions");
  document.title = "Recent Posts - Quorum";
  setScrollY(0);
  stop = startEmbedBridge({ win: window, post: (message) => posted.push(message) });
});

afterEach(() => {
  stop();
  vi.useRealTimers();
  vi.restoreAllMocks();
  document.body.innerHTML = "";
});

describe("address and title", () => {
  it("posts the current address, title and scrolled state on start", () => {
    expect(posted).toEqual([
      { source: "quorum", type: "location", href: "http://localhost:3000/discussions", path: "/discussions" },
      { source: "quorum", type: "title", title: "Recent Posts - Quorum" },
      { source: "quorum", type: "scrolled", scrolled: false },
    ]);
  });

  it("sees a client navigation at the next 200 ms check, not before", () => {
    posted = [];
    window.history.pushState(null, "", "/categories?page=2#top");
    vi.advanceTimersByTime(199);
    expect(ofType("location")).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(ofType("location")).toEqual([
      {
        source: "quorum",
        type: "location",
        href: "http://localhost:3000/categories?page=2#top",
        path: "/categories?page=2#top",
      },
    ]);
  });

  it("posts a title change once, and nothing while nothing changes", () => {
    posted = [];
    vi.advanceTimersByTime(1000);
    expect(posted).toEqual([]);
    document.title = "Categories - Quorum";
    vi.advanceTimersByTime(200);
    vi.advanceTimersByTime(1000);
    expect(posted).toEqual([{ source: "quorum", type: "title", title: "Categories - Quorum" }]);
  });

  it("stops checking once stopped", () => {
    stop();
    posted = [];
    window.history.pushState(null, "", "/elsewhere");
    document.title = "Elsewhere";
    vi.advanceTimersByTime(1000);
    setScrollY(500);
    expect(posted).toEqual([]);
  });
});

describe("scrolled state", () => {
  it("turns scrolled past 50 px and back, posting only changes", () => {
    posted = [];
    setScrollY(50);
    expect(posted).toEqual([]);
    setScrollY(51);
    setScrollY(300);
    expect(posted).toEqual([{ source: "quorum", type: "scrolled", scrolled: true }]);
    setScrollY(10);
    expect(ofType("scrolled").map((message) => message.scrolled)).toEqual([true, false]);
  });
});

describe("external navigation", () => {
  function clickLink(href: string, target?: string, init: MouseEventInit = {}) {
    const link = document.createElement("a");
    link.href = href;
    if (target) link.target = target;
    link.textContent = "link";
    document.body.append(link);
    const event = new MouseEvent("click", { bubbles: true, cancelable: true, button: 0, ...init });
    link.dispatchEvent(event);
    return event;
  }

  it("reports a link to another site to the parent and keeps the frame on the forum", () => {
    posted = [];
    const event = clickLink("https://docs.example.com/guide");
    expect(posted).toEqual([
      { source: "quorum", type: "navigateExternal", url: "https://docs.example.com/guide" },
    ]);
    expect(event.defaultPrevented).toBe(true);
  });

  it("reports a new-tab external link but lets it open", () => {
    posted = [];
    const event = clickLink("https://docs.example.com/", "_blank");
    expect(ofType("navigateExternal")).toHaveLength(1);
    expect(event.defaultPrevented).toBe(false);
  });

  it("leaves links inside the site and modified clicks alone", () => {
    posted = [];
    const inside = clickLink("/categories");
    const modified = clickLink("https://docs.example.com/", undefined, { ctrlKey: true });
    expect(posted).toEqual([]);
    expect(inside.defaultPrevented).toBe(false);
    expect(modified.defaultPrevented).toBe(false);
  });

  it("judges external by origin, web addresses only", () => {
    const base = "https://forum.example/discussions";
    expect(isExternalUrl("https://forum.example/categories", base)).toBe(false);
    expect(isExternalUrl("/x", base)).toBe(false);
    expect(isExternalUrl("http://forum.example/x", base)).toBe(true);
    expect(isExternalUrl("https://other.example/", base)).toBe(true);
    expect(isExternalUrl("mailto:a@b.example", base)).toBe(false);
  });
});

describe("posting to the parent", () => {
  it("uses the referrer's origin when it is another site, else any origin", () => {
    const referrer = vi.spyOn(document, "referrer", "get");
    referrer.mockReturnValue("https://host.example/page.html");
    expect(parentOrigin(window)).toBe("https://host.example");
    referrer.mockReturnValue("http://localhost:3000/discussions");
    expect(parentOrigin(window)).toBe("*");
    referrer.mockReturnValue("");
    expect(parentOrigin(window)).toBe("*");
  });

  it("startEmbed posts recognisable messages through window.parent.postMessage", () => {
    stop();
    const postMessage = vi.spyOn(window.parent, "postMessage").mockImplementation(() => undefined);
    stop = startEmbed(window);
    expect(postMessage).toHaveBeenCalledWith(expect.objectContaining({ type: "location" }), "*");
    const [first] = postMessage.mock.calls[0] ?? [];
    expect(isEmbedMessage(first)).toBe(true);
    expect(isEmbedMessage({ type: "location" })).toBe(false);
  });
});
