// A canvas for tests: the editor store, a query client, drag and drop, and a hydrator that answers without a server.
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import type { ReactNode } from "react";
import type { HydratePreviewRequest } from "../../../../src/client/api/layouts";
import { EditorCanvas, EditorDndProvider, Palette } from "../../../../src/client/editor/canvas";
import {
  type PreviewHydrator,
  PreviewHydratorProvider,
} from "../../../../src/client/editor/canvas/preview-hydrator";
import type { EditorDocument, JsonObject } from "../../../../src/client/editor/model/types";
import {
  createEditorStore,
  type EditorStore,
  EditorStoreProvider,
} from "../../../../src/client/editor/store/editor-store";
import { lazyWidget, type WidgetRegistry } from "../../../../src/layout/registry-types";
import { GUEST_USER, SessionProvider, useSession } from "../../../../src/layout/session";
import type { CurrentUser } from "../../../../src/types/generated/api/current-user";
import type { HydratedNode } from "../../../../src/types/generated/layout/hydrated-node";
import { editorCatalog } from "../../../factories/editor";

function FakeWidget({ text }: { text: string }) {
  return <p>{text}</p>;
}

/** Stands in for the title bar: says whose session it sees, as the real one's account area would. */
function FakeTitleBar() {
  const { user, isGuest } = useSession();
  return <p>{isGuest ? "title bar: signed out" : `title bar: ${user.name}`}</p>;
}

const fakeRegistry: WidgetRegistry = {
  Fake: lazyWidget(async () => ({ default: FakeWidget })),
  FakeTitleBar: lazyWidget(async () => ({ default: FakeTitleBar })),
};

/** The editor's own session, as the app shell provides it. */
const EDITOR_USER: CurrentUser = {
  ...GUEST_USER,
  userID: 1,
  name: "admin",
  roleIDs: [4],
  isAdmin: true,
};

/**
 * Hydrates every widget to a "Fake" node saying "preview of <$hydrate>"; `hidden` drops widgets the way a role
 * filter would for the viewer.
 */
export function fakeHydrator(
  hidden: (node: JsonObject, viewAs: HydratePreviewRequest["viewAs"]) => boolean = () => false,
) {
  const calls: HydratePreviewRequest[] = [];
  const hydrator: PreviewHydrator = async (request) => {
    calls.push(request);
    const widget = (node: JsonObject): HydratedNode => ({
      $reactComponent: "Fake",
      $reactProps: { text: `preview of ${String(node.$hydrate)}` },
      $id: String(node.$editorID),
    });
    const layout = request.layout.map((section) => {
      const props: JsonObject = {};
      for (const [key, value] of Object.entries(section)) {
        if (Array.isArray(value))
          props[key] = (value as JsonObject[]).filter((node) => !hidden(node, request.viewAs)).map(widget);
      }
      return { $reactComponent: "Section", $reactProps: props, $id: String(section.$editorID) };
    });
    const titleBar: HydratedNode | undefined = request.titleBar
      ? { $reactComponent: "FakeTitleBar", $reactProps: {} }
      : undefined;
    return { layout, titleBar };
  };
  return { hydrator, calls };
}

export function renderCanvas(
  document: EditorDocument,
  options: {
    hydrator?: PreviewHydrator;
    setup?(store: EditorStore): void;
    palette?: boolean;
  } = {},
) {
  const store = createEditorStore({ document, catalog: editorCatalog(document.layoutViewType) });
  options.setup?.(store);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrap = (children: ReactNode) => (
    <QueryClientProvider client={client}>
      <SessionProvider user={EDITOR_USER}>
        <EditorStoreProvider store={store}>
          <PreviewHydratorProvider hydrator={options.hydrator ?? fakeHydrator().hydrator}>
            <EditorDndProvider>
              {options.palette ? <Palette /> : null}
              {children}
            </EditorDndProvider>
          </PreviewHydratorProvider>
        </EditorStoreProvider>
      </SessionProvider>
    </QueryClientProvider>
  );
  const result = render(
    wrap(<EditorCanvas registry={fakeRegistry} roles={[{ roleID: 8, name: "Member" }]} />),
  );
  return { ...result, store };
}

/** Waits for the first preview (lazy widget chunks can take a while on a busy machine). */
export function waitForPreview(text = "preview of react.discussion.discussions") {
  return screen.findByText(text, undefined, { timeout: 10_000 });
}
