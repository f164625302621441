// The two-way JSON pane on the home template; the second story has a widget selected elsewhere, so its JSON
// range is highlighted.
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { JsonPane } from "../../src/client/editor/json";
import type { Selection } from "../../src/client/editor/model/types";
import { createEditorStore, EditorStoreProvider } from "../../src/client/editor/store/editor-store";
import { editorCatalog, editorDocument } from "../../tests/factories/editor";

function JsonPaneStory({ selection = null }: { selection?: Selection }) {
  const [store] = useState(() => {
    const created = createEditorStore({ document: editorDocument("home"), catalog: editorCatalog("home") });
    created.getState().select(selection);
    return created;
  });
  return (
    <EditorStoreProvider store={store}>
      <div style={{ height: 480, width: 560, maxWidth: "100%" }}>
        <JsonPane />
      </div>
    </EditorStoreProvider>
  );
}

const meta = {
  title: "Editor/JsonPane",
  component: JsonPaneStory,
  parameters: { layout: "padded" },
} satisfies Meta<typeof JsonPaneStory>;

export default meta;

type Story = StoryObj<typeof meta>;

export const HomeTemplate: Story = {};

/** The banner selected on the canvas: its JSON range is highlighted (already on screen, so the pane stays put). */
export const SelectedWidget: Story = { args: { selection: { kind: "widget", id: "n2" } } };
