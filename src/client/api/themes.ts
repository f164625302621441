// Themes (docs/reference/themes.md): GET /themes (shipped, then created, deleted ones included), GET
// /themes/{themeKey} (a revision's assets with ?revisionID; "current" is the site's theme, readable by anyone; a 404
// is a theme without assets, not an error: spec 000 §4), POST /themes (a copy of a parent), PATCH /themes/{id} (save
// a new revision, restore one, undelete), DELETE /themes/{id}, GET /themes/{id}/revisions, PUT /themes/current (the
// site's theme) and PUT|DELETE /themes/preview (the preview cookie of spec 001 §4.8). Every change refreshes the lists.
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Theme } from "../../types/generated/api/theme";
import type { ThemePost } from "../../types/generated/api/theme-post";
import type { ThemePreview } from "../../types/generated/api/theme-preview";
import type { ThemeRevision } from "../../types/generated/api/theme-revision";
import type { ThemeVariables } from "../../types/generated/theme/theme-variables";
import { ApiError } from "./errors";
import { apiRequest } from "./http";

export type { Theme, ThemePost, ThemePreview, ThemeRevision, ThemeVariables };

/** A shipped theme's id is its key ("quorum-dark"); a created theme's is a number. */
export type ThemeID = string | number;

/** One of: save (a new revision), restore a revision, undelete. */
export type ThemePatch =
  | { name?: string; variables?: ThemeVariables }
  | { revisionID: number }
  | { deleted: false };

export const themeKeys = {
  all: ["themes"] as const,
  list: () => [...themeKeys.all, "list"] as const,
  detail: (themeKey: string, revisionID: number | null = null) =>
    [...themeKeys.all, "detail", themeKey, { revisionID }] as const,
  revisions: (themeID: ThemeID) => [...themeKeys.all, "revisions", String(themeID)] as const,
};

const themePath = (themeID: ThemeID) => `/themes/${encodeURIComponent(String(themeID))}`;

export function fetchThemes(signal?: AbortSignal): Promise<Theme[]> {
  return apiRequest<Theme[]>("/themes", { signal });
}

export function themesQuery() {
  return queryOptions({
    queryKey: themeKeys.list(),
    queryFn: ({ signal }) => fetchThemes(signal),
    retry: false,
  });
}

export function useThemes() {
  return useQuery(themesQuery());
}

/** A theme, or null when there is none by that key (spec 000 §4: a missing theme means empty assets). */
export async function fetchTheme(
  themeKey: string,
  revisionID: number | null = null,
  signal?: AbortSignal,
): Promise<Theme | null> {
  try {
    return await apiRequest<Theme>(themePath(themeKey), { query: [["revisionID", revisionID]], signal });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export function themeQuery(themeKey: string, revisionID: number | null = null) {
  return queryOptions({
    queryKey: themeKeys.detail(themeKey, revisionID),
    queryFn: ({ signal }) => fetchTheme(themeKey, revisionID, signal),
    // The editor copies the variables into its form once: a background refetch must not replace them.
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}

export function useTheme(themeKey: string, revisionID: number | null = null) {
  return useQuery(themeQuery(themeKey, revisionID));
}

export function fetchThemeRevisions(themeID: ThemeID, signal?: AbortSignal): Promise<ThemeRevision[]> {
  return apiRequest<ThemeRevision[]>(`${themePath(themeID)}/revisions`, { signal });
}

export function useThemeRevisions(themeID: ThemeID) {
  return useQuery({
    queryKey: themeKeys.revisions(themeID),
    queryFn: ({ signal }) => fetchThemeRevisions(themeID, signal),
    retry: false,
  });
}

export function createTheme(body: ThemePost): Promise<Theme> {
  return apiRequest<Theme>("/themes", { method: "POST", body });
}

export function patchTheme(themeID: ThemeID, body: ThemePatch): Promise<Theme> {
  return apiRequest<Theme>(themePath(themeID), { method: "PATCH", body });
}

export function deleteTheme(themeID: ThemeID): Promise<void> {
  return apiRequest<void>(themePath(themeID), { method: "DELETE" });
}

export function setCurrentTheme(themeID: ThemeID): Promise<Theme> {
  return apiRequest<Theme>("/themes/current", { method: "PUT", body: { themeID } });
}

export function startThemePreview(themeID: ThemeID, revisionID: number | null = null): Promise<ThemePreview> {
  return apiRequest<ThemePreview>("/themes/preview", {
    method: "PUT",
    body: revisionID === null ? { themeID } : { themeID, revisionID },
  });
}

export function cancelThemePreview(): Promise<void> {
  return apiRequest<void>("/themes/preview", { method: "DELETE" });
}

const isTheme = (value: unknown): value is Theme =>
  typeof value === "object" && value !== null && "themeKey" in value && "assets" in value;

/** A change to one theme: stored as its detail, and every list and revision list read again. */
function useThemeMutation<Variables, Result>(run: (variables: Variables) => Promise<Result>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: (result: Result) => {
      if (isTheme(result)) client.setQueryData(themeKeys.detail(result.themeKey), result);
    },
    onSettled: () => client.invalidateQueries({ queryKey: themeKeys.all, refetchType: "active" }),
  });
}

export const useCreateThemeMutation = () => useThemeMutation(createTheme);

export const usePatchThemeMutation = () =>
  useThemeMutation(({ themeID, body }: { themeID: ThemeID; body: ThemePatch }) => patchTheme(themeID, body));

export const useDeleteThemeMutation = () => useThemeMutation(deleteTheme);

export const useSetCurrentThemeMutation = () => useThemeMutation(setCurrentTheme);

export const useStartThemePreviewMutation = () =>
  useMutation({
    mutationFn: ({ themeID, revisionID = null }: { themeID: ThemeID; revisionID?: number | null }) =>
      startThemePreview(themeID, revisionID),
  });
