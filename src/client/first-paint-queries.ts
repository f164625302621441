// What the first server render of a page would otherwise discover and fetch before rendering again
// (entry-server.tsx): asked for up front, so that most pages render once. Every page checks the viewer's
// permissions; a member's pages also show the integration items of the options menus and, with the reports addon,
// a Report action gated by its feature flag.
import type { FetchQueryOptions } from "@tanstack/react-query";
import { integrationCatalogQuery } from "./api/attachments";
import { configValuesQuery } from "./api/config";
import { ESCALATIONS_FLAG } from "./api/reports";
import { myPermissionsQuery } from "./api/users/me";
import type { QuorumState } from "./state";

export function firstPaintQueries(state: QuorumState): FetchQueryOptions[] {
  const queries: FetchQueryOptions[] = [myPermissionsQuery() as FetchQueryOptions];
  if (state.currentUser.userID === 0) return queries;
  queries.push(integrationCatalogQuery() as FetchQueryOptions);
  if ((state.site.addons ?? []).includes("escalations"))
    queries.push(configValuesQuery([ESCALATIONS_FLAG]) as FetchQueryOptions);
  return queries;
}
