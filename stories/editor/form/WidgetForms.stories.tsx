// The whole settings form, as the editor shows it: the home template's banner (contextual title, colours,
// background upload, Conditions) and its Recent Discussions list (content, item display, container options),
// each on a real editor store; one more with a problem at its field; and the "Browse" quick links, whose list
// of links and mobile-only Conditions show the dragAndDrop and middleware parts of the form.
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { walkNodes } from "../../../src/client/editor/model/paths";
import type { EditorDocument, JsonObject } from "../../../src/client/editor/model/types";
import { SettingsPanel } from "../../../src/client/editor/settings/SettingsPanel";
import { createEditorStore, EditorStoreProvider } from "../../../src/client/editor/store/editor-store";
import { editorCatalog, editorDocument, editorTemplate } from "../../../tests/factories/editor";
import { fakeUpload, SeededLookups } from "./form-story";

function homeWith(change?: (layout: JsonObject[]) => void): EditorDocument {
  const saved = editorTemplate("home");
  change?.(saved.layout);
  return editorDocument(saved);
}

function FormStory({ hydrateKey, document }: { hydrateKey: string; document: EditorDocument }) {
  const [store] = useState(() => {
    const created = createEditorStore({ document, catalog: editorCatalog("home") });
    const node = walkNodes(created.getState().doc).find((entry) => entry.node.$hydrate === hydrateKey);
    if (node) created.getState().select({ kind: node.kind, id: node.node.$editorID });
    return created;
  });
  return (
    <SeededLookups>
      <EditorStoreProvider store={store}>
        <div
          style={{ width: 380, maxWidth: "100%", border: "1px solid var(--color-border)", borderRadius: 8 }}
        >
          <SettingsPanel upload={fakeUpload} />
        </div>
      </EditorStoreProvider>
    </SeededLookups>
  );
}

const meta = {
  title: "Editor/Form/WidgetForms",
  component: FormStory,
  parameters: { layout: "padded" },
} satisfies Meta<typeof FormStory>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Banner: Story = {
  args: { hydrateKey: "react.app-banner", document: homeWith() },
};

export const Discussions: Story = {
  args: {
    hydrateKey: "react.discussion.discussions",
    document: homeWith((layout) => {
      const list = (layout[2]?.mainBottom as JsonObject[] | undefined)?.[0];
      if (list)
        Object.assign(list, {
          apiParams: { ...(list.apiParams as JsonObject), filter: "category", categoryID: 3 },
        });
    }),
  },
};

export const DiscussionsWithProblem: Story = {
  args: {
    hydrateKey: "react.discussion.discussions",
    document: homeWith((layout) => {
      const list = (layout[2]?.mainBottom as JsonObject[] | undefined)?.[0];
      if (list) Object.assign(list, { apiParams: { ...(list.apiParams as JsonObject), limit: 500 } });
    }),
  },
};

export const QuickLinksWithConditions: Story = {
  args: { hydrateKey: "react.quick-links", document: homeWith() },
};
