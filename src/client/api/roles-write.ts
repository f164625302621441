// The roles dashboard's changes (site.manage): POST /roles, PATCH /roles/{id}, DELETE /roles/{id} and
// PUT /roles/{id}/permissions. Each refreshes the role list and the role it changed.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { RoleDetail } from "../../types/generated/api/role-detail";
import type { RoleInput } from "../../types/generated/api/role-input";
import type { RolePatch } from "../../types/generated/api/role-patch";
import type { RolePermissions } from "../../types/generated/api/role-permissions";
import { apiRequest } from "./http";
import { roleDetailKey } from "./roles-detail";

export type { RoleInput, RolePatch, RolePermissions };

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
      if (role) client.setQueryData(roleDetailKey(roleID), role);
      else client.removeQueries({ queryKey: roleDetailKey(roleID) });
    },
    // The list holds names and order; the permissions record of anyone in the role may have changed too.
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: ["roles"], exact: true }),
        client.invalidateQueries({ queryKey: ["users", "me", "permissions"] }),
        client.invalidateQueries({ queryKey: ["audit-logs"] }),
      ]),
  });
}

export function useCreateRoleMutation() {
  return useRoleMutation(
    (input: RoleInput) => apiRequest<RoleDetail>("/roles", { method: "POST", body: input }),
    () => null,
  );
}

export function usePatchRoleMutation() {
  return useRoleMutation(
    ({ roleID, patch }: { roleID: number; patch: RolePatch }) =>
      apiRequest<RoleDetail>(`/roles/${roleID}`, { method: "PATCH", body: patch }),
    ({ roleID }) => roleID,
  );
}

export function useDeleteRoleMutation() {
  return useRoleMutation(
    async (roleID: number) => {
      await apiRequest<undefined>(`/roles/${roleID}`, { method: "DELETE" });
      return undefined;
    },
    (roleID) => roleID,
  );
}

export function usePutRolePermissionsMutation() {
  return useRoleMutation(
    ({ roleID, permissions }: { roleID: number; permissions: RolePermissions }) =>
      apiRequest<RoleDetail>(`/roles/${roleID}/permissions`, { method: "PUT", body: permissions }),
    ({ roleID }) => roleID,
  );
}
