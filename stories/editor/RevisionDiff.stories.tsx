// The revision comparison of the layout editor (src/client/editor/revisions-diff/): the home template's published
// revision against a draft where a widget moved to another section, one was added, Recent Discussions got new
// settings, the sidebar's quick links new visibility rules, a section was narrowed and another removed. Listed with
// restore buttons (against the draft), without them (against another revision), with nothing changed, and beside
// the canvas, whose changed widgets carry their marks. The canvas is previewed by the Storybook preview runtime.
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useCallback, useState } from "react";
import type { HydratePreviewRequest, HydratePreviewResult } from "../../src/client/api/layouts";
import { EditorCanvas, EditorDndProvider, PreviewHydratorProvider } from "../../src/client/editor/canvas";
import type { JsonObject, SavedLayoutDocument } from "../../src/client/editor/model/types";
import { DiffPanel } from "../../src/client/editor/revisions-diff/DiffPanel";
import { diffSessionFor } from "../../src/client/editor/revisions-diff/diff-session";
import { createEditorStore, EditorStoreProvider } from "../../src/client/editor/store/editor-store";
import { hydrateNode, hydrateNodes } from "../../src/lib/layout/hydrate";
import { editorCatalog, editorDocument, editorTemplate } from "../../tests/factories/editor";
import { previewPage } from "../support/page-params";
import { previewHydrateOptions } from "../support/preview-runtime";
import { preloadWidgets } from "../support/widget-story";

type Comparison = "draft" | "revisions" | "unchanged";

const published = editorTemplate("home");

/** The draft: the published home template after an afternoon of edits. */
function editedDraft(): SavedLayoutDocument {
  const draft = structuredClone(published);
  const [, featured, columns, totals] = draft.layout as Record<string, JsonObject[]>[];
  if (!featured || !columns || !totals) return draft;
  const sidebar = columns.secondaryBottom ?? [];
  const tags = sidebar.splice(4, 1);
  featured.children?.push(...tags);
  Object.assign(featured, { isNarrow: true });
  const recent = columns.mainBottom?.[0];
  if (recent) {
    recent.title = "Latest Posts";
    recent.apiParams = { ...(recent.apiParams as JsonObject), limit: 5 };
  }
  const quickLinks = sidebar[2];
  if (quickLinks)
    quickLinks.$middleware = { visibility: { device: "mobile" }, "role-filter": { roleIDs: [8] } };
  columns.mainTop?.push({ $hydrate: "react.html", name: "Notice", html: "<p>New rules from Monday.</p>" });
  draft.layout.splice(draft.layout.indexOf(totals), 1);
  return draft;
}

function useComparisonStore(comparison: Comparison) {
  const [store] = useState(() => {
    const draft = comparison === "unchanged" ? published : editedDraft();
    const created = createEditorStore({ document: editorDocument(draft), catalog: editorCatalog("home") });
    const older = { revisionID: 12, doc: published };
    diffSessionFor(created)
      .getState()
      .compare(older, comparison === "revisions" ? { revisionID: 14, doc: editedDraft() } : null);
    return created;
  });
  return store;
}

function DiffPanelStory({ comparison }: { comparison: Comparison }) {
  const store = useComparisonStore(comparison);
  return (
    <EditorStoreProvider store={store}>
      {/* The inspector's width. */}
      <div style={{ width: 384, maxWidth: "100%" }}>
        <DiffPanel onStop={() => undefined} />
      </div>
    </EditorStoreProvider>
  );
}

/** POST /layouts/hydrate, played by the preview runtime as a member. */
async function previewHydrate(request: HydratePreviewRequest): Promise<HydratePreviewResult> {
  const options = previewHydrateOptions("member", previewPage(request.layoutViewType).params);
  const [layout, titleBar] = await Promise.all([
    hydrateNodes(request.layout, options),
    request.titleBar ? hydrateNode(request.titleBar, options) : null,
  ]);
  return titleBar ? { layout, titleBar } : { layout };
}

function CanvasMarksStory() {
  const store = useComparisonStore("draft");
  const hydrator = useCallback((request: HydratePreviewRequest) => previewHydrate(request), []);
  return (
    <EditorStoreProvider store={store}>
      <PreviewHydratorProvider hydrator={hydrator}>
        <EditorDndProvider>
          {/* Inline layout: the app's Tailwind build does not scan stories/. */}
          <div style={{ display: "flex", gap: 16, padding: 16, alignItems: "flex-start" }}>
            <div style={{ flex: 1, minWidth: 0 }}>
              <EditorCanvas />
            </div>
            <div style={{ width: 384, flexShrink: 0 }}>
              <DiffPanel onStop={() => undefined} />
            </div>
          </div>
        </EditorDndProvider>
      </PreviewHydratorProvider>
    </EditorStoreProvider>
  );
}

const meta = {
  title: "Editor/RevisionDiff",
  component: DiffPanelStory,
  parameters: { layout: "padded" },
  args: { comparison: "draft" },
} satisfies Meta<typeof DiffPanelStory>;

export default meta;

type Story = StoryObj<typeof meta>;

/** Published revision 12 against the draft: moved, added, removed, settings and visibility, with restore buttons. */
export const AgainstTheDraft: Story = {};

/** Revision 12 against revision 14: the same changes, listed only (restoring goes into the draft). */
export const TwoRevisions: Story = { args: { comparison: "revisions" } };

/** Nothing changed since the published revision. */
export const NoChanges: Story = { args: { comparison: "unchanged" } };

/** The canvas beside the list: the moved, added and edited widgets and the narrowed section carry their marks. */
export const CanvasMarks: Story = {
  parameters: { layout: "fullscreen" },
  // An editor screen: reviewed at desktop width only.
  tags: ["viewport-desktop"],
  loaders: [
    async () => {
      const preview = await previewHydrate({
        layoutViewType: "home",
        layout: editorDocument(editedDraft()).layout,
        viewAs: "self",
      });
      await preloadWidgets(preview.layout);
      return {};
    },
  ],
  render: () => <CanvasMarksStory />,
};
