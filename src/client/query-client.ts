// The query cache both entries start from (main.tsx in the browser, entry-server.tsx on the server): the same
// defaults, and the data the page state already carries (the hydrated layout, the viewer) under the keys the
// pages read, so the first render on either side finds them without a fetch.
import { hashKey, type Query, QueryClient } from "@tanstack/react-query";
// From their modules, not the layouts barrel: the entry chunk needs no editing or preview code.
import { hydratedLayoutKeys } from "./api/layouts/keys";
import { LAYOUT_STALE_TIME_MS } from "./api/layouts/lookup";
import type { UnreadCounts } from "./api/users/counts";
import { userKeys } from "./api/users/keys";
import type { QuorumState } from "./state";

export function createAppQueryClient(): QueryClient {
  return new QueryClient({
    // docs/reference/ui-behaviour.md#timings: stale time 5 minutes, no retries.
    defaultOptions: {
      queries: { staleTime: LAYOUT_STALE_TIME_MS, retry: false, refetchOnWindowFocus: false },
    },
  });
}

export function seedQueryClient(client: QueryClient, state: QuorumState): void {
  client.setQueryData(userKeys.me(), state.currentUser);
  // A member's title bar shows the unread counts, which the current user carries: without them here, every
  // member's page was rendered twice on the server (once to find the counts query, once with its answer).
  if (isSignedIn(state)) client.setQueryData(userKeys.counts(), unreadCountsOf(state));
  if (state.layout) client.setQueryData(hydratedLayoutKeys.lookup(state.layout.query), state.layout.data);
}

function isSignedIn(state: QuorumState): boolean {
  return state.currentUser.userID > 0;
}

function unreadCountsOf({ currentUser }: QuorumState): UnreadCounts {
  return {
    countUnreadNotifications: currentUser.countUnreadNotifications,
    countUnreadConversations: currentUser.countUnreadConversations,
  };
}

function seededKeys(state: QuorumState): Set<string> {
  const keys: unknown[][] = [[...userKeys.me()]];
  if (isSignedIn(state)) keys.push([...userKeys.counts()]);
  if (state.layout) keys.push([...hydratedLayoutKeys.lookup(state.layout.query)]);
  return new Set(keys.map((key) => hashKey(key)));
}

/** Whether a query is one the page state already carries: the dehydrated cache leaves those out (no second copy
 * of the layout in the HTML). */
export function seededQueryFilter(state: QuorumState): (query: Query) => boolean {
  const seeded = seededKeys(state);
  return (query) => seeded.has(query.queryHash);
}
