// The canvas's preview data: the unsaved document hydrated by the server as the chosen viewer (on the chosen device:
// a mobile one as a phone's page view, docs/reference/layout-documents.md#hiding-on-phones), 250 ms after the
// last change. The previous result stays on screen while the next one loads (or fails), so the canvas never blanks;
// nodes are indexed by the `$id` the server echoes from each `$editorID`.
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useEffect, useMemo, useRef } from "react";
import type { LayoutPreviewCost } from "../../../types/generated/api/layout-preview-cost";
import type { HydratedNode } from "../../../types/generated/layout/hydrated-node";
import { layoutKeys, type PreviewDevice, type PreviewViewer } from "../../api/layouts";
import type { EditorDocument } from "../model/types";
import type { EditorDevice } from "../store/editor-state";
import { usePreviewHydrator } from "./preview-hydrator";
import { documentIDs, indexHydratedNodes, type PreviewIndex, shareUnchanged } from "./preview-index";
import { useDebouncedValue } from "./use-debounced-value";

export const PREVIEW_DEBOUNCE_MS = 250;

export interface PreviewHydration {
  /** Hydrated nodes by editor id (unchanged ones keep their identity from one hydration to the next). */
  index: PreviewIndex;
  /** Ids the shown hydration was asked about: one of them missing from `index` was left out for this viewer. */
  requested: ReadonlySet<string>;
  titleBar: HydratedNode | null;
  /** What the shown hydration cost the server (the cost meter); null when the hydrator did not say. */
  cost: LayoutPreviewCost | null;
  /** A newer document is being hydrated. */
  isFetching: boolean;
  /** The latest hydration failed (the previous result, if any, is still shown). */
  error: Error | null;
}

/**
 * The device a preview of the editor's device is hydrated for: only mobile is hydrated otherwise (as a phone's page
 * view); the others, and side by side, get every node and share one query with the accessibility audit.
 */
export function previewDeviceOf(device: EditorDevice): PreviewDevice | undefined {
  return device === "mobile" ? "mobile" : undefined;
}

const versions = new WeakMap<EditorDocument, number>();
let lastVersion = 0;

/** A number per document object: immer gives every change a new object, so the number names the content. */
function documentVersion(doc: EditorDocument): number {
  let version = versions.get(doc);
  if (version === undefined) {
    version = ++lastVersion;
    versions.set(doc, version);
  }
  return version;
}

interface Hydrated {
  layout: readonly unknown[];
  titleBar: HydratedNode | null;
  cost: LayoutPreviewCost | null;
  requested: Set<string>;
}

const EMPTY_INDEX: PreviewIndex = new Map();
const EMPTY_IDS: ReadonlySet<string> = new Set();

export function usePreviewHydration(
  doc: EditorDocument,
  viewAs: PreviewViewer,
  params?: Record<string, unknown>,
  device?: PreviewDevice,
): PreviewHydration {
  const hydrator = usePreviewHydrator();
  const debounced = useDebouncedValue(doc, PREVIEW_DEBOUNCE_MS);
  const query = useQuery({
    queryKey: [
      ...layoutKeys.preview(debounced.layoutViewType, viewAs, documentVersion(debounced), device),
      params,
    ],
    queryFn: async ({ signal }): Promise<Hydrated> => {
      const result = await hydrator(
        {
          layoutViewType: debounced.layoutViewType,
          layout: debounced.layout,
          titleBar: debounced.titleBar,
          params,
          viewAs,
          ...(device ? { device } : {}),
        },
        signal,
      );
      return {
        layout: result.layout,
        titleBar: result.titleBar ?? null,
        cost: result.cost ?? null,
        requested: documentIDs(debounced),
      };
    },
    placeholderData: keepPreviousData,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    // Every edit makes a new key; old documents' previews are not worth keeping around.
    gcTime: 30_000,
  });

  // Kept past a failed hydration (where the query has no data) so the canvas keeps its last good preview.
  const lastGood = useRef<Hydrated | null>(null);
  if (query.data) lastGood.current = query.data;
  const shown = query.data ?? lastGood.current;

  const previousIndex = useRef<PreviewIndex | null>(null);
  const index = useMemo(
    () => (shown ? shareUnchanged(previousIndex.current, indexHydratedNodes(shown.layout)) : EMPTY_INDEX),
    [shown],
  );
  useEffect(() => {
    previousIndex.current = index;
  }, [index]);

  return {
    index,
    requested: shown?.requested ?? EMPTY_IDS,
    titleBar: shown?.titleBar ?? null,
    cost: shown?.cost ?? null,
    isFetching: query.isFetching || debounced !== doc,
    error: query.error,
  };
}
