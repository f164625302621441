// A global script error makes the body visible after 800 ms (spec 000 §4, docs/reference/ui-behaviour.md#script-errors):
// the inline script of src/client/index.html, run in this jsdom window, and the server stamping the page's CSP nonce
// on it like on every script of the shell.
import { readFileSync } from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderPage } from "../../src/server/web/index-html";

const template = readFileSync(path.resolve(import.meta.dirname, "../../src/client/index.html"), "utf8");
const inline = /<script>([\s\S]*?)<\/script>/.exec(template)?.[1] ?? "";

afterEach(() => {
  vi.useRealTimers();
  document.body.removeAttribute("style");
  document.body.removeAttribute("hidden");
});

describe("the early script-error handler", () => {
  it("is a classic inline script of the shell's head", () => {
    expect(inline).toContain('addEventListener("error"');
    expect(template.indexOf("<script>")).toBeLessThan(template.indexOf("</head>"));
  });

  it("shows a hidden body 800 ms after a script error, not before", () => {
    vi.useFakeTimers();
    new Function(inline)();
    document.body.style.visibility = "hidden";
    document.body.style.opacity = "0";
    document.body.hidden = true;
    window.dispatchEvent(new ErrorEvent("error", { message: "boom" }));
    vi.advanceTimersByTime(799);
    expect(document.body.style.visibility).toBe("hidden");
    vi.advanceTimersByTime(1);
    expect(document.body.style.visibility).toBe("visible");
    expect(document.body.style.opacity).toBe("1");
    expect(document.body.hidden).toBe(false);
  });

  it("carries the response's nonce once served", () => {
    const page = renderPage(template, { title: "Quorum", description: "" }, {}, "n0nce");
    expect(page).toContain('<script nonce="n0nce">');
    expect(page).not.toMatch(/<script>(?![^<]*application\/json)/);
  });
});
