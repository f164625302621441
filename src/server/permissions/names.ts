// The permission names live in src/lib/permissions/names.ts, shared with the client; re-exported here so server
// code keeps one import path.
export {
  CATEGORY_PERMISSIONS,
  type CategoryPermission,
  GLOBAL_PERMISSIONS,
  type GlobalPermission,
  isCategoryPermission,
  isGrantablePermission,
  isPermissionName,
  type PermissionName,
  ROOT_PERMISSION_CATEGORY,
  SYSTEM_PERMISSIONS,
  type SystemPermission,
} from "../../lib/permissions/names";
