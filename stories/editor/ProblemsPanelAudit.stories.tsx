// The Problems panel with the layout accessibility audit's warnings (src/client/editor/audit/): the home template
// changed the way authors get it wrong (a heading level skipped, a pale text colour, a three-column section whose
// left column reads first but shows below the middle one on tablets and phones, a repeated title, an empty
// section), audited by the real rules of src/lib/layout/a11y-audit.ts over snapshots of the rendered page written
// here (the editor collects them from the rendered preview; a story must not wait for a run). Also: the first run
// under way, a clean audit, and the warnings beside a problem that blocks publishing.
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { toAuditDocument } from "../../src/client/editor/audit/audit-document";
import { type AuditState, auditStoreFor } from "../../src/client/editor/audit/audit-store";
import type { EditorDocument, JsonObject } from "../../src/client/editor/model/types";
import { ProblemsPanel } from "../../src/client/editor/problems";
import { createEditorStore, EditorStoreProvider } from "../../src/client/editor/store/editor-store";
import { auditLayout } from "../../src/lib/layout/a11y-audit";
import type {
  AuditDevice,
  AuditRect,
  CanvasSnapshot,
  SnapshotHeading,
  SnapshotNode,
} from "../../src/lib/layout/a11y-audit-types";
import { editorCatalog, editorDocument, editorTemplate } from "../../tests/factories/editor";

// Home template ids: n1 [n2 banner] · n3 [n4 categories] · n5 two columns (mainTop [n6 quick links, mobile only],
// mainBottom [n7 discussions], secondaryBottom [n8 guest CTA, n9 new post, n10 quick links desktop only, n11
// members, n12 tags]) · n13 [n14 totals]; added: n15 three columns (leftBottom [n16 quick links], middleBottom
// [n17 discussions]) and n18, an empty one-column section.
function auditedDocument(withProblem: boolean): EditorDocument {
  const saved = editorTemplate("home");
  const columns = saved.layout[2] as Record<string, JsonObject[]>;
  const guestCta = columns.secondaryBottom?.[0];
  if (guestCta) guestCta.textColor = "#9ca3af";
  // Quick Links' links must be a list: a problem that blocks publishing.
  const quickLinks = columns.secondaryBottom?.[2];
  if (withProblem && quickLinks) quickLinks.links = "recent, top";
  saved.layout.push(
    {
      $hydrate: "react.section.3-columns",
      leftBottom: [{ $hydrate: "react.quick-links", title: "Popular Tags", links: [] }],
      middleBottom: [
        { $hydrate: "react.discussion.discussions", title: "Questions", apiParams: { limit: 5 } },
      ],
    },
    { $hydrate: "react.section.1-column", children: [] },
  );
  return editorDocument(saved);
}

const box = (x: number, y: number, width: number, height: number): AuditRect => ({ x, y, width, height });

/** What each widget shows as its heading, and at which level (n11's is an h4 after h2s: level 3 is skipped). */
const HEADINGS: Record<string, [number, string]> = {
  n2: [1, "Quorum Community"],
  n4: [2, "Featured Categories"],
  n6: [2, "Browse"],
  n7: [2, "Recent Discussions"],
  n8: [2, "Welcome!"],
  n10: [2, "Quick Links"],
  n11: [4, "Top Members"],
  n12: [2, "Popular Tags"],
  n16: [2, "Popular Tags"],
  n17: [2, "Questions"],
};

/**
 * A widget's box, one under the other, except in the three-column section: side by side on desktop (left panel,
 * middle column); on tablets and phones the middle column (n17) shows first and the left panel (n16) under it.
 */
function rectOf(id: string, y: number, stacked: boolean): AuditRect {
  if (id === "n16") return stacked ? box(24, y + 440, 720, 200) : box(24, y, 216, 200);
  if (id === "n17") return stacked ? box(24, y, 720, 200) : box(280, y - 220, 720, 200);
  return box(24, y, 720, 200);
}

/** The page at one device width: sections and widgets in reading order, with their boxes. */
function snapshotOf(doc: EditorDocument, device: AuditDevice): CanvasSnapshot {
  const stacked = device !== "desktop";
  const hidden = device === "mobile" ? ["n10"] : ["n6"];
  const nodes: SnapshotNode[] = [{ id: "titleBar", parent: "", rect: box(0, 0, 1280, 48), title: null }];
  let y = 48;
  for (const section of doc.layout) {
    nodes.push({ id: section.$editorID, parent: "", rect: box(0, y, 1280, 200), title: null });
    for (const region of [
      "children",
      "mainTop",
      "mainBottom",
      "secondaryBottom",
      "leftBottom",
      "middleBottom",
    ]) {
      const widgets = Array.isArray(section[region]) ? (section[region] as JsonObject[]) : [];
      for (const widget of widgets) {
        const id = String(widget.$editorID);
        if (hidden.includes(id)) continue;
        nodes.push({
          id,
          parent: section.$editorID,
          rect: rectOf(id, y, stacked),
          title: HEADINGS[id]?.[1] ?? null,
        });
        y += 220;
      }
    }
  }
  const headings: SnapshotHeading[] = nodes.flatMap((node) => {
    const heading = HEADINGS[node.id];
    return heading ? [{ level: heading[0], text: heading[1], node: node.id }] : [];
  });
  return {
    device,
    width: { desktop: 1280, tablet: 1024, mobile: 375 }[device],
    theme: {
      page: { background: "#ffffff", foreground: "#1c2330" },
      banner: { background: "#143f78", foreground: "#ffffff" },
      titleBar: { background: "#1a5fb4", foreground: "#ffffff" },
      button: { background: "#1a5fb4", foreground: "#ffffff" },
    },
    nodes,
    headings,
    landmarks: [],
    images: [],
    columns: [],
  };
}

type AuditStory = "warnings" | "withProblem" | "checking" | "clean";

function auditState(story: AuditStory, doc: EditorDocument): Partial<AuditState> {
  if (story === "checking") return { status: "running", runs: 0 };
  if (story === "clean") return { status: "done", runs: 1, findings: [], viewer: "you" };
  const snapshots = (["desktop", "tablet", "mobile"] as const).map((device) => snapshotOf(doc, device));
  return { status: "done", runs: 1, viewer: "Guest", findings: auditLayout(toAuditDocument(doc), snapshots) };
}

function AuditPanelStory({ story }: { story: AuditStory }) {
  const [store] = useState(() => {
    const document = auditedDocument(story === "withProblem");
    const created = createEditorStore({ document, catalog: editorCatalog("home") });
    auditStoreFor(created).setState(auditState(story, document));
    return created;
  });
  return (
    <EditorStoreProvider store={store}>
      <div style={{ width: 380, maxWidth: "100%" }}>
        <ProblemsPanel />
      </div>
    </EditorStoreProvider>
  );
}

const meta = {
  title: "Editor/ProblemsPanel/Accessibility audit",
  component: AuditPanelStory,
  parameters: { layout: "padded" },
} satisfies Meta<typeof AuditPanelStory>;

export default meta;

type Story = StoryObj<typeof meta>;

/** Five warnings, each naming its devices; no problem, so publishing stays possible. */
export const AuditWarnings: Story = { args: { story: "warnings" } };

/** The same warnings under a broken Quick Links widget: the problem blocks publishing, the warnings do not. */
export const WarningsAndAProblem: Story = { args: { story: "withProblem" } };

/** The first run under way (the editor has just opened). */
export const AuditChecking: Story = { args: { story: "checking" } };

/** Every device checked, nothing to say. */
export const AuditClean: Story = { args: { story: "clean" } };
