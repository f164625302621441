import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ClipboardButtons } from "../../../../src/client/editor/clipboard/ClipboardButtons";
import {
  createEditorClipboard,
  type TextClipboard,
} from "../../../../src/client/editor/clipboard/system-clipboard";
import {
  clipboardShortcutFor,
  useClipboardShortcuts,
} from "../../../../src/client/editor/clipboard/use-clipboard-shortcuts";
import { EditorDndProvider } from "../../../../src/client/editor/dnd/EditorDndProvider";
import { readEnvelope } from "../../../../src/client/editor/model/clipboard";
import { findNode, locate } from "../../../../src/client/editor/model/paths";
import {
  createEditorStore,
  EditorStoreProvider,
  useEditor,
} from "../../../../src/client/editor/store/editor-store";
import { toastStore } from "../../../../src/ui/toast-store";
import { editorCatalog, editorDocument } from "../../../factories";

/** A system clipboard that works, or refuses like a browser without permission. */
function systemClipboard(allowed: boolean) {
  let text = "something copied elsewhere";
  const clipboard: TextClipboard = {
    writeText: vi.fn(async (next: string) => {
      if (!allowed) throw new DOMException("Write permission denied.", "NotAllowedError");
      text = next;
    }),
    readText: vi.fn(async () => {
      if (!allowed) throw new DOMException("Read permission denied.", "NotAllowedError");
      return text;
    }),
  };
  return { clipboard, text: () => text };
}

/** clipboardData of a copy/paste event. */
function clipboardData(initial = "") {
  const data = new Map<string, string>([["text/plain", initial]]);
  return {
    setData: vi.fn((type: string, value: string) => data.set(type, value)),
    getData: (type: string) => data.get(type) ?? "",
    written: () => data.get("text/plain") ?? "",
  };
}

function Harness({ clipboard }: { clipboard: ReturnType<typeof createEditorClipboard> }) {
  useClipboardShortcuts({ clipboard });
  const announcement = useEditor((s) => s.announcement);
  return (
    <div>
      <input aria-label="Title" />
      <button type="button">Canvas widget</button>
      <ClipboardButtons clipboard={clipboard} />
      <p data-testid="announcement">{announcement}</p>
    </div>
  );
}

function setup(allowed = true, viewType = "home") {
  const system = systemClipboard(allowed);
  const clipboard = createEditorClipboard(() => system.clipboard);
  const store = createEditorStore({ document: editorDocument(viewType), catalog: editorCatalog(viewType) });
  render(
    <EditorStoreProvider store={store}>
      <EditorDndProvider>
        <Harness clipboard={clipboard} />
      </EditorDndProvider>
    </EditorStoreProvider>,
  );
  return { store, system, clipboard };
}

const canvas = () => screen.getByRole("button", { name: "Canvas widget" });
const status = () => screen.getByTestId("announcement").textContent;

afterEach(() => {
  cleanup();
  toastStore.getState().clearToasts();
});

describe("clipboardShortcutFor", () => {
  it("reads Ctrl/Cmd+C and Ctrl/Cmd+V, nothing else", () => {
    const key = (k: string, extra: Partial<KeyboardEvent> = {}) =>
      clipboardShortcutFor({
        key: k,
        ctrlKey: false,
        metaKey: false,
        shiftKey: false,
        altKey: false,
        ...extra,
      });
    expect(key("c", { ctrlKey: true })).toBe("copy");
    expect(key("C", { metaKey: true })).toBe("copy");
    expect(key("v", { ctrlKey: true })).toBe("paste");
    expect(key("v")).toBeNull();
    expect(key("v", { ctrlKey: true, shiftKey: true })).toBeNull();
    expect(key("c", { ctrlKey: true, altKey: true })).toBeNull();
  });
});

describe("createEditorClipboard", () => {
  it("reads the system clipboard, so what was copied elsewhere since wins", async () => {
    const { clipboard } = systemClipboard(true);
    const editorClipboard = createEditorClipboard(() => clipboard);
    await editorClipboard.write("envelope");
    expect(await editorClipboard.read()).toBe("envelope");
    await clipboard.writeText("a sentence");
    expect(await editorClipboard.read()).toBe("a sentence");
    expect(await editorClipboard.read("from the paste event")).toBe("from the paste event");
  });

  it("falls back to the copy in memory when the system clipboard is refused or absent", async () => {
    const refused = createEditorClipboard(() => systemClipboard(false).clipboard);
    expect(await refused.read()).toBeNull();
    await refused.write("envelope");
    expect(await refused.read()).toBe("envelope");
    // The system clipboard never got it: a paste event's (older) text is not what was meant.
    expect(await refused.read("older text")).toBe("envelope");
    const absent = createEditorClipboard(() => undefined);
    await absent.write("envelope");
    expect(await absent.read()).toBe("envelope");
  });
});

describe("useClipboardShortcuts", () => {
  it("Ctrl+C copies the selection as an envelope; Ctrl+V pastes it after the selected widget; undo takes it back", async () => {
    const { store } = setup();
    act(() => store.getState().select({ kind: "widget", id: "n11" }));
    const copyData = clipboardData();
    fireEvent.copy(canvas(), { clipboardData: copyData });
    expect(readEnvelope(copyData.written())).toMatchObject({
      kind: "widget",
      node: { title: "Top Members" },
    });
    await waitFor(() => expect(status()).toMatch(/^Top Members copied\./));

    act(() => store.getState().select({ kind: "widget", id: "n7" }));
    const before = store.getState().doc;
    fireEvent.paste(canvas(), { clipboardData: clipboardData(copyData.written()) });
    await waitFor(() =>
      expect(status()).toBe("Top Members pasted into main column, position 2 of 2, section 3."),
    );
    const selection = store.getState().selection;
    expect(selection?.kind).toBe("widget");
    expect(locate(store.getState().doc, selection?.id ?? "")).toEqual({
      sectionID: "n5",
      region: "mainBottom",
      index: 1,
    });
    act(() => store.getState().undo());
    expect(store.getState().doc).toBe(before);
    expect(status()).toBe("Undid Paste Top Members");
  });

  it("a section copied in one layout pastes into another layout of another view type", async () => {
    const home = setup();
    act(() => home.store.getState().select({ kind: "section", id: "n13" }));
    const data = clipboardData();
    fireEvent.copy(canvas(), { clipboardData: data });
    cleanup();
    const post = setup(true, "discussion");
    fireEvent.paste(canvas(), { clipboardData: clipboardData(data.written()) });
    await waitFor(() => expect(status()).toBe("1 Column - Default section pasted at position 2 of 2."));
    expect(post.store.getState().doc.layout[1]?.children).toMatchObject([{ $hydrate: "react.sitetotals" }]);
  });

  it("a refused paste says why, in the live region and a toast, and changes nothing", async () => {
    const { store } = setup();
    const before = store.getState().doc;
    fireEvent.paste(canvas(), { clipboardData: clipboardData("Recent Posts") });
    const reason = "The clipboard holds no widget or section copied from a Quorum layout.";
    await waitFor(() => expect(status()).toBe(reason));
    expect(toastStore.getState().toasts.map((t) => [t.body, t.preset])).toEqual([[reason, "error"]]);
    expect(store.getState().doc).toBe(before);
  });

  it("leaves copy and paste in text fields to the field", () => {
    const { store } = setup();
    act(() => store.getState().select({ kind: "widget", id: "n11" }));
    const data = clipboardData("typed text");
    fireEvent.copy(screen.getByLabelText("Title"), { clipboardData: data });
    expect(data.setData).not.toHaveBeenCalled();
    const before = store.getState().doc;
    fireEvent.paste(screen.getByLabelText("Title"), { clipboardData: data });
    expect(store.getState().doc).toBe(before);
  });

  it("without copy/paste events (Safari), the key presses use the clipboard API and its memory fallback", async () => {
    vi.useFakeTimers();
    try {
      const { store, system } = setup(false);
      act(() => store.getState().select({ kind: "widget", id: "n11" }));
      fireEvent.keyDown(canvas(), { key: "c", ctrlKey: true });
      await act(() => vi.runAllTimersAsync());
      expect(system.clipboard.writeText).toHaveBeenCalled();
      expect(status()).toMatch(/^Top Members copied\./);
      fireEvent.keyDown(canvas(), { key: "v", ctrlKey: true });
      await act(() => vi.runAllTimersAsync());
      expect(status()).toBe("Top Members pasted into secondary column, position 5 of 6, section 3.");
    } finally {
      vi.useRealTimers();
    }
  });
});

describe("ClipboardButtons", () => {
  it("Copy is offered for a selected widget or section; Paste works from memory when permission is denied", async () => {
    const { store, system } = setup(false);
    const copy = screen.getByRole("button", { name: "Copy" });
    expect(copy).toHaveProperty("disabled", true);
    act(() => store.getState().select({ kind: "titleBar", id: "titleBar" }));
    expect(copy).toHaveProperty("disabled", true);
    act(() => store.getState().select({ kind: "section", id: "n3" }));
    fireEvent.click(copy);
    await waitFor(() => expect(status()).toMatch(/^1 Column - Default section copied\./));
    fireEvent.click(screen.getByRole("button", { name: "Paste" }));
    await waitFor(() => expect(status()).toBe("1 Column - Default section pasted at position 3 of 5."));
    expect(system.clipboard.readText).not.toHaveBeenCalled();
    expect(findNode(store.getState().doc, store.getState().selection?.id ?? "")?.$hydrate).toBe(
      "react.section.1-column",
    );
  });

  it("Paste with nothing copied says so", async () => {
    setup(false);
    fireEvent.click(screen.getByRole("button", { name: "Paste" }));
    await waitFor(() => expect(status()).toBe("Nothing to paste: copy a widget or a section first."));
  });
});
