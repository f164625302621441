// GET /users/me-counts: the viewer's unread notification and conversation counts, kept live by the
// server-sent events of GET /notifications/stream (../unread-counts-stream.ts). When the stream is not
// connected (old browser, proxy buffering, another API node answering) the counts are polled instead, no more
// often than the counts throttle (60 s). Regaining window focus refetches, under the same throttle;
// refreshUnreadCounts() (opening My Account) refetches at once.
import { type QueryClient, queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import type { CurrentUser } from "../../../types/generated/api/current-user";
import type { UnreadCounts } from "../../../types/generated/api/unread-counts";
import { conversationKeys } from "../conversations";
import { apiRequest } from "../http";
import { notificationKeys } from "../notifications";
import { subscribeUnreadCounts } from "../unread-counts-stream";
import { userKeys } from "./keys";

export type { UnreadCounts };

/** The counts are refetched at most once per this many milliseconds. */
export const COUNTS_REFETCH_THROTTLE_MS = 60 * 1000;

export function fetchUnreadCounts(signal?: AbortSignal): Promise<UnreadCounts> {
  return apiRequest<UnreadCounts>("/users/me-counts", { signal });
}

export function unreadCountsQuery(polling = true) {
  return queryOptions({
    queryKey: userKeys.counts(),
    queryFn: ({ signal }) => fetchUnreadCounts(signal),
    // staleTime is the throttle: focus and remounts refetch only data older than it.
    staleTime: COUNTS_REFETCH_THROTTLE_MS,
    refetchOnWindowFocus: true,
    refetchInterval: polling ? COUNTS_REFETCH_THROTTLE_MS : false,
    refetchIntervalInBackground: false,
    retry: false,
  });
}

/**
 * Puts fresh counts everywhere they are shown: the counts query, and the current user (which carries them too).
 * When a count changed, the lists behind it are stale.
 */
export function applyUnreadCounts(client: QueryClient, counts: UnreadCounts): void {
  const previous = client.getQueryData<UnreadCounts>(userKeys.counts());
  client.setQueryData(userKeys.counts(), counts);
  client.setQueryData<CurrentUser>(userKeys.me(), (user) => (user ? { ...user, ...counts } : user));
  if (!previous) return;
  if (previous.countUnreadNotifications !== counts.countUnreadNotifications) {
    void client.invalidateQueries({ queryKey: notificationKeys.all });
  }
  if (previous.countUnreadConversations !== counts.countUnreadConversations) {
    void client.invalidateQueries({ queryKey: conversationKeys.all });
  }
}

/**
 * The viewer's unread counts, live. `enabled` is false for guests (the endpoint answers 401).
 * `live` says whether the stream is connected (polling is off then).
 */
export function useUnreadCounts(enabled = true) {
  const client = useQueryClient();
  const [live, setLive] = useState(false);
  useEffect(() => {
    if (!enabled) return;
    return subscribeUnreadCounts({
      onCounts: (counts) => applyUnreadCounts(client, counts),
      onLiveChange: setLive,
    });
  }, [client, enabled]);
  const query = useQuery({ ...unreadCountsQuery(!live), enabled });
  return { ...query, live };
}

/** Refetches the counts now, whatever the throttle (opening the account dropdown). */
export function refreshUnreadCounts(client: QueryClient): Promise<void> {
  return client.refetchQueries({ queryKey: userKeys.counts(), exact: true });
}

export function useRefreshUnreadCounts(): () => Promise<void> {
  const client = useQueryClient();
  return () => refreshUnreadCounts(client);
}
