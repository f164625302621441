// @vitest-environment node
// The one permission checker (docs/reference/permissions.md#check-modes), table-driven: role × permission × mode ×
// category, with junctions and their aliases, record overrides, administrators, guests and permissions not loaded
// yet. The server's PermissionSet and the client's record source are checked against the same fixture, and against
// each other: with the default modes they must agree on every permission in every category the user can see.
import { describe, expect, it } from "vitest";
import {
  checkPermission,
  defaultMode,
  type PermissionCheckOptions,
  type PermissionMode,
} from "../../src/lib/permissions/check";
import { CATEGORY_PERMISSIONS, GLOBAL_PERMISSIONS } from "../../src/lib/permissions/names";
import { permissionSourceFromRecord } from "../../src/lib/permissions/record-source";
import { type PermissionGrant, PermissionSet } from "../../src/server/permissions/permission-set";
import type { CategoryIndex, CategoryNode } from "../../src/server/services/category-index";
import { permissionsRecord } from "../../src/server/services/permissions-record";
import type { Permissions } from "../../src/types/generated/api/permissions";

// Categories: 1 General and 4 Help use the root defaults (-1), as does 5 Installation under Help; 2 Staff has
// permissions of its own (a junction), and 3 Moderation Log under it uses Staff's (an alias of the junction).
const GENERAL = 1;
const STAFF = 2;
const MODLOG = 3;
const HELP = 4;
const INSTALL = 5;
const UNKNOWN = 99;

function node(categoryID: number, parentCategoryID: number, permissionCategoryID: number): CategoryNode {
  return {
    categoryID,
    parentCategoryID,
    name: `Category ${categoryID}`,
    urlcode: `category-${categoryID}`,
    description: "",
    displayAs: "discussions",
    depth: parentCategoryID === -1 ? 1 : 2,
    sort: categoryID,
    permissionCategoryID,
    featured: false,
    iconUrl: null,
    bannerImageUrl: null,
    groupID: null,
    groupPrivacy: null,
  };
}

const NODES = [
  node(GENERAL, -1, -1),
  node(STAFF, -1, STAFF),
  node(MODLOG, STAFF, STAFF),
  node(HELP, -1, -1),
  node(INSTALL, HELP, -1),
];
const INDEX: CategoryIndex = {
  byID: new Map(NODES.map((n) => [n.categoryID, n])),
  byUrlcode: new Map(NODES.map((n) => [n.urlcode, n])),
  childrenOf: NODES.reduce((map, n) => {
    map.set(n.parentCategoryID, [...(map.get(n.parentCategoryID) ?? []), n]);
    return map;
  }, new Map<number, CategoryNode[]>()),
};

type RoleName = "guest" | "member" | "moderator" | "admin" | "helper";

function grants(global: string[], byCategory: Record<number, string[]>): PermissionGrant[] {
  return [
    ...global.map((permission) => ({ permission, categoryID: null })),
    ...Object.entries(byCategory).flatMap(([categoryID, names]) =>
      names.map((permission) => ({ permission, categoryID: Number(categoryID) })),
    ),
  ];
}

const MEMBER_CATEGORY = ["discussions.view", "discussions.add", "comments.add", "reactions.positive.add"];
const MODERATOR_CATEGORY = [...MEMBER_CATEGORY, "discussions.edit", "comments.edit", "discussions.manage"];
const MEMBER_GLOBAL = ["session.valid", "profiles.view", "conversations.add", "flag.add"];

const ROLES: Record<RoleName, { isAdmin: boolean; grants: PermissionGrant[] }> = {
  guest: { isAdmin: false, grants: grants(["signIn.allow"], { [-1]: ["discussions.view"] }) },
  member: { isAdmin: false, grants: grants(MEMBER_GLOBAL, { [-1]: MEMBER_CATEGORY }) },
  moderator: {
    isAdmin: false,
    grants: grants([...MEMBER_GLOBAL, "community.moderate", "personalInfo.view", "staff.allow"], {
      [-1]: MODERATOR_CATEGORY,
      [STAFF]: MODERATOR_CATEGORY,
    }),
  },
  admin: { isAdmin: true, grants: [] },
  // Sees Staff but may only read it; comments.edit granted globally counts everywhere.
  helper: {
    isAdmin: false,
    grants: grants(["session.valid", "comments.edit"], {
      [-1]: ["discussions.view"],
      [STAFF]: ["discussions.view", "discussions.add"],
    }),
  },
};

const serverSet = (role: RoleName) => new PermissionSet(ROLES[role].grants, ROLES[role].isAdmin, INDEX);
const recordOf = (role: RoleName, junctions = true): Permissions =>
  permissionsRecord(serverSet(role), INDEX, junctions);
const clientSource = (role: RoleName) => permissionSourceFromRecord(recordOf(role));

type Row = [RoleName, string | string[], PermissionMode | undefined, number | undefined, boolean];

// role, permission(s), mode (undefined = the default for the resource), category (undefined = none), expected
const CLIENT_TABLE: Row[] = [
  // Global permissions, without a resource (default globalOrResource).
  ["guest", "session.valid", undefined, undefined, false],
  ["guest", "signIn.allow", undefined, undefined, true],
  ["member", "session.valid", undefined, undefined, true],
  ["member", "community.moderate", undefined, undefined, false],
  ["moderator", "community.moderate", undefined, undefined, true],
  ["member", "personalInfo.view", "global", undefined, false],
  ["moderator", "personalInfo.view", "global", undefined, true],
  ["admin", "site.manage", undefined, undefined, true],
  ["admin", "system.only", undefined, undefined, true],
  ["moderator", "system.only", undefined, undefined, false],
  // Several names: one of them is enough.
  ["member", ["community.moderate", "comments.add"], undefined, undefined, true],
  ["member", ["community.moderate", "site.manage"], undefined, undefined, false],
  ["member", [], undefined, undefined, false],
  // Category permissions in root-default categories: the global entry carries the root defaults.
  ["member", "comments.add", undefined, GENERAL, true],
  ["member", "comments.add", undefined, INSTALL, true],
  ["guest", "comments.add", undefined, GENERAL, false],
  ["guest", "discussions.view", undefined, HELP, true],
  ["member", "discussions.edit", undefined, GENERAL, false],
  ["moderator", "discussions.edit", undefined, GENERAL, true],
  // A junction and its alias: resourceIfJunction uses the junction's own entry.
  ["helper", "discussions.add", undefined, STAFF, true],
  ["helper", "discussions.add", undefined, MODLOG, true],
  ["helper", "discussions.add", undefined, GENERAL, false],
  ["helper", "discussions.add", "resourceIfJunction", HELP, false],
  ["moderator", "discussions.manage", undefined, MODLOG, true],
  // A global grant counts in every category's entry.
  ["helper", "comments.edit", undefined, MODLOG, true],
  ["helper", "comments.edit", "resource", STAFF, true],
  // resource: the resource's own entry only; a root-default category has none.
  ["member", "comments.add", "resource", GENERAL, false],
  ["helper", "discussions.view", "resource", MODLOG, true],
  ["helper", "discussions.view", "resource", undefined, false],
  // global: the global entry only, whatever the resource.
  ["helper", "discussions.add", "global", STAFF, false],
  ["member", "comments.add", "global", STAFF, true],
  // globalOrResource: global entry, or the resource (or, without one, some resource).
  ["helper", "discussions.add", "globalOrResource", undefined, true],
  ["helper", "discussions.add", "globalOrResource", MODLOG, true],
  ["helper", "discussions.add", "globalOrResource", HELP, false],
  ["member", "discussions.add", "globalOrResource", STAFF, true],
  // Administrators pass every mode and category.
  ["admin", "discussions.delete", "resource", MODLOG, true],
  ["admin", "discussions.delete", "resourceIfJunction", UNKNOWN, true],
  ["admin", "made.up", "global", undefined, true],
  // Unknown names are never held.
  ["moderator", "made.up", undefined, undefined, false],
];

describe("checkPermission with the client's permissions record", () => {
  it.each(CLIENT_TABLE)("%s %j mode=%s category=%s → %s", (role, names, mode, category, expected) => {
    const options: PermissionCheckOptions = { resourceID: category ?? null };
    if (mode) options.mode = mode;
    expect(checkPermission(clientSource(role), names, options)).toBe(expected);
  });

  it("is false until permissions are loaded, for administrators' names too", () => {
    for (const source of [null, undefined]) {
      expect(checkPermission(source, "discussions.view")).toBe(false);
      expect(checkPermission(source, ["site.manage", "session.valid"], { resourceID: GENERAL })).toBe(false);
    }
  });

  it("reads junctions from the entries when the record was fetched without expand=junctions", () => {
    const source = permissionSourceFromRecord(recordOf("helper", false));
    expect(checkPermission(source, "discussions.add", { resourceID: STAFF })).toBe(true);
    // Without the aliases the child is not known to use Staff's permissions: it falls back to the global entry.
    expect(checkPermission(source, "discussions.add", { resourceID: MODLOG })).toBe(false);
  });

  it("resolves a custom resource type's aliases and junctions", () => {
    const record = {
      isAdmin: false,
      permissions: [
        { type: "global" as const, permissions: { "kb.view": false } },
        { type: "category" as const, id: 7, permissions: { "kb.view": true } },
      ],
      junctions: { category: [7] },
      junctionAliases: { category: { "70": 7 } },
    };
    const source = permissionSourceFromRecord(record);
    expect(checkPermission(source, "kb.view", { resourceType: "category", resourceID: 70 })).toBe(true);
    expect(checkPermission(source, "kb.view", { resourceType: "knowledgeBase", resourceID: 70 })).toBe(false);
  });
});

describe("record overrides win over the user's own permissions", () => {
  const cases: [RoleName, string | string[], Record<string, boolean>, boolean][] = [
    ["member", "comments.add", { "comments.add": false }, false],
    ["guest", "comments.add", { "comments.add": true }, true],
    ["admin", "comments.add", { "comments.add": false }, false],
    ["member", "discussions.edit", { "comments.add": false }, false],
    ["moderator", "discussions.edit", { "comments.add": false }, true],
    // Several names: an override granting one passes; names it leaves out are checked as usual.
    ["guest", ["discussions.close", "comments.add"], { "comments.add": true }, true],
    ["member", ["discussions.close", "comments.add"], { "discussions.close": false }, true],
    [
      "member",
      ["discussions.close", "comments.add"],
      { "discussions.close": false, "comments.add": false },
      false,
    ],
  ];
  it.each(cases)("%s %j with %j → %s", (role, names, overrides, expected) => {
    expect(checkPermission(clientSource(role), names, { resourceID: GENERAL, overrides })).toBe(expected);
    expect(checkPermission(serverSet(role), names, { resourceID: GENERAL, overrides })).toBe(expected);
  });

  it("answers from the overrides even before permissions load", () => {
    expect(checkPermission(null, "comments.add", { overrides: { "comments.add": true } })).toBe(true);
    expect(checkPermission(null, "discussions.add", { overrides: { "comments.add": true } })).toBe(false);
  });
});

// The server's PermissionSet: has(name, categoryID?) is globalOrResource over the raw grants.
const SERVER_TABLE: [RoleName, string, number | undefined, boolean][] = [
  ["guest", "discussions.view", GENERAL, true],
  ["guest", "discussions.view", STAFF, false],
  ["guest", "discussions.view", MODLOG, false],
  ["member", "discussions.view", MODLOG, false],
  ["moderator", "discussions.view", MODLOG, true],
  ["helper", "discussions.add", MODLOG, true],
  ["helper", "discussions.add", INSTALL, false],
  ["helper", "discussions.add", undefined, true],
  ["helper", "comments.edit", HELP, true],
  ["member", "comments.add", UNKNOWN, false],
  ["member", "session.valid", UNKNOWN, true],
  ["member", "session.valid", undefined, true],
  ["member", "site.manage", undefined, false],
  ["admin", "discussions.delete", UNKNOWN, true],
];

describe("PermissionSet (server, authoritative)", () => {
  it.each(SERVER_TABLE)("%s has %s in %s → %s", (role, name, category, expected) => {
    expect(serverSet(role).has(name as never, category)).toBe(expected);
  });

  it("lists the categories a role may read, private ones and their children only for staff", () => {
    expect(serverSet("member").visibleCategoryIDs().sort()).toEqual([GENERAL, HELP, INSTALL]);
    expect(serverSet("helper").visibleCategoryIDs().sort()).toEqual([GENERAL, STAFF, MODLOG, HELP, INSTALL]);
    expect(serverSet("guest").canViewCategory(STAFF)).toBe(false);
  });
});

describe("server and client agree", () => {
  const roles: RoleName[] = ["guest", "member", "moderator", "admin", "helper"];
  const names = [...GLOBAL_PERMISSIONS, ...CATEGORY_PERMISSIONS];
  it.each(roles)("%s: every permission, without a category and in every category it can see", (role) => {
    const server = serverSet(role);
    const client = clientSource(role);
    for (const category of [undefined, ...server.visibleCategoryIDs()]) {
      for (const name of names) {
        const resourceID = category ?? null;
        expect(checkPermission(client, name, { resourceID }), `${name} in ${category}`).toBe(
          server.has(name, category),
        );
      }
    }
  });
});

describe("defaultMode", () => {
  it("is globalOrResource without a resource and resourceIfJunction with one", () => {
    expect(defaultMode(undefined)).toBe("globalOrResource");
    expect(defaultMode(null)).toBe("globalOrResource");
    expect(defaultMode(0)).toBe("resourceIfJunction");
    expect(defaultMode(STAFF)).toBe("resourceIfJunction");
  });
});
