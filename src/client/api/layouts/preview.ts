// POST /layouts/hydrate for the editor's canvas: the unsaved document hydrated by the server as a chosen viewer
// (guest or a role; site.manage only). Nodes keep their `$editorID`, and each hydrated node comes back with
// `$id` = that id, so the canvas can match previews to the nodes it draws, and the answer says what it cost
// (docs/reference/layout-documents.md#cost-meter). Its queries live under
// layoutKeys.preview (the canvas lets stories and tests swap the hydrator, so it builds the query itself).
import type { LayoutHydrateInput } from "../../../types/generated/api/layout-hydrate-input";
import type { LayoutPreview } from "../../../types/generated/api/layout-preview";
import { apiRequest } from "../http";
import type { PreviewViewer } from "./keys";

export type { PreviewViewer };

export interface HydratePreviewRequest {
  layoutViewType: string;
  /** The editor's sections, `$editorID`s included. */
  layout: Record<string, unknown>[];
  titleBar?: Record<string, unknown>;
  params?: Record<string, unknown>;
  viewAs: PreviewViewer;
  /** The device previewed: mobile is hydrated as a phone's page view (without what is hidden on mobile). */
  device?: PreviewDevice;
}

export type PreviewDevice = NonNullable<LayoutHydrateInput["device"]>;

/**
 * What the canvas needs from a hydration: the hydrated sections (and title bar when there is one), and what
 * hydrating them cost the server (the cost meter; stories' hydrators may leave it out).
 */
export type HydratePreviewResult = Pick<LayoutPreview, "layout"> &
  Partial<Pick<LayoutPreview, "titleBar" | "cost">>;

export function hydratePreviewBody(request: HydratePreviewRequest): LayoutHydrateInput {
  const body: LayoutHydrateInput = {
    layoutViewType: request.layoutViewType,
    layout: request.layout,
    params: request.params ?? {},
  };
  if (request.titleBar) body.titleBar = request.titleBar;
  if (request.viewAs !== "self") body.viewAs = request.viewAs;
  if (request.device) body.device = request.device;
  return body;
}

export function fetchHydratePreview(
  request: HydratePreviewRequest,
  signal?: AbortSignal,
): Promise<HydratePreviewResult> {
  return apiRequest<LayoutPreview>("/layouts/hydrate", {
    method: "POST",
    body: hydratePreviewBody(request),
    signal,
  });
}
