// The demo's base data: roles with their permissions, users, the category tree, tags and reaction types.
// The demo seed adds content on top; the scale seed bulk-loads its own content on top.
import { hashPassword } from "../../auth/password";
import { invalidateCategoryIndex } from "../../services/category-index";
import { allFlagsOn } from "../../services/config";
import type { Db } from "../client";
import { categories, config, reactionTypes, rolePermissions, roles, tags, userRoles, users } from "../schema";
import { DEMO_CATEGORIES, DEMO_TAGS, DEMO_USERS, type DemoCategory, type Topic } from "./demo-data";
import { Random } from "./prng";
import { REACTION_TYPES } from "./reaction-types";
import { DEFAULT_ROLES, rolePermissionRows } from "./roles";
import { insertChunked, resetSequences } from "./sequences";

/** The fixed "now" of the demo when none is given: dates are relative to it, so runs are reproducible. */
export const DEMO_ANCHOR = new Date("2026-06-01T12:00:00.000Z");
const DAY_MS = 24 * 3_600_000;

export interface SeedOptions {
  password: string;
  now?: Date;
}

export interface SeededCategory {
  categoryID: number;
  topic: Topic;
  weight: number;
  staffOnly: boolean;
}

export interface BaseSeed {
  /** By name: admin, moderator, member and the other members. */
  userIDs: ReadonlyMap<string, number>;
  staffUserIDs: number[];
  /** Categories that hold discussions, with what they are about. */
  postable: SeededCategory[];
  tagIDs: number[];
  reactionTypes: { tagID: number; value: number; class: string }[];
}

interface CategoryRow {
  categoryID: number;
  parentCategoryID: number;
  name: string;
  urlcode: string;
  description: string;
  displayAs: string;
  depth: number;
  sort: number;
  permissionCategoryID: number;
  featured: boolean;
  dateInserted: Date;
}

function flattenCategories(now: Date): { rows: CategoryRow[]; postable: SeededCategory[] } {
  const rows: CategoryRow[] = [];
  const postable: SeededCategory[] = [];
  const walk = (list: readonly DemoCategory[], parent: CategoryRow | null) => {
    list.forEach((node, position) => {
      const categoryID = rows.length + 1;
      const inherited = parent?.permissionCategoryID ?? -1;
      const row: CategoryRow = {
        categoryID,
        parentCategoryID: parent?.categoryID ?? -1,
        name: node.name,
        urlcode: node.urlcode,
        description: node.description,
        displayAs: node.displayAs,
        depth: (parent?.depth ?? 0) + 1,
        sort: position + 1,
        permissionCategoryID: node.private ? categoryID : inherited,
        featured: node.featured ?? false,
        dateInserted: new Date(now.getTime() - 400 * DAY_MS),
      };
      rows.push(row);
      if (node.topic && (node.displayAs === "discussions" || node.displayAs === "flat")) {
        postable.push({
          categoryID,
          topic: node.topic,
          weight: node.weight ?? 1,
          staffOnly: row.permissionCategoryID !== -1,
        });
      }
      walk(node.children ?? [], row);
    });
  };
  walk(DEMO_CATEGORIES, null);
  return { rows, postable };
}

const TAG_NAMES: Record<string, string> = { api: "API", sso: "SSO" };

export async function seedBase(db: Db, options: SeedOptions): Promise<BaseSeed> {
  const now = options.now ?? DEMO_ANCHOR;
  const random = new Random(20260601);
  const { rows: categoryRows, postable } = flattenCategories(now);
  const privateIDs = categoryRows
    .filter((c) => c.permissionCategoryID === c.categoryID)
    .map((c) => c.categoryID);

  const roleRows = DEFAULT_ROLES.map((role, i) => ({
    roleID: i + 1,
    name: role.name,
    description: role.description,
    type: role.type,
    sort: role.sort,
  }));
  await db.insert(roles).values(roleRows);
  await db.insert(categories).values(categoryRows);
  await insertChunked(
    DEFAULT_ROLES.flatMap((role, i) => rolePermissionRows(i + 1, role, privateIDs)),
    (chunk) => db.insert(rolePermissions).values(chunk),
  );

  // Hashing is slow on purpose; every demo user shares the one password, so one hash serves all.
  const passwordHash = await hashPassword(options.password);
  const userRows = DEMO_USERS.map((user, i) => {
    const joined = now.getTime() - (30 + random.int(0, 330)) * DAY_MS;
    return {
      userID: i + 1,
      name: user.name,
      email: user.email,
      passwordHash,
      title: user.title ?? null,
      emailConfirmed: true,
      dateInserted: new Date(joined),
      dateLastActive: new Date(now.getTime() - random.int(0, 14 * 24) * 3_600_000),
    };
  });
  await db.insert(users).values(userRows);
  const roleIDByType = new Map(roleRows.map((role) => [role.type, role.roleID]));
  await db
    .insert(userRoles)
    .values(DEMO_USERS.map((user, i) => ({ userID: i + 1, roleID: roleIDByType.get(user.role) ?? 0 })));

  const tagRows = DEMO_TAGS.map((urlcode, i) => ({
    tagID: i + 1,
    name: TAG_NAMES[urlcode] ?? urlcode,
    urlcode,
    dateInserted: new Date(now.getTime() - 300 * DAY_MS),
  }));
  await db.insert(tags).values(tagRows);
  const reactionRows = REACTION_TYPES.map((type, i) => ({ tagID: i + 1, ...type }));
  await db.insert(reactionTypes).values(reactionRows);

  // The custom layouts (docs/reference/routes.md#layout-routes flags) are on in every seeded site.
  await db.insert(config).values(Object.entries(allFlagsOn()).map(([key, value]) => ({ key, value })));

  await resetSequences(db);
  invalidateCategoryIndex(db);
  return {
    userIDs: new Map(userRows.map((user) => [user.name, user.userID])),
    staffUserIDs: DEMO_USERS.flatMap((user, i) => (user.role === "member" ? [] : [i + 1])),
    postable,
    tagIDs: tagRows.map((tag) => tag.tagID),
    reactionTypes: reactionRows.map((type) => ({ tagID: type.tagID, value: type.value, class: type.class })),
  };
}
