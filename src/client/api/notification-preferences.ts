// Notification preferences (docs/reference/ui-behaviour.md#follow-panel-and-notification-preferences): a member's
// preferences for one category (GET and PATCH /categories/{id}/preferences/{userID}: follow, popup and email per
// type, digest), the categories they follow (GET /notification-preferences/{userID}/categories), their own
// preferences (GET and PATCH /notification-preferences/{userID}) and the schema the preferences page is drawn from
// (GET /notification-preferences/schema). Saving is throttled and optimistic, so the savers
// (notification-preferences/throttled-saver.ts) call the PATCH fetchers themselves, as draft autosave does, and
// write the answers into the cache through the setters below.
import { type QueryClient, queryOptions, useQuery } from "@tanstack/react-query";
import type { CategoryPreferences } from "../../types/generated/api/category-preferences";
import type { CategoryPreferencesPatch } from "../../types/generated/api/category-preferences-patch";
import type { FollowedCategory } from "../../types/generated/api/followed-category";
import type { NotificationPreferences } from "../../types/generated/api/notification-preferences";
import type { NotificationPreferencesPatch } from "../../types/generated/api/notification-preferences-patch";
import { categoryKeys } from "./categories";
import { apiRequest } from "./http";

export type {
  CategoryPreferences,
  CategoryPreferencesPatch,
  FollowedCategory,
  NotificationPreferences,
  NotificationPreferencesPatch,
};

/** The preferences schema: draft-07 with `x-control` hints (docs/reference/layout-widgets.md#form-hints). */
export type PreferencesSchema = Record<string, unknown>;

export const notificationPreferenceKeys = {
  all: ["notification-preferences"] as const,
  category: (categoryID: number, userID: number) =>
    [...notificationPreferenceKeys.all, "category", categoryID, userID] as const,
  followed: (userID: number) => [...notificationPreferenceKeys.all, "followed", userID] as const,
  member: (userID: number) => [...notificationPreferenceKeys.all, "member", userID] as const,
  schema: () => [...notificationPreferenceKeys.all, "schema"] as const,
};

export const fetchCategoryPreferences = (categoryID: number, userID: number, signal?: AbortSignal) =>
  apiRequest<CategoryPreferences>(`/categories/${categoryID}/preferences/${userID}`, { signal });

/** Sends the changed keys; resolves to every preference as the server saved them. */
export const patchCategoryPreferences = (
  categoryID: number,
  userID: number,
  body: CategoryPreferencesPatch,
) =>
  apiRequest<CategoryPreferences>(`/categories/${categoryID}/preferences/${userID}`, {
    method: "PATCH",
    body,
  });

export const fetchFollowedCategories = (userID: number, signal?: AbortSignal) =>
  apiRequest<FollowedCategory[]>(`/notification-preferences/${userID}/categories`, { signal });

export const fetchNotificationPreferences = (userID: number, signal?: AbortSignal) =>
  apiRequest<NotificationPreferences>(`/notification-preferences/${userID}`, { signal });

export const patchNotificationPreferences = (userID: number, body: NotificationPreferencesPatch) =>
  apiRequest<NotificationPreferences>(`/notification-preferences/${userID}`, { method: "PATCH", body });

export const fetchPreferencesSchema = (signal?: AbortSignal) =>
  apiRequest<PreferencesSchema>("/notification-preferences/schema", { signal });

export function categoryPreferencesQuery(categoryID: number, userID: number) {
  return queryOptions({
    queryKey: notificationPreferenceKeys.category(categoryID, userID),
    queryFn: ({ signal }) => fetchCategoryPreferences(categoryID, userID, signal),
  });
}

export function followedCategoriesQuery(userID: number) {
  return queryOptions({
    queryKey: notificationPreferenceKeys.followed(userID),
    queryFn: ({ signal }) => fetchFollowedCategories(userID, signal),
  });
}

export function notificationPreferencesQuery(userID: number) {
  return queryOptions({
    queryKey: notificationPreferenceKeys.member(userID),
    queryFn: ({ signal }) => fetchNotificationPreferences(userID, signal),
  });
}

export function preferencesSchemaQuery() {
  return queryOptions({
    queryKey: notificationPreferenceKeys.schema(),
    queryFn: ({ signal }) => fetchPreferencesSchema(signal),
    staleTime: 5 * 60 * 1000,
  });
}

export function useCategoryPreferences(categoryID: number, userID: number, enabled = true) {
  return useQuery({ ...categoryPreferencesQuery(categoryID, userID), enabled });
}

export function useFollowedCategories(userID: number, enabled = true) {
  return useQuery({ ...followedCategoriesQuery(userID), enabled });
}

export function useNotificationPreferences(userID: number, enabled = true) {
  return useQuery({ ...notificationPreferencesQuery(userID), enabled });
}

export function usePreferencesSchema(enabled = true) {
  return useQuery({ ...preferencesSchemaQuery(), enabled });
}

/**
 * A category's saved preferences, as the PATCH answered: kept for the next opening of its panel; the followed list
 * and the category's details (which carry the follow state) are read again.
 */
export function storeCategoryPreferences(
  client: QueryClient,
  categoryID: number,
  userID: number,
  saved: CategoryPreferences,
) {
  client.setQueryData(notificationPreferenceKeys.category(categoryID, userID), saved);
  void client.invalidateQueries({
    queryKey: notificationPreferenceKeys.followed(userID),
    refetchType: "none",
  });
  void client.invalidateQueries({ queryKey: categoryKeys.detail(categoryID) });
}

/** The member's saved preferences, as the PATCH answered. */
export function storeNotificationPreferences(
  client: QueryClient,
  userID: number,
  saved: NotificationPreferences,
) {
  client.setQueryData(notificationPreferenceKeys.member(userID), saved);
}
