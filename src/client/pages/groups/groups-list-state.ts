// The groups list's state, kept in the address (docs/reference/groups.md#pages): the tab (filter=mine for My groups),
// the search text and the page. Reading it back from any address gives a valid state; writing drops the defaults.
export type GroupsTab = "all" | "mine";

export interface GroupsListState {
  filter: GroupsTab;
  query: string;
  page: number;
}

export const GROUPS_PAGE_LIMIT = 24;
const QUERY_MAX = 100;

export function readGroupsListState(search: URLSearchParams, signedIn: boolean): GroupsListState {
  const page = Number(search.get("page"));
  return {
    // A guest belongs to no group: My groups is a member's tab.
    filter: signedIn && search.get("filter") === "mine" ? "mine" : "all",
    query: (search.get("query") ?? "").slice(0, QUERY_MAX),
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
  };
}

export function groupsListSearch(state: GroupsListState): string {
  const params = new URLSearchParams();
  if (state.filter !== "all") params.set("filter", state.filter);
  if (state.query.trim()) params.set("query", state.query.trim());
  if (state.page > 1) params.set("page", String(state.page));
  const search = params.toString();
  return search ? `?${search}` : "";
}
