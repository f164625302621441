import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { describe, expect, test, vi } from "vitest";
import { hydratePreviewBody } from "../../../../src/client/api/layouts";
import { PreviewHydratorProvider } from "../../../../src/client/editor/canvas/preview-hydrator";
import {
  documentIDs,
  indexHydratedNodes,
  shareUnchanged,
} from "../../../../src/client/editor/canvas/preview-index";
import {
  PREVIEW_DEBOUNCE_MS,
  previewDeviceOf,
  usePreviewHydration,
} from "../../../../src/client/editor/canvas/use-preview-hydration";
import { widgetPreviewState } from "../../../../src/client/editor/canvas/widget-preview-state";
import { moveWidget } from "../../../../src/client/editor/model/ops";
import type { EditorDocument } from "../../../../src/client/editor/model/types";
import type { HydratedNode } from "../../../../src/types/generated/layout/hydrated-node";
import { editorCatalog, editorDocument } from "../../../factories/editor";
import { fakeHydrator } from "./support";

const node = (id: string, text: string, children?: HydratedNode[]): HydratedNode => ({
  $reactComponent: "Fake",
  $reactProps: children ? { children } : { text },
  $id: id,
});

describe("preview index", () => {
  test("finds hydrated nodes by $id at any depth", () => {
    const index = indexHydratedNodes([node("s1", "", [node("w1", "a"), node("w2", "b")]), { not: "a node" }]);
    expect([...index.keys()]).toEqual(["s1", "w1", "w2"]);
    expect(index.get("w2")?.$reactProps.text).toBe("b");
  });

  test("keeps the previous object for a node whose hydration did not change", () => {
    const first = shareUnchanged(null, indexHydratedNodes([node("w1", "a"), node("w2", "b")]));
    const second = shareUnchanged(first, indexHydratedNodes([node("w1", "a"), node("w2", "changed")]));
    expect(second.get("w1")).toBe(first.get("w1"));
    expect(second.get("w2")).not.toBe(first.get("w2"));
  });

  test("documentIDs lists every section and widget id", () => {
    expect([...documentIDs(editorDocument("home"))]).toHaveLength(14);
  });
});

describe("widgetPreviewState (ghosts)", () => {
  const base = {
    node: { $hydrate: "react.tag", $editorID: "w1" },
    device: "desktop" as const,
    hydrated: node("w1", "tags"),
    requested: true,
    viewerName: "Guest",
    failed: false,
  };

  test("the preview when hydrated and visible on the device", () => {
    expect(widgetPreviewState(base).kind).toBe("preview");
  });

  test("hidden on a device its visibility rule excludes, whatever the hydration says", () => {
    const mobileOnly = { ...base.node, $middleware: { visibility: { device: "mobile" } } };
    expect(widgetPreviewState({ ...base, node: mobileOnly })).toEqual({
      kind: "hidden-device",
      label: "Hidden on desktop",
      detail: "Shown on mobile only",
    });
    const desktop = { ...base.node, $middleware: { visibility: { device: "desktop" } } };
    expect(widgetPreviewState({ ...base, node: desktop, device: "tablet" }).kind).toBe("preview");
    expect(widgetPreviewState({ ...base, node: desktop, device: "mobile" })).toMatchObject({
      label: "Hidden on mobile",
    });
  });

  test("absent from a hydration that was asked about it: hidden for the viewer; never asked: loading", () => {
    expect(widgetPreviewState({ ...base, hydrated: undefined })).toMatchObject({
      kind: "hidden-viewer",
      label: "Hidden for Guest",
    });
    expect(widgetPreviewState({ ...base, hydrated: undefined, requested: false }).kind).toBe("loading");
    expect(widgetPreviewState({ ...base, hydrated: undefined, requested: false, failed: true }).kind).toBe(
      "unavailable",
    );
  });
});

test("the request body keeps editor ids and sends viewAs only for another viewer", () => {
  const doc = editorDocument("home");
  const body = hydratePreviewBody({ layoutViewType: "home", layout: doc.layout, viewAs: "self" });
  expect(body.viewAs).toBeUndefined();
  expect((body.layout[0] as { $editorID?: string }).$editorID).toBe("n1");
  expect(hydratePreviewBody({ layoutViewType: "home", layout: [], viewAs: 8 }).viewAs).toBe(8);
});

test("only a mobile preview names its device, hydrated as a phone's page view; the others share one hydration", () => {
  expect(previewDeviceOf("mobile")).toBe("mobile");
  for (const device of ["desktop", "tablet", "all"] as const) expect(previewDeviceOf(device)).toBeUndefined();
  const body = (device?: "mobile") =>
    hydratePreviewBody({ layoutViewType: "home", layout: [], viewAs: "self", ...(device ? { device } : {}) });
  expect(body("mobile").device).toBe("mobile");
  expect(body()).not.toHaveProperty("device");
});

describe("usePreviewHydration", () => {
  function setup(doc: EditorDocument) {
    const fake = fakeHydrator();
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>
        <PreviewHydratorProvider hydrator={fake.hydrator}>{children}</PreviewHydratorProvider>
      </QueryClientProvider>
    );
    const hook = renderHook(({ document }) => usePreviewHydration(document, "guest"), {
      wrapper,
      initialProps: { document: doc },
    });
    return { ...fake, hook };
  }

  test("maps hydrated nodes by editor id, debounces edits and keeps the last result meanwhile", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const doc = editorDocument("home");
      const { hook, calls } = setup(doc);
      await waitFor(() =>
        expect(hook.result.current.index.get("n7")?.$reactProps.text).toBe(
          "preview of react.discussion.discussions",
        ),
      );
      expect(calls).toHaveLength(1);
      const first = hook.result.current.index;

      const moved = moveWidget(
        doc,
        "n7",
        { sectionID: "n13", region: "children", index: 0 },
        editorCatalog("home"),
      );
      hook.rerender({ document: moved });
      // Until the debounce passes, the previous preview stays and no request goes out.
      expect(hook.result.current.index).toBe(first);
      expect(hook.result.current.isFetching).toBe(true);
      expect(calls).toHaveLength(1);
      await act(async () => {
        vi.advanceTimersByTime(PREVIEW_DEBOUNCE_MS + 10);
      });
      await waitFor(() => expect(calls).toHaveLength(2));
      await waitFor(() => expect(hook.result.current.index).not.toBe(first));
      // Unchanged previews are the same objects, so their widgets do not re-render.
      expect(hook.result.current.index.get("n7")).toBe(first.get("n7"));
      expect(hook.result.current.requested.has("n7")).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });
});
