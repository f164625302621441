// Copy and Paste in the editor's toolbar: Copy waits for a selected widget or section; Paste is always offered (a
// refused paste says why).
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { ClipboardButtons } from "../../src/client/editor/clipboard/ClipboardButtons";
import { EditorDndProvider } from "../../src/client/editor/dnd/EditorDndProvider";
import type { Selection } from "../../src/client/editor/model/types";
import { createEditorStore, EditorStoreProvider } from "../../src/client/editor/store/editor-store";
import { editorCatalog, editorDocument } from "../../tests/factories/editor";

function ClipboardStory({ selection }: { selection: Selection }) {
  const [store] = useState(() => {
    const created = createEditorStore({ document: editorDocument("home"), catalog: editorCatalog("home") });
    created.getState().select(selection);
    return created;
  });
  return (
    <EditorStoreProvider store={store}>
      <EditorDndProvider>
        <ClipboardButtons />
      </EditorDndProvider>
    </EditorStoreProvider>
  );
}

const meta = {
  title: "Editor/ClipboardButtons",
  component: ClipboardStory,
  parameters: { layout: "padded" },
} satisfies Meta<typeof ClipboardStory>;

export default meta;

type Story = StoryObj<typeof meta>;

/** Nothing selected: nothing to copy. */
export const NothingSelected: Story = { args: { selection: null } };

/** The leaderboard is selected: Copy takes it. */
export const WidgetSelected: Story = { args: { selection: { kind: "widget", id: "n11" } } };
