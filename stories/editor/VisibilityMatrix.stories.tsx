// The visibility matrix panel at the inspector's width: the discussion list template as shipped (no
// contradictions), and the same layout with four (a widget hidden everywhere by its section, the required discussion
// list hidden on desktop and tablet, navigation nobody sees, a role filter naming a deleted role).
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { modifyMiddleware } from "../../src/client/editor/model/ops";
import type { EditorDocument } from "../../src/client/editor/model/types";
import { createEditorStore, EditorStoreProvider } from "../../src/client/editor/store/editor-store";
import { VisibilityPanel } from "../../src/client/editor/visibility/VisibilityPanel";
import type { MatrixRole } from "../../src/lib/layout/visibility-matrix";
import { editorCatalog, editorDocument } from "../../tests/factories/editor";

const ROLES: MatrixRole[] = [
  { roleID: 1, name: "Guest", type: "guest" },
  { roleID: 2, name: "Member", type: "member" },
  { roleID: 3, name: "Moderator", type: "moderator" },
  { roleID: 4, name: "Administrator", type: "administrator" },
];

/** Ids of the discussion list template (tests/factories/editor.ts numbers nodes in document order). */
function documentWithContradictions(): EditorDocument {
  const changes: [string, Record<string, unknown>][] = [
    ["n1", { visibility: { device: "tablet" } }],
    ["n2", { visibility: { device: "mobile" } }],
    ["n5", { visibility: { device: "mobile" } }],
    ["n4", { "role-filter": { roleIDs: [99] } }],
    ["n8", { visibility: { device: "desktop" }, "role-filter": { roleIDs: [2, 3] } }],
  ];
  return changes.reduce(
    (doc, [id, middleware]) => modifyMiddleware(doc, id, middleware),
    editorDocument("discussionList"),
  );
}

function VisibilityMatrixStory({ withContradictions }: { withContradictions: boolean }) {
  const [store] = useState(() =>
    createEditorStore({
      document: withContradictions ? documentWithContradictions() : editorDocument("discussionList"),
      catalog: editorCatalog("discussionList"),
    }),
  );
  return (
    <EditorStoreProvider store={store}>
      <div style={{ width: 384, maxWidth: "100%" }}>
        <VisibilityPanel roles={ROLES} />
      </div>
    </EditorStoreProvider>
  );
}

const meta = {
  title: "Editor/VisibilityMatrix",
  component: VisibilityMatrixStory,
  parameters: { layout: "padded" },
} satisfies Meta<typeof VisibilityMatrixStory>;

export default meta;

type Story = StoryObj<typeof meta>;

export const NoContradictions: Story = { args: { withContradictions: false } };

export const WithContradictions: Story = { args: { withContradictions: true } };
