// POST /api/v2/layouts/hydrate for the editor's canvas: the unsaved document hydrated by the server as a chosen
// viewer (guest or a role; site.manage only). Nodes keep their `$editorID`, and each hydrated node comes back with
// `$id` = that id, so the canvas can match previews to the nodes it draws.
import type { LayoutHydrateInput } from "../../types/generated/api/layout-hydrate-input";
import type { HydratedLayout } from "../../types/generated/layout/hydrated-layout";
import { apiRequest } from "./http";

/** Who the preview is for: "self" hydrates as the editor themselves (no viewAs sent). */
export type PreviewViewer = "self" | "guest" | number;

export interface HydratePreviewRequest {
  layoutViewType: string;
  /** The editor's sections, `$editorID`s included. */
  layout: Record<string, unknown>[];
  titleBar?: Record<string, unknown>;
  params?: Record<string, unknown>;
  viewAs: PreviewViewer;
}

/** What the canvas needs from a hydration: the hydrated sections (and title bar when there is one). */
export type HydratePreviewResult = Pick<HydratedLayout, "layout"> & Partial<Pick<HydratedLayout, "titleBar">>;

export function hydratePreviewBody(request: HydratePreviewRequest): LayoutHydrateInput {
  const body: LayoutHydrateInput = {
    layoutViewType: request.layoutViewType,
    layout: request.layout,
    params: request.params ?? {},
  };
  if (request.titleBar) body.titleBar = request.titleBar;
  if (request.viewAs !== "self") body.viewAs = request.viewAs;
  return body;
}

export function fetchHydratePreview(
  request: HydratePreviewRequest,
  signal?: AbortSignal,
): Promise<HydratePreviewResult> {
  return apiRequest<HydratedLayout>("/layouts/hydrate", {
    method: "POST",
    body: hydratePreviewBody(request),
    signal,
  });
}

/**
 * Query key of one preview: the document is identified by a version number (hashing a 500-widget document on
 * every render would cost more than the render), the viewer by its value.
 */
export function hydratePreviewQueryKey(
  layoutViewType: string,
  viewAs: PreviewViewer,
  documentVersion: number,
) {
  return ["layouts", "hydrate-preview", layoutViewType, viewAs, documentVersion] as const;
}
