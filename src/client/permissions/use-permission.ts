// What the interface shows: the same checker as the server (src/lib/permissions/check.ts), over the current user's
// permissions record. False until the record is loaded (docs/reference/permissions.md#permissions-record); the server
// still refuses what it must.
import { useMemo } from "react";
import {
  checkPermission,
  type PermissionCheckOptions,
  type PermissionSource,
} from "../../lib/permissions/check";
import { permissionSourceFromRecord } from "../../lib/permissions/record-source";
// From its module, not the users barrel: pages showing a permission-gated control need no other users code.
import { useMyPermissionsQuery } from "../api/users/me";

/** The current user's permissions as a checker source; null while loading or after a failed load. */
export function usePermissionSource(): PermissionSource | null {
  const { data } = useMyPermissionsQuery();
  return useMemo(() => (data ? permissionSourceFromRecord(data) : null), [data]);
}

/**
 * Whether the current user holds any of the names: `usePermission("comments.add", {resourceID: categoryID})`.
 * The mode defaults to resourceIfJunction with a resource id and globalOrResource without one.
 */
export function usePermission(
  names: string | readonly string[],
  options: PermissionCheckOptions = {},
): boolean {
  const source = usePermissionSource();
  return checkPermission(source, names, options);
}
