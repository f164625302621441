// The editor's canvas on the home template, previewed with the Storybook preview runtime instead of the server
// (same hydrate walk, factory data, no network): at desktop, on mobile with a widget hidden there, the three
// devices side by side, and as a guest (the New Post button is left out for guests).
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useCallback, useState } from "react";
import type { HydratePreviewRequest, HydratePreviewResult } from "../../src/client/api/layouts";
import type { Role } from "../../src/client/api/roles";
import {
  DeviceSwitcher,
  EditorCanvas,
  EditorDndProvider,
  PreviewHydratorProvider,
  ViewAsPicker,
} from "../../src/client/editor/canvas";
import type { EditorDocument } from "../../src/client/editor/model/types";
import {
  createEditorStore,
  type EditorDevice,
  EditorStoreProvider,
  type EditorViewAs,
} from "../../src/client/editor/store/editor-store";
import { hydrateNode, hydrateNodes } from "../../src/lib/layout/hydrate";
import type { Middleware } from "../../src/types/generated/layout/middleware";
import { makeCurrentUser } from "../../tests/factories";
import { editorCatalog, editorDocument } from "../../tests/factories/editor";
import { previewPage } from "../support/page-params";
import { previewHydrateOptions, type Viewer } from "../support/preview-runtime";
import { preloadWidgets } from "../support/widget-story";

const ROLES: Role[] = [
  { roleID: 2, name: "Administrator" },
  { roleID: 4, name: "Moderator" },
  { roleID: 8, name: "Member" },
];

/** POST /layouts/hydrate, played by the preview runtime: guests are "guest", everyone else a member. */
async function previewHydrate(request: HydratePreviewRequest): Promise<HydratePreviewResult> {
  const viewer: Viewer = request.viewAs === "guest" ? "guest" : "member";
  const roleIDs = new Set(viewer === "guest" ? [] : makeCurrentUser().roleIDs);
  const options = {
    ...previewHydrateOptions(viewer, previewPage(request.layoutViewType).params),
    // The server's role filter: a node listing roles shows only to viewers having one of them.
    allows: (middleware: Middleware) => {
      const wanted = middleware["role-filter"]?.roleIDs ?? [];
      return wanted.length === 0 || wanted.some((id) => roleIDs.has(id));
    },
  };
  const [layout, titleBar] = await Promise.all([
    hydrateNodes(request.layout, options),
    request.titleBar ? hydrateNode(request.titleBar, options) : null,
  ]);
  return titleBar ? { layout, titleBar } : { layout };
}

function requestFor(document: EditorDocument, viewAs: EditorViewAs): HydratePreviewRequest {
  return {
    layoutViewType: document.layoutViewType,
    layout: document.layout,
    titleBar: document.titleBar,
    viewAs,
  };
}

interface CanvasStoryProps {
  device: EditorDevice;
  viewAs: EditorViewAs;
}

const homeDocument = editorDocument("home");

function CanvasStory({
  device,
  viewAs,
  preview,
}: CanvasStoryProps & { preview: HydratePreviewResult | null }) {
  const [store] = useState(() => {
    const created = createEditorStore({ document: homeDocument, catalog: editorCatalog("home") });
    created.getState().setDevice(device);
    created.getState().setViewAs(viewAs);
    return created;
  });
  // The first hydration was done by the loader (widget chunks preloaded too), so the first paint is the preview.
  const hydrator = useCallback(
    async (request: HydratePreviewRequest) =>
      preview && request.layout === homeDocument.layout && request.viewAs === viewAs
        ? preview
        : previewHydrate(request),
    [preview, viewAs],
  );
  return (
    <EditorStoreProvider store={store}>
      <PreviewHydratorProvider hydrator={hydrator}>
        <EditorDndProvider>
          {/* Inline layout: the app's Tailwind build does not scan stories/. */}
          <div style={{ display: "flex", flexDirection: "column", gap: 12, padding: 16 }}>
            <div style={{ display: "flex", flexWrap: "wrap", alignItems: "center", gap: 16 }}>
              <DeviceSwitcher />
              <ViewAsPicker roles={ROLES} />
            </div>
            <EditorCanvas roles={ROLES} />
          </div>
        </EditorDndProvider>
      </PreviewHydratorProvider>
    </EditorStoreProvider>
  );
}

const meta = {
  title: "Editor/Canvas",
  component: CanvasStory,
  parameters: { layout: "fullscreen" },
  // An editor screen: reviewed at desktop width only.
  tags: ["viewport-desktop"],
  args: { device: "desktop", viewAs: "self", preview: null },
  loaders: [
    async ({ args }) => {
      const preview = await previewHydrate(requestFor(homeDocument, args.viewAs ?? "self"));
      await preloadWidgets([...preview.layout, ...(preview.titleBar ? [preview.titleBar] : [])]);
      return { preview };
    },
  ],
  render: (args, { loaded }) => (
    <CanvasStory {...args} preview={(loaded.preview as HydratePreviewResult) ?? null} />
  ),
} satisfies Meta<typeof CanvasStory>;

export default meta;

type Story = StoryObj<typeof meta>;

/** The home template at desktop width; the mobile-only quick links show as a ghost. */
export const Desktop: Story = {};

/** On mobile: the sidebar's quick links are set to desktop only, so here they are a "Hidden on mobile" ghost. */
export const MobileHiddenWidget: Story = { args: { device: "mobile" } };

/** Desktop, tablet and mobile at once, scaled to fit, one selection. */
export const SideBySide: Story = { args: { device: "all" } };

/** As a guest: the New Post button is left out by the server for guests, so it shows as "Hidden for Guest". */
export const ViewAsGuest: Story = { args: { viewAs: "guest" } };
