// Response schemas of the layout API routes (Fastify serialises each answer through them, so a route cannot leak a
// key its schema does not name, and a missing required field fails loudly). One place, so the route files only
// name what they answer.
import { errorResponses, layoutRef, listOf, ref } from "./schemas";

/** lookup-hydrate and the hydrate routes: a hydrated layout, or where the page lives instead. */
const hydratedOrRedirect = { anyOf: [layoutRef("hydrated-layout"), layoutRef("layout-redirect")] };

export const layoutResponses = {
  list: { 200: listOf("layout-metadata"), ...errorResponses },
  // A save (PATCH) and a create answer the layout with `warnings` when unknown keys were dropped (layout-full).
  full: { 200: ref("layout-full"), ...errorResponses },
  created: { 201: ref("layout-full"), ...errorResponses },
  hydrated: { 200: hydratedOrRedirect, ...errorResponses },
  // POST /layouts/hydrate: the editor's preview, with its cost (docs/reference/layout-documents.md#cost-meter).
  preview: { 200: ref("layout-preview"), ...errorResponses },
  assets: { 200: ref("layout-assets"), ...errorResponses },
} as const;
