// A permission check for links in layouts, whose permission names are free text written by layout authors:
// an unknown name is simply not held.
import { CATEGORY_PERMISSIONS, GLOBAL_PERMISSIONS, type PermissionName } from "../permissions/names";
import type { LayoutContext } from "./context";

const known = new Set<string>([...GLOBAL_PERMISSIONS, ...CATEGORY_PERMISSIONS]);

export function viewerCan(context: LayoutContext): (permission: string) => boolean {
  const { permissions } = context.services.viewer;
  return (permission) => known.has(permission) && permissions.has(permission as PermissionName);
}
