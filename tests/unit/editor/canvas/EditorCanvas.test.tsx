import { act, cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, test, vi } from "vitest";
import { locate } from "../../../../src/client/editor/model/paths";
import { editorDocument } from "../../../factories/editor";
import { fakeHydrator, renderCanvas, waitForPreview } from "./support";

afterEach(cleanup);

// Home template ids: n1 full width [n2 banner] · n3 one column [n4] · n5 two columns (mainTop [n6 quick links,
// mobile only], mainBottom [n7], secondaryBottom [n8 guest CTA, n9, n10 quick links desktop only, n11, n12]) · n13 [n14].
/** A widget's focusable handle (it carries data-editor-id, the name and the drag). */
const widget = (id: string) => {
  const element = document.querySelector<HTMLElement>(`[data-editor-id="${id}"]`);
  if (!element) throw new Error(`no widget ${id}`);
  return element;
};
/** A widget's whole box, preview included. */
const widgetBox = (id: string) => {
  const element = document.querySelector<HTMLElement>(`[data-editor-widget="${id}"]`);
  if (!element) throw new Error(`no widget ${id}`);
  return element;
};

describe("EditorCanvas", () => {
  test("draws every section and widget with its real preview, labelled and focusable", async () => {
    renderCanvas(editorDocument("home"));
    await waitForPreview();
    expect(document.querySelectorAll("[data-editor-section]")).toHaveLength(4);
    expect(widget("n7").getAttribute("aria-label")).toBe("Recent Discussions");
    expect(widget("n7").tabIndex).toBe(0);
    // Empty regions are drop zones with an "Add widget" button.
    expect(
      screen.getByRole("button", { name: "Add widget to the secondary column (top) of section 3" }),
    ).toBeTruthy();
  });

  test("a widget hidden on the device shows as a labelled ghost", async () => {
    const { store } = renderCanvas(editorDocument("home"), {
      setup: (s) => s.getState().setDevice("mobile"),
    });
    await waitForPreview();
    expect(within(widgetBox("n10")).getByText("Hidden on mobile")).toBeTruthy();
    expect(widget("n10").getAttribute("aria-label")).toBe("Quick Links, Hidden on mobile");
    expect(within(widgetBox("n6")).getByText("preview of react.quick-links")).toBeTruthy();
    act(() => store.getState().setDevice("desktop"));
    expect(within(widgetBox("n6")).getByText("Hidden on desktop")).toBeTruthy();
  });

  test("a widget left out for the chosen viewer shows as 'Hidden for Guest'", async () => {
    const { hydrator, calls } = fakeHydrator(
      (node, viewAs) => viewAs === "guest" && node.$hydrate === "react.newpost",
    );
    const { store } = renderCanvas(editorDocument("home"), { hydrator });
    await waitForPreview("preview of react.newpost");
    act(() => store.getState().setViewAs("guest"));
    await waitFor(() => expect(within(widgetBox("n9")).getByText("Hidden for Guest")).toBeTruthy());
    expect(calls.at(-1)?.viewAs).toBe("guest");
    // The unsaved document goes with its editor ids, so the server can echo them as $id.
    expect(calls.at(-1)?.layout[2]?.$editorID).toBe("n5");
  });

  test("the title bar previews the chosen viewer's session, not the editor's", async () => {
    const { store } = renderCanvas(editorDocument("home"));
    expect(await screen.findByText("title bar: admin", undefined, { timeout: 10_000 })).toBeTruthy();
    act(() => store.getState().setViewAs("guest"));
    expect(await screen.findByText("title bar: signed out")).toBeTruthy();
    act(() => store.getState().setViewAs(8));
    expect(await screen.findByText("title bar: Sample Member")).toBeTruthy();
  });

  test("the title bar is a button that selects it for the settings form", async () => {
    const { store } = renderCanvas(editorDocument("home"));
    const button = await screen.findByRole("button", { name: "Title bar" });
    fireEvent.click(button);
    expect(store.getState().selection).toEqual({ kind: "titleBar", id: "titleBar" });
    expect(button.getAttribute("aria-current")).toBe("true");
  });

  test("click and Enter select; the selected widget is marked", async () => {
    const { store } = renderCanvas(editorDocument("home"));
    await waitForPreview();
    fireEvent.click(widget("n7"));
    expect(store.getState().selection).toEqual({ kind: "widget", id: "n7" });
    expect(widget("n7").getAttribute("aria-current")).toBe("true");
    fireEvent.keyDown(widget("n11"), { key: "Enter", code: "Enter" });
    expect(store.getState().selection).toEqual({ kind: "widget", id: "n11" });
  });

  test("a node selected elsewhere (outline, problems) is scrolled into view", async () => {
    const scrolled: Element[] = [];
    const scrollIntoView = vi.fn(function (this: Element) {
      scrolled.push(this);
    });
    Object.defineProperty(HTMLElement.prototype, "scrollIntoView", {
      value: scrollIntoView,
      configurable: true,
    });
    try {
      const { store } = renderCanvas(editorDocument("home"));
      await waitForPreview();
      act(() => store.getState().select({ kind: "widget", id: "n12" }));
      expect(scrolled).toEqual([widgetBox("n12")]);
      // Selecting by clicking the widget itself does not scroll.
      widget("n11").focus();
      fireEvent.click(widget("n11"));
      expect(scrolled).toHaveLength(1);
    } finally {
      Reflect.deleteProperty(HTMLElement.prototype, "scrollIntoView");
    }
  });

  test("side by side: the three device frames share one selection, wherever it was made, and scroll together", async () => {
    const scrolled: Element[] = [];
    Object.defineProperty(HTMLElement.prototype, "scrollIntoView", {
      value: vi.fn(function (this: Element) {
        scrolled.push(this);
      }),
      configurable: true,
    });
    try {
      const { store } = renderCanvas(editorDocument("home"), { setup: (s) => s.getState().setDevice("all") });
      // One preview per frame.
      expect(
        await screen.findAllByText("preview of react.discussion.discussions", undefined, { timeout: 10_000 }),
      ).toHaveLength(3);
      const frames = [...document.querySelectorAll<HTMLElement>("[data-frame]")];
      expect(frames.map((frame) => frame.dataset.frame)).toEqual(["desktop", "tablet", "mobile"]);
      const inFrame = (frame: HTMLElement, id: string) => {
        const element = frame.querySelector<HTMLElement>(`[data-editor-id="${id}"]`);
        if (!element) throw new Error(`no widget ${id} in the ${frame.dataset.frame} frame`);
        return element;
      };
      const marked = (id: string) => frames.map((frame) => inFrame(frame, id).getAttribute("aria-current"));

      // Chosen in the mobile frame: every frame marks it.
      const mobile = frames[2] as HTMLElement;
      inFrame(mobile, "n7").focus();
      fireEvent.click(inFrame(mobile, "n7"));
      expect(store.getState().selection).toEqual({ kind: "widget", id: "n7" });
      expect(marked("n7")).toEqual(["true", "true", "true"]);

      // Chosen elsewhere (the outline): every frame follows; one scroll box holds the three frames, and only the
      // first frame scrolls it, so the frames never pull it different ways.
      act(() => store.getState().select({ kind: "widget", id: "n11" }));
      expect(marked("n11")).toEqual(["true", "true", "true"]);
      expect(marked("n7")).toEqual([null, null, null]);
      const scroller = document.querySelector("[data-editor-canvas]");
      expect(frames.every((frame) => scroller?.contains(frame))).toBe(true);
      expect(scrolled).toEqual([(frames[0] as HTMLElement).querySelector('[data-editor-widget="n11"]')]);

      // Each frame shows its own device's ghosts for the same document.
      const ghost = (frame: HTMLElement, id: string) =>
        frame.querySelector(`[data-editor-widget="${id}"]`)?.textContent ?? "";
      expect(frames.map((frame) => ghost(frame, "n10").includes("Hidden on mobile"))).toEqual([
        false,
        false,
        true,
      ]);
      expect(ghost(frames[0] as HTMLElement, "n6")).toContain("Hidden on desktop");
      expect(ghost(frames[1] as HTMLElement, "n6")).toContain("Hidden on tablet");
    } finally {
      Reflect.deleteProperty(HTMLElement.prototype, "scrollIntoView");
    }
  }, 20_000);

  test("section toolbar: move, swap columns, breadcrumbs, duplicate and delete by named buttons", async () => {
    const { store } = renderCanvas(editorDocument("home"));
    await waitForPreview();
    fireEvent.click(screen.getByRole("button", { name: "Move Section 3: 2 Columns - Default up" }));
    expect(store.getState().doc.layout[1]?.$editorID).toBe("n5");
    fireEvent.click(
      screen.getByRole("button", { name: "Sidebar on the left in Section 2: 2 Columns - Default" }),
    );
    expect(store.getState().doc.layout[1]?.isInverted).toBe(true);
    fireEvent.click(screen.getByRole("button", { name: "Breadcrumbs in Section 2: 2 Columns - Default" }));
    expect(store.getState().doc.layout[1]?.breadcrumbs).toHaveLength(1);
    fireEvent.click(screen.getByRole("button", { name: "Duplicate Section 2: 2 Columns - Default" }));
    expect(store.getState().doc.layout).toHaveLength(5);
    fireEvent.click(screen.getByRole("button", { name: "Delete Section 3: 2 Columns - Default" }));
    expect(store.getState().doc.layout).toHaveLength(4);
    expect(screen.getByRole("button", { name: "Move Section 1: 1 Column - Full Width up" })).toHaveProperty(
      "disabled",
      true,
    );
  });

  test("+ Add section inserts the chosen section type there and selects it", async () => {
    const { store } = renderCanvas(editorDocument("home"));
    await waitForPreview();
    fireEvent.click(screen.getByRole("button", { name: "+ Add section after section 4" }));
    fireEvent.click(screen.getByRole("button", { name: "3 Columns - Even" }));
    const added = store.getState().doc.layout[4];
    expect(added?.$hydrate).toBe("react.section.3-columns-even");
    expect(store.getState().selection).toEqual({ kind: "section", id: added?.$editorID });
    expect(store.getState().announcement).toBe("3 Columns - Even section added at position 5 of 5.");
  });

  test("keyboard drag: Space picks up, arrows move across regions, Space drops; the move is announced", async () => {
    const { store } = renderCanvas(editorDocument("home"));
    await waitForPreview();
    const item = widget("n7");
    item.focus();
    fireEvent.keyDown(item, { key: " ", code: "Space" });
    // The sensor listens from the next tick on.
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    fireEvent.keyDown(document, { key: "ArrowDown", code: "ArrowDown" });
    fireEvent.keyDown(document, { key: "ArrowDown", code: "ArrowDown" });
    fireEvent.keyDown(document, { key: "ArrowDown", code: "ArrowDown" });
    fireEvent.keyDown(document, { key: " ", code: "Space" });
    await waitFor(() =>
      expect(locate(store.getState().doc, "n7")).toEqual({
        sectionID: "n5",
        region: "secondaryBottom",
        index: 1,
      }),
    );
    await waitFor(() =>
      expect(document.body.textContent).toContain(
        "Recent Discussions moved to secondary column, position 2 of 6, section 3.",
      ),
    );
  });

  test("keyboard drag: Escape cancels and leaves the document alone", async () => {
    const { store } = renderCanvas(editorDocument("home"));
    await waitForPreview();
    const before = store.getState().doc;
    const item = widget("n7");
    item.focus();
    fireEvent.keyDown(item, { key: " ", code: "Space" });
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    fireEvent.keyDown(document, { key: "ArrowUp", code: "ArrowUp" });
    fireEvent.keyDown(document, { key: "Escape", code: "Escape" });
    await waitFor(() =>
      expect(document.body.textContent).toContain("Cancelled. Recent Discussions was not moved."),
    );
    expect(store.getState().doc).toBe(before);
  });
});
