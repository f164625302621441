// The cost meter (Inspector's Cost tab) on mobile, with figures like the server measures on the demo site: the home
// template within the default budget, and the same page with Tabbed Posts over the widget budget (its figures marked,
// the warning counted, and Hide on mobile beside what it saves).
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { CostMeter } from "../../src/client/editor/cost";
import type { EditorDocument, JsonObject } from "../../src/client/editor/model/types";
import { createEditorStore, EditorStoreProvider } from "../../src/client/editor/store/editor-store";
import { editorCatalog, editorDocument, editorTemplate } from "../../tests/factories/editor";
import { editorCostFixture } from "../../tests/factories/editor-cost";

function homeWithTabs(): EditorDocument {
  const saved = editorTemplate("home");
  const columns = saved.layout[2] as Record<string, JsonObject[]>;
  columns.mainBottom?.push({ $hydrate: "react.tabs", limit: 10 });
  return editorDocument(saved);
}

function CostMeterStory({ overBudget }: { overBudget: boolean }) {
  const [{ store, document }] = useState(() => {
    const doc = overBudget ? homeWithTabs() : editorDocument("home");
    const created = createEditorStore({ document: doc, catalog: editorCatalog("home") });
    created.getState().setDevice("mobile");
    return { store: created, document: doc };
  });
  const [cost] = useState(() => editorCostFixture(document));
  return (
    <EditorStoreProvider store={store}>
      <div style={{ width: 384, maxWidth: "100%" }}>
        <CostMeter cost={cost} />
      </div>
    </EditorStoreProvider>
  );
}

const meta = {
  title: "Editor/CostMeter",
  component: CostMeterStory,
  parameters: { layout: "padded" },
} satisfies Meta<typeof CostMeterStory>;

export default meta;

type Story = StoryObj<typeof meta>;

export const UnderBudget: Story = { args: { overBudget: false } };

export const OverBudget: Story = { args: { overBudget: true } };
