// The error boundary of spec 001 §4.3 (docs/reference/errors.md#render-errors): a fixed message with the error's
// text, Reload reloads, Cancel dismisses; focus taken only when the failure took it; cleared by its reset key. And the
// chunk debugger (docs/reference/ui-behaviour.md#chunk-debugger): a dialog of the registered debug chunks.
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { clearDebugChunks, registerDebugChunk } from "../../src/lib/debug-chunks";
import { ChunkDebugger } from "../../src/ui/ChunkDebugger";
import { ErrorBoundary } from "../../src/ui/ErrorBoundary";
import { axeViolations } from "./widget-axe";

function Broken(): never {
  throw new Error("kaboom");
}

/** A button that breaks its part of the page when pressed (focus is on it then). */
function BreaksOnClick() {
  const [broken, setBroken] = useState(false);
  if (broken) throw new Error("pressed too hard");
  return (
    <button type="button" onClick={() => setBroken(true)}>
      Press
    </button>
  );
}

beforeEach(() => {
  vi.spyOn(console, "error").mockImplementation(() => undefined);
});

afterEach(() => {
  cleanup();
  clearDebugChunks();
  vi.restoreAllMocks();
});

describe("ErrorBoundary", () => {
  it("shows the fixed message with the error text, Reload and Cancel, accessibly", async () => {
    const { container } = render(
      <main>
        <ErrorBoundary name="Broken">
          <Broken />
        </ErrorBoundary>
      </main>,
    );
    const alert = screen.getByRole("alert");
    expect(alert.textContent).toContain("Something went wrong while displaying this part of the page.");
    expect(alert.textContent).toContain("kaboom");
    expect(screen.getByRole("button", { name: "Reload" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Cancel" })).toBeTruthy();
    // Production names nothing: the component's name is for debug builds.
    expect(alert.textContent).not.toContain("Broken");
    // A failure on the first render does not move focus.
    expect(document.activeElement).toBe(document.body);
    expect(await axeViolations(container)).toEqual([]);
    expect(console.error).toHaveBeenCalledWith(
      expect.stringContaining("Broken"),
      expect.anything(),
      expect.anything(),
    );
  });

  it("reloads the page with Reload", () => {
    const reload = vi.fn();
    render(
      <ErrorBoundary onReload={reload}>
        <Broken />
      </ErrorBoundary>,
    );
    fireEvent.click(screen.getByRole("button", { name: "Reload" }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("dismisses the message with Cancel (or Escape), leaving the rest of the page", () => {
    render(
      <>
        <ErrorBoundary>
          <Broken />
        </ErrorBoundary>
        <p>the rest</p>
      </>,
    );
    fireEvent.click(screen.getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("alert")).toBeNull();
    expect(screen.getByText("the rest")).toBeTruthy();
    cleanup();
    render(
      <ErrorBoundary>
        <Broken />
      </ErrorBoundary>,
    );
    fireEvent.keyDown(screen.getByRole("button", { name: "Reload" }), { key: "Escape" });
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("takes focus when the failure took the focused element, and gives it to <main> on Cancel", () => {
    render(
      <main>
        <ErrorBoundary>
          <BreaksOnClick />
        </ErrorBoundary>
      </main>,
    );
    const button = screen.getByRole("button", { name: "Press" });
    button.focus();
    fireEvent.click(button);
    expect(document.activeElement?.textContent).toBe(
      "Something went wrong while displaying this part of the page.",
    );
    fireEvent.click(screen.getByRole("button", { name: "Cancel" }));
    expect(document.activeElement?.tagName).toBe("MAIN");
  });

  it("names the component and shows the stack in debug builds", () => {
    render(
      <ErrorBoundary name="react.discussions" debug>
        <Broken />
      </ErrorBoundary>,
    );
    expect(screen.getByRole("alert").textContent).toContain(
      'There was a problem loading "react.discussions"',
    );
    expect(screen.getByRole("alert").querySelector("pre")?.textContent).toContain("kaboom");
  });

  it("clears the error when its reset key changes (the next page)", () => {
    const { rerender } = render(
      <ErrorBoundary scope="page" resetKey="/broken">
        <Broken />
      </ErrorBoundary>,
    );
    expect(screen.getByRole("alert").textContent).toContain(
      "Something went wrong while displaying this page.",
    );
    rerender(
      <ErrorBoundary scope="page" resetKey="/fine">
        <p>fine</p>
      </ErrorBoundary>,
    );
    expect(screen.queryByRole("alert")).toBeNull();
    expect(screen.getByText("fine")).toBeTruthy();
  });
});

describe("ChunkDebugger", () => {
  it("shows nothing with debugging off, or with nothing registered", () => {
    render(<ChunkDebugger enabled />);
    expect(screen.queryByRole("dialog")).toBeNull();
    act(() => registerDebugChunk("widget:react.rss", { kind: "widget", detail: "feed down" }));
    cleanup();
    render(<ChunkDebugger enabled={false} />);
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("opens when a debug chunk is registered, lists them, closes, and opens again for the next", async () => {
    render(<ChunkDebugger enabled />);
    act(() => registerDebugChunk("widget:react.rss", { kind: "widget", detail: "feed down" }));
    // The dialog is its own chunk: it arrives a moment later.
    const dialog = await screen.findByRole("dialog", { name: "Debug chunks" });
    expect(dialog.textContent).toContain("widget:react.rss");
    expect(dialog.textContent).toContain("feed down");
    expect(dialog.textContent).toContain("1 debug chunk is registered.");
    expect(await axeViolations(dialog)).toEqual([]);
    fireEvent.click(screen.getAllByRole("button", { name: "Close" })[0] as HTMLElement);
    expect(screen.queryByRole("dialog")).toBeNull();
    act(() => registerDebugChunk("widget:react.rss", { kind: "widget", detail: "feed down again" }));
    expect((await screen.findByRole("dialog")).textContent).toContain("2 times");
    fireEvent.click(screen.getByRole("button", { name: "Clear" }));
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("lists a widget that fails in a debug layout (the renderer registers it)", async () => {
    const { LayoutRenderer } = await import("../../src/layout/LayoutRenderer");
    const { lazyWidget } = await import("../../src/layout/registry-types");
    render(
      <>
        <LayoutRenderer
          layout={[{ $reactComponent: "Broken", $reactProps: {} }]}
          registry={{ Broken: lazyWidget(async () => ({ default: Broken })) }}
          device="desktop"
          debug
        />
        <ChunkDebugger enabled />
      </>,
    );
    const dialog = await screen.findByRole("dialog", { name: "Debug chunks" });
    expect(dialog.textContent).toContain("widget:Broken");
  });
});
