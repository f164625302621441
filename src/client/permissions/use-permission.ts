// What the interface shows: the same checker as the server (src/lib/permissions/check.ts), over the current user's
// permissions record. False until the record is loaded (docs/reference/permissions.md#permissions-record); the server
// still refuses what it must.
import { createContext, createElement, type ReactNode, useContext, useMemo } from "react";
// From its module, not the users barrel: pages showing a permission-gated control need no other users code.
import {
  checkPermission,
  type PermissionCheckOptions,
  type PermissionSource,
} from "../../lib/permissions/check";
import { permissionSourceFromRecord } from "../../lib/permissions/record-source";
import { type Permissions, useMyPermissionsQuery } from "../api/users/me";

export interface PermissionState {
  /** The checker source; null while loading or after a failed load. */
  source: PermissionSource | null;
  /** The record is still loading (a failed load is not pending). */
  pending: boolean;
}

/** The app's one permission state (undefined outside PermissionSourceProvider: stories and unit tests). */
const PermissionSourceContext = createContext<PermissionState | undefined>(undefined);

const sources = new WeakMap<Permissions, PermissionSource>();

/** One checker source per loaded record, however many components ask. */
function sourceOf(record: Permissions | undefined): PermissionSource | null {
  // An answer that is no record (a stub or proxy answering something else) grants nothing rather than throwing in
  // the render of the whole app, which this provider wraps.
  if (!record || !Array.isArray(record.permissions)) return null;
  let source = sources.get(record);
  if (!source) {
    source = permissionSourceFromRecord(record);
    sources.set(record, source);
  }
  return source;
}

/**
 * Subscribes once for the whole app: a discussion page asks for permissions a few hundred times (each post's
 * reaction bar, options menu and reply link), and a query observer per ask made most of its server render time
 * (docs/reference/operations.md#throughput).
 */
export function PermissionSourceProvider({ children }: { children: ReactNode }) {
  const { data, isPending } = useMyPermissionsQuery();
  const source = sourceOf(data);
  const value = useMemo(() => ({ source, pending: isPending }), [source, isPending]);
  return createElement(PermissionSourceContext.Provider, { value }, children);
}

/** The current user's permissions and whether they are still loading. */
export function usePermissionState(): PermissionState {
  const provided = useContext(PermissionSourceContext);
  // A component is always or never under the provider, so the hooks it calls stay the same from render to render.
  if (provided) return provided;
  // biome-ignore lint/correctness/useHookAtTopLevel: outside the app (stories, unit tests) each asker subscribes itself
  const { data, isPending } = useMyPermissionsQuery();
  return { source: sourceOf(data), pending: isPending };
}

/** The current user's permissions as a checker source; null while loading or after a failed load. */
export function usePermissionSource(): PermissionSource | null {
  return usePermissionState().source;
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
