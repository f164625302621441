// The Problems panel: a discussion list layout missing its required discussion list and with a broken Quick
// Links widget (3 problems), and the clean template.
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import type { EditorDocument, JsonObject } from "../../src/client/editor/model/types";
import { ProblemsPanel } from "../../src/client/editor/problems";
import { createEditorStore, EditorStoreProvider } from "../../src/client/editor/store/editor-store";
import { editorCatalog, editorDocument, editorTemplate } from "../../tests/factories/editor";

function documentWithProblems(): EditorDocument {
  const saved = editorTemplate("discussionList");
  const columns = saved.layout[1] as Record<string, JsonObject[]>;
  columns.mainBottom = [];
  const quickLinks = columns.secondaryBottom?.[2];
  if (quickLinks) Object.assign(quickLinks, { links: "recent, top", title: 5 });
  return editorDocument(saved);
}

function ProblemsStory({ withProblems }: { withProblems: boolean }) {
  const [store] = useState(() =>
    createEditorStore({
      document: withProblems ? documentWithProblems() : editorDocument("discussionList"),
      catalog: editorCatalog("discussionList"),
    }),
  );
  return (
    <EditorStoreProvider store={store}>
      <div style={{ width: 340, maxWidth: "100%" }}>
        <ProblemsPanel />
      </div>
    </EditorStoreProvider>
  );
}

const meta = {
  title: "Editor/ProblemsPanel",
  component: ProblemsStory,
  parameters: { layout: "padded" },
} satisfies Meta<typeof ProblemsStory>;

export default meta;

type Story = StoryObj<typeof meta>;

export const ThreeProblems: Story = { args: { withProblems: true } };

export const Clean: Story = { args: { withProblems: false } };
