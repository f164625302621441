// The outline's keyboard drag (dnd-kit's keyboard sensor): Space picks an item up, the arrows step one allowed
// target at a time, Space drops; where it would land and the drop are announced, Escape cancels. Rows get a layout here
// (jsdom has none): each treeitem sits one 32px row below the one before.
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Outline } from "../../../../src/client/editor/outline";
import { createEditorStore, EditorStoreProvider } from "../../../../src/client/editor/store/editor-store";
import { editorCatalog, editorDocument } from "../../../factories/editor";

const ROW = 32;

beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, "getBoundingClientRect").mockImplementation(function (this: HTMLElement) {
    const rows = [...document.querySelectorAll('[role="treeitem"]')];
    const index = rows.indexOf(this);
    const top = index < 0 ? 0 : index * ROW;
    return {
      x: 0,
      y: top,
      top,
      left: 0,
      width: 240,
      height: ROW,
      right: 240,
      bottom: top + ROW,
      toJSON() {},
    };
  });
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function renderOutline() {
  const store = createEditorStore({ document: editorDocument("home"), catalog: editorCatalog("home") });
  render(
    <EditorStoreProvider store={store}>
      <Outline />
    </EditorStoreProvider>,
  );
  return store;
}

const row = (name: string) => screen.getByRole("treeitem", { name: new RegExp(`^${name}`) });
/** Every text dnd-kit's live region has held (each announcement replaces the one before). */
function recordAnnouncements(): string[] {
  const heard: string[] = [];
  const region = document.querySelector<HTMLElement>('[id^="DndLiveRegion"]');
  if (!region) throw new Error("no live region");
  new MutationObserver(() => heard.push(region.textContent ?? "")).observe(region, {
    childList: true,
    characterData: true,
    subtree: true,
  });
  return heard;
}
/** A key press; the sensor listens on the document once a drag has started, from the next task on. */
async function key(target: Element | Document, code: string) {
  await act(async () => {
    fireEvent.keyDown(target, { code, key: code === "Space" ? " " : code });
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

describe("Outline keyboard drag", () => {
  it("picks a section up with Space, steps with the arrows, drops with Space and announces the target and the move", async () => {
    const store = renderOutline();
    const heard = recordAnnouncements();
    const section = row("1 Column - Full Width");
    section.focus();
    await key(section, "Space");
    expect(section.className).toContain("opacity-50");
    await key(document, "ArrowDown");
    await key(document, "Space");
    expect(heard).toEqual([
      "1 Column - Full Width over position 2 of 4",
      "1 Column - Full Width moved to position 2 of 4",
    ]);
    expect(store.getState().doc.layout.map((s) => s.$editorID)).toEqual(["n3", "n1", "n5", "n13"]);
    expect(document.activeElement).toBe(row("1 Column - Full Width"));
  });

  it("cancels with Escape and moves nothing", async () => {
    const store = renderOutline();
    const heard = recordAnnouncements();
    const section = row("1 Column - Full Width");
    section.focus();
    await key(section, "Space");
    await key(document, "ArrowDown");
    await key(document, "Escape");
    expect(heard).toEqual([
      "1 Column - Full Width over position 2 of 4",
      "Moving 1 Column - Full Width was cancelled.",
    ]);
    expect(store.getState().doc.layout.map((s) => s.$editorID)).toEqual(["n1", "n3", "n5", "n13"]);
    expect(row("1 Column - Full Width").className).not.toContain("opacity-50");
  });
});
