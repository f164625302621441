// GET /notifications (newest first, paged by headers), PATCH /notifications/{id} {read: true} and
// PATCH /notifications {read: true} (all). Marking read updates the cached lists and the unread counts at
// once (marking all read sets every one read and the count to 0), then refetches.
import { type QueryClient, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Notification } from "../../types/generated/api/notification";
import type { UnreadCounts } from "../../types/generated/api/unread-counts";
import { apiRequest } from "./http";
import { apiRequestPage, type Page } from "./http-paged";
import { userKeys } from "./users/keys";

export type { Notification };

export interface NotificationListParams {
  page?: number;
  limit?: number;
}

export const notificationKeys = {
  all: ["notifications"] as const,
  lists: () => [...notificationKeys.all, "list"] as const,
  list: (params: NotificationListParams = {}) =>
    [...notificationKeys.lists(), { page: params.page ?? 1, limit: params.limit ?? 30 }] as const,
};

export function fetchNotifications(params: NotificationListParams = {}, signal?: AbortSignal) {
  return apiRequestPage<Notification>(
    "/notifications",
    [
      ["page", params.page],
      ["limit", params.limit],
    ],
    signal,
  );
}

export function notificationsQuery(params: NotificationListParams = {}) {
  return queryOptions({
    queryKey: notificationKeys.list(params),
    queryFn: ({ signal }) => fetchNotifications(params, signal),
    staleTime: 30 * 1000,
  });
}

/** One page of the viewer's notifications. `enabled` is false for guests and for a closed dropdown. */
export function useNotifications(params: NotificationListParams = {}, enabled = true) {
  return useQuery({ ...notificationsQuery(params), enabled });
}

export function markNotificationRead(notificationID: number): Promise<Notification> {
  return apiRequest<Notification>(`/notifications/${notificationID}`, {
    method: "PATCH",
    body: { read: true },
  });
}

export function markAllNotificationsRead(): Promise<void> {
  return apiRequest<void>("/notifications", { method: "PATCH", body: { read: true } });
}

function updateCachedNotifications(client: QueryClient, update: (item: Notification) => Notification): void {
  client.setQueriesData<Page<Notification>>({ queryKey: notificationKeys.lists() }, (page) =>
    page ? { ...page, items: page.items.map(update) } : page,
  );
}

function settle(client: QueryClient) {
  return Promise.all([
    client.invalidateQueries({ queryKey: notificationKeys.all }),
    client.invalidateQueries({ queryKey: userKeys.counts(), exact: true }),
  ]);
}

export function useMarkNotificationReadMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (notificationID: number) => markNotificationRead(notificationID),
    onMutate: (notificationID) => {
      let wasUnread = false;
      updateCachedNotifications(client, (item) => {
        if (item.notificationID !== notificationID) return item;
        wasUnread ||= !item.read;
        return { ...item, read: true };
      });
      if (wasUnread) {
        client.setQueryData<UnreadCounts>(userKeys.counts(), (counts) =>
          counts
            ? { ...counts, countUnreadNotifications: Math.max(0, counts.countUnreadNotifications - 1) }
            : counts,
        );
      }
    },
    onSettled: () => settle(client),
  });
}

export function useMarkAllNotificationsReadMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => markAllNotificationsRead(),
    onMutate: () => {
      updateCachedNotifications(client, (item) => (item.read ? item : { ...item, read: true }));
      client.setQueryData<UnreadCounts>(userKeys.counts(), (counts) =>
        counts ? { ...counts, countUnreadNotifications: 0 } : counts,
      );
    },
    onSettled: () => settle(client),
  });
}
