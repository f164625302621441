// The outline of the home template: sections → regions → widgets, as the editor's side panel shows it.
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import type { EditorDocument, JsonObject, Selection } from "../../src/client/editor/model/types";
import { Outline } from "../../src/client/editor/outline";
import { createEditorStore, EditorStoreProvider } from "../../src/client/editor/store/editor-store";
import { editorCatalog, editorDocument, editorTemplate } from "../../tests/factories/editor";

/** The home template with a Quick Links widget whose title and links are broken (2 problems). */
function documentWithProblems(): EditorDocument {
  const saved = editorTemplate("home");
  const columns = saved.layout[2] as Record<string, JsonObject[]>;
  const quickLinks = columns.secondaryBottom?.[2];
  if (quickLinks) Object.assign(quickLinks, { links: "recent, top", title: 5 });
  return editorDocument(saved);
}

interface OutlineStoryProps {
  selection?: Selection;
  hover?: string | null;
  withProblems?: boolean;
}

function OutlineStory({ selection = null, hover = null, withProblems = false }: OutlineStoryProps) {
  const [store] = useState(() => {
    const created = createEditorStore({
      document: withProblems ? documentWithProblems() : editorDocument("home"),
      catalog: editorCatalog("home"),
    });
    created.getState().select(selection);
    created.getState().setHover(hover);
    return created;
  });
  return (
    <EditorStoreProvider store={store}>
      <div style={{ width: 320, maxWidth: "100%", padding: 12 }}>
        <Outline />
      </div>
    </EditorStoreProvider>
  );
}

const meta = {
  title: "Editor/Outline",
  component: OutlineStory,
  parameters: { layout: "padded" },
} satisfies Meta<typeof OutlineStory>;

export default meta;

type Story = StoryObj<typeof meta>;

export const HomeTemplate: Story = {};

/** Quick Links selected (on the canvas or here), Recent Discussions under the pointer. */
export const SelectedWidget: Story = {
  args: { selection: { kind: "widget", id: "n10" }, hover: "n7" },
};

/** Rows count their node's problems, so a broken widget is easy to find in a long layout. */
export const WithProblems: Story = { args: { withProblems: true } };
