// GET /api/v2/roles/{id} (one role with its grants) and GET /api/v2/roles/permission-categories (where category
// grants can be held), site.manage: the roles dashboard's reads.
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { PermissionCategory } from "../../types/generated/api/permission-category";
import type { RoleDetail } from "../../types/generated/api/role-detail";
import { apiRequest } from "./http";

export type { PermissionCategory, RoleDetail };

export const roleDetailKey = (roleID: number) => ["roles", roleID] as const;

export function fetchRoleDetail(roleID: number, signal?: AbortSignal): Promise<RoleDetail> {
  return apiRequest<RoleDetail>(`/roles/${roleID}`, { signal });
}

export function useRoleDetail(roleID: number | null) {
  return useQuery({
    queryKey: roleDetailKey(roleID ?? 0),
    queryFn: ({ signal }) => fetchRoleDetail(roleID ?? 0, signal),
    enabled: roleID !== null,
    retry: false,
  });
}

export function permissionCategoriesQueryOptions() {
  return queryOptions({
    queryKey: ["roles", "permission-categories"] as const,
    queryFn: ({ signal }) => apiRequest<PermissionCategory[]>("/roles/permission-categories", { signal }),
    staleTime: 60 * 1000,
    retry: false,
  });
}

export function usePermissionCategories() {
  return useQuery(permissionCategoriesQueryOptions());
}
