// Roles (site.manage): GET /roles (every role by id and name: the editor's view-as picker, role filters, the
// dashboards), GET /roles/{id} (one role with its grants), GET /roles/permission-categories (where category grants
// can be held), and the roles dashboard's changes: POST /roles, PATCH and DELETE /roles/{id}, and
// PUT /roles/{id}/permissions. Each change refreshes the list and the role it changed.
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { PermissionCategory } from "../../types/generated/api/permission-category";
import type { Role } from "../../types/generated/api/role";
import type { RoleDetail } from "../../types/generated/api/role-detail";
import type { RoleInput } from "../../types/generated/api/role-input";
import type { RolePatch } from "../../types/generated/api/role-patch";
import type { RolePermissions } from "../../types/generated/api/role-permissions";
import { auditLogKeys } from "./audit-logs";
import { apiRequest } from "./http";
import { userKeys } from "./users/keys";

export type { PermissionCategory, Role, RoleDetail, RoleInput, RolePatch, RolePermissions };

export const roleKeys = {
  all: ["roles"] as const,
  list: () => [...roleKeys.all, "list"] as const,
  details: () => [...roleKeys.all, "detail"] as const,
  detail: (roleID: number) => [...roleKeys.details(), roleID] as const,
  permissionCategories: () => [...roleKeys.all, "permission-categories"] as const,
};

export function fetchRoles(signal?: AbortSignal): Promise<Role[]> {
  return apiRequest<Role[]>("/roles", { signal });
}

/** Roles change rarely: one fetch serves a whole editing session. */
export function rolesQuery() {
  return queryOptions({
    queryKey: roleKeys.list(),
    queryFn: ({ signal }) => fetchRoles(signal),
    staleTime: 10 * 60 * 1000,
    retry: false,
  });
}

export function useRoles() {
  return useQuery(rolesQuery());
}

export function fetchRoleDetail(roleID: number, signal?: AbortSignal): Promise<RoleDetail> {
  return apiRequest<RoleDetail>(`/roles/${roleID}`, { signal });
}

export function roleDetailQuery(roleID: number) {
  return queryOptions({
    queryKey: roleKeys.detail(roleID),
    queryFn: ({ signal }) => fetchRoleDetail(roleID, signal),
    retry: false,
  });
}

/** Nothing is asked while no role is chosen (null). */
export function useRoleDetail(roleID: number | null) {
  return useQuery({ ...roleDetailQuery(roleID ?? 0), enabled: roleID !== null });
}

export function fetchPermissionCategories(signal?: AbortSignal): Promise<PermissionCategory[]> {
  return apiRequest<PermissionCategory[]>("/roles/permission-categories", { signal });
}

export function permissionCategoriesQuery() {
  return queryOptions({
    queryKey: roleKeys.permissionCategories(),
    queryFn: ({ signal }) => fetchPermissionCategories(signal),
    staleTime: 60 * 1000,
    retry: false,
  });
}

export function usePermissionCategories() {
  return useQuery(permissionCategoriesQuery());
}

export function createRole(input: RoleInput): Promise<RoleDetail> {
  return apiRequest<RoleDetail>("/roles", { method: "POST", body: input });
}

export function patchRole(roleID: number, patch: RolePatch): Promise<RoleDetail> {
  return apiRequest<RoleDetail>(`/roles/${roleID}`, { method: "PATCH", body: patch });
}

export async function deleteRole(roleID: number): Promise<undefined> {
  await apiRequest<undefined>(`/roles/${roleID}`, { method: "DELETE" });
  return undefined;
}

export function putRolePermissions(roleID: number, permissions: RolePermissions): Promise<RoleDetail> {
  return apiRequest<RoleDetail>(`/roles/${roleID}/permissions`, { method: "PUT", body: permissions });
}

function useRoleMutation<Variables>(
  run: (variables: Variables) => Promise<RoleDetail | undefined>,
  roleIDOf: (variables: Variables) => number | null,
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: (role, variables) => {
      const roleID = roleIDOf(variables) ?? role?.roleID ?? null;
      if (roleID === null) return;
      if (role) client.setQueryData(roleKeys.detail(roleID), role);
      else client.removeQueries({ queryKey: roleKeys.detail(roleID) });
    },
    // The list holds names and order; the permissions record of anyone in the role may have changed too.
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: roleKeys.list() }),
        client.invalidateQueries({ queryKey: userKeys.permissions() }),
        client.invalidateQueries({ queryKey: auditLogKeys.all }),
      ]),
  });
}

export function useCreateRoleMutation() {
  return useRoleMutation(createRole, () => null);
}

export function usePatchRoleMutation() {
  return useRoleMutation(
    ({ roleID, patch }: { roleID: number; patch: RolePatch }) => patchRole(roleID, patch),
    ({ roleID }) => roleID,
  );
}

export function useDeleteRoleMutation() {
  return useRoleMutation(deleteRole, (roleID) => roleID);
}

export function usePutRolePermissionsMutation() {
  return useRoleMutation(
    ({ roleID, permissions }: { roleID: number; permissions: RolePermissions }) =>
      putRolePermissions(roleID, permissions),
    ({ roleID }) => roleID,
  );
}
