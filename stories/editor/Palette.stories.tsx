// The widget palette of the home view type: every widget and optional asset, grouped, with a search. Items the
// selected place refuses stay listed, marked with the reason.
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { EditorDndProvider, Palette } from "../../src/client/editor/canvas";
import type { Selection } from "../../src/client/editor/model/types";
import { createEditorStore, EditorStoreProvider } from "../../src/client/editor/store/editor-store";
import { editorCatalog, editorDocument } from "../../tests/factories/editor";

function PaletteStory({ defaultQuery, selection = null }: { defaultQuery?: string; selection?: Selection }) {
  const [store] = useState(() => {
    const created = createEditorStore({ document: editorDocument("home"), catalog: editorCatalog("home") });
    created.getState().select(selection);
    return created;
  });
  return (
    <EditorStoreProvider store={store}>
      <EditorDndProvider>
        {/* Inline sizes: the app's Tailwind build does not scan stories/. */}
        <div style={{ width: 320, maxWidth: "100%", padding: 12 }}>
          <Palette defaultQuery={defaultQuery} />
        </div>
      </EditorDndProvider>
    </EditorStoreProvider>
  );
}

const meta = {
  title: "Editor/Palette",
  component: PaletteStory,
  parameters: { layout: "padded" },
} satisfies Meta<typeof PaletteStory>;

export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** "posts": every widget whose name, group or description mentions posts. */
export const FilteredSearch: Story = { args: { defaultQuery: "posts" } };

/** The banner in the full-width section is selected: what that section refuses is marked, not hidden. */
export const RefusedBySelection: Story = { args: { selection: { kind: "widget", id: "n2" } } };
