// The default roles and what they may do. Shared by the demo seed, the scale seed and tests.
//
// Guest: read and sign in. Member: read, post, comment, react, tag, flag, upload, message, view profiles, close
// their own discussions, create groups. Moderator: a member who also moderates content everywhere (edit, move,
// close, delete, announce), sees personal info and who reacted, curates (collections, tags), manages every group,
// and counts as staff. Administrator: everything (the
// role type alone passes every check; its rows are stored anyway so the permissions table reads truthfully).
// Only staff (moderators, administrators) get rows in categories with custom permissions: those are private.
import {
  CATEGORY_PERMISSIONS,
  type CategoryPermission,
  GLOBAL_PERMISSIONS,
  type GlobalPermission,
  ROOT_PERMISSION_CATEGORY,
} from "../../permissions/names";

type RoleType = "guest" | "member" | "moderator" | "administrator";

export interface RoleDefinition {
  name: string;
  type: RoleType;
  description: string;
  sort: number;
  global: readonly GlobalPermission[];
  category: readonly CategoryPermission[];
  /** Granted in categories with custom (private) permissions too. */
  staff: boolean;
}

const MEMBER_GLOBAL: GlobalPermission[] = [
  "session.valid",
  "signIn.allow",
  "profiles.view",
  "conversations.add",
  "tags.add",
  "flag.add",
  "uploads.add",
  "groups.add",
];
const MEMBER_CATEGORY: CategoryPermission[] = [
  "discussions.view",
  "discussions.add",
  "comments.add",
  "discussions.closeOwn",
  "reactions.positive.add",
  "reactions.negative.add",
  "reactions.neutral.add",
  "reactions.flag.add",
];

export const DEFAULT_ROLES: readonly RoleDefinition[] = [
  {
    name: "Guest",
    type: "guest",
    description: "Visitors who have not signed in.",
    sort: 1,
    global: ["signIn.allow"],
    category: ["discussions.view"],
    staff: false,
  },
  {
    name: "Member",
    type: "member",
    description: "Everyone who registered.",
    sort: 2,
    global: MEMBER_GLOBAL,
    category: MEMBER_CATEGORY,
    staff: false,
  },
  {
    name: "Moderator",
    type: "moderator",
    description: "Keeps discussions on track across the community.",
    sort: 3,
    global: [
      ...MEMBER_GLOBAL,
      "community.moderate",
      "personalInfo.view",
      "reactions.view",
      "curation.manage",
      "staff.allow",
      "groups.moderate",
      // Curation as Vanilla's moderators have it: collections, tags, announcing anywhere, changing authors.
      "community.manage",
    ],
    category: [
      ...MEMBER_CATEGORY,
      "discussions.edit",
      "comments.edit",
      "discussions.manage",
      "discussions.moderate",
      "discussions.close",
      "discussions.delete",
      "comments.delete",
    ],
    staff: true,
  },
  {
    name: "Administrator",
    type: "administrator",
    description: "Runs the site.",
    sort: 4,
    global: GLOBAL_PERMISSIONS,
    category: CATEGORY_PERMISSIONS,
    staff: true,
  },
];

export interface RolePermissionRow {
  roleID: number;
  permission: string;
  categoryID: number | null;
}

/** A role's grant rows: global ones, root category defaults, and (for staff) each private permission category. */
export function rolePermissionRows(
  roleID: number,
  role: RoleDefinition,
  privatePermissionCategoryIDs: readonly number[],
): RolePermissionRow[] {
  const categoryIDs = [ROOT_PERMISSION_CATEGORY, ...(role.staff ? privatePermissionCategoryIDs : [])];
  return [
    ...role.global.map((permission) => ({ roleID, permission, categoryID: null })),
    ...categoryIDs.flatMap((categoryID) =>
      role.category.map((permission) => ({ roleID, permission, categoryID })),
    ),
  ];
}
