// The permission names live in src/lib/permissions/names.ts, shared with the client; re-exported here so server
// code keeps one import path.
export {
  CATEGORY_PERMISSIONS,
  type CategoryPermission,
  GLOBAL_PERMISSIONS,
  type GlobalPermission,
  isCategoryPermission,
  type PermissionName,
  ROOT_PERMISSION_CATEGORY,
} from "../../lib/permissions/names";
