// Query keys of the layouts resource. Every query about stored layouts and their editing sits under
// layoutKeys.all, so one invalidation reaches them all. The hydrated page layouts a visitor sees are another
// family (hydratedLayoutKeys): content changes refresh those, layout edits do not.
import type { LayoutQuery } from "../../../types/generated/layout/layout-query";

/** Who a canvas preview is for: "self" hydrates as the editor themselves (no viewAs sent). */
export type PreviewViewer = "self" | "guest" | number;

const id = (layoutID: number | string) => String(layoutID);

export const layoutKeys = {
  all: ["layouts"] as const,
  list: () => [...layoutKeys.all, "list"] as const,
  details: () => [...layoutKeys.all, "get"] as const,
  detail: (layoutID: number | string) => [...layoutKeys.details(), id(layoutID)] as const,
  edit: (layoutID: number | string) => [...layoutKeys.all, "edit", id(layoutID)] as const,
  catalog: (layoutViewType: string) => [...layoutKeys.all, "catalog", layoutViewType] as const,
  revisions: (layoutID: number | string) => [...layoutKeys.all, "revisions", id(layoutID)] as const,
  allViews: () => [...layoutKeys.all, "views"] as const,
  views: (layoutID: number | string) => [...layoutKeys.allViews(), id(layoutID)] as const,
  /**
   * One canvas preview: the document is named by a version number (hashing a 500-widget document on every
   * render would cost more than the render), the viewer by its value.
   */
  preview: (layoutViewType: string, viewAs: PreviewViewer, documentVersion: number, device = "all") =>
    [...layoutKeys.all, "hydrate-preview", layoutViewType, viewAs, documentVersion, device] as const,
  previewSamples: (layoutViewType: string) => [...layoutKeys.all, "preview-samples", layoutViewType] as const,
};

/**
 * The hydrated layouts pages show (GET /layouts/lookup-hydrate). The page inlines its first one under
 * `lookup(query)`, and server rendering prefetches under the same key: keep its shape.
 */
export const hydratedLayoutKeys = {
  all: ["layout"] as const,
  lookups: () => [...hydratedLayoutKeys.all, "lookup"] as const,
  lookup: (query: LayoutQuery) => [...hydratedLayoutKeys.lookups(), query] as const,
};

/** The path of one stored layout (by number) or template (by view type name). */
export const layoutPath = (layoutID: number | string) => `/layouts/${encodeURIComponent(id(layoutID))}`;
