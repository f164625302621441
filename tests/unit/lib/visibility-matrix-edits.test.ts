// @vitest-environment node
// What one matrix click does to a device class or a role list: every device class against every column, the role
// list's edges (everyone, the last role, ids of deleted roles), and the $middleware written.
import { describe, expect, it } from "vitest";
import type { MatrixRole } from "../../../src/lib/layout/visibility-matrix";
import {
  toggleDeviceColumn,
  toggleRoleColumn,
  withoutUnknownRoles,
  withVisibility,
} from "../../../src/lib/layout/visibility-matrix-edits";

const ROLES: MatrixRole[] = [
  { roleID: 1, name: "Guest", type: "guest" },
  { roleID: 2, name: "Member", type: "member" },
  { roleID: 3, name: "Moderator", type: "moderator" },
  { roleID: 4, name: "Administrator", type: "administrator" },
];

describe("toggleDeviceColumn", () => {
  it.each([
    ["all", "mobile", { device: "desktop", shown: false, alsoShown: [] }],
    ["desktop", "desktop", { device: "tablet", shown: false, alsoShown: [] }],
    ["desktop", "mobile", { device: "all", shown: true, alsoShown: [] }],
    ["tablet", "desktop", { device: "desktop", shown: true, alsoShown: [] }],
    ["tablet", "mobile", { device: "all", shown: true, alsoShown: ["desktop"] }],
    ["mobile", "desktop", { device: "all", shown: true, alsoShown: ["tablet"] }],
    ["mobile", "tablet", { device: "all", shown: true, alsoShown: ["desktop"] }],
    ["xs", "mobile", { device: "mobile", shown: true, alsoShown: [] }],
    ["xs", "desktop", { device: "all", shown: true, alsoShown: ["tablet"] }],
    ["no_bleed", "desktop", { device: "desktop", shown: true, alsoShown: ["tablet"] }],
  ] as const)("%s, clicking %s → %o", (device, column, expected) => {
    expect(toggleDeviceColumn(device, column)).toEqual(expected);
  });

  it.each([
    ["all", "desktop", "notAClass", ["tablet", "mobile"]],
    ["all", "tablet", "notAClass", ["desktop", "mobile"]],
    ["desktop", "tablet", "notAClass", ["desktop"]],
    ["tablet", "tablet", "lastDevice", []],
    ["mobile", "mobile", "lastDevice", []],
  ] as const)("refuses to hide %s on %s (%s)", (device, column, refused, wanted) => {
    expect(toggleDeviceColumn(device, column)).toEqual({ refused, wanted });
  });
});

describe("toggleRoleColumn", () => {
  it("turns everyone into every other role", () => {
    expect(toggleRoleColumn(null, 1, ROLES)).toEqual({ roleIDs: [2, 3, 4], shown: false });
  });

  it("adds and removes a role of a list", () => {
    expect(toggleRoleColumn([3, 4], 2, ROLES)).toEqual({ roleIDs: [3, 4, 2], shown: true });
    expect(toggleRoleColumn([3, 4], 3, ROLES)).toEqual({ roleIDs: [4], shown: false });
  });

  it("drops the filter when every role is in it again", () => {
    expect(toggleRoleColumn([1, 2, 3], 4, ROLES)).toEqual({ roleIDs: [], shown: true });
  });

  it("refuses to take away the last role that exists", () => {
    expect(toggleRoleColumn([4], 4, ROLES)).toEqual({ refused: "lastRole" });
    expect(toggleRoleColumn([4, 99], 4, ROLES)).toEqual({ refused: "lastRole" });
  });

  it("keeps ids of deleted roles while editing the others", () => {
    expect(toggleRoleColumn([99], 2, ROLES)).toEqual({ roleIDs: [99, 2], shown: true });
    expect(withoutUnknownRoles([99, 2], ROLES)).toEqual([2]);
  });
});

describe("withVisibility", () => {
  it("replaces the device class or the role list and keeps the category filter", () => {
    const middleware = { "category-filter": { categoryID: 5 }, visibility: { device: "mobile" } };
    expect(withVisibility(middleware, { device: "all" })).toEqual({
      "category-filter": { categoryID: 5 },
      visibility: { device: "all" },
    });
    expect(withVisibility(undefined, { roleIDs: [2] })).toEqual({ "role-filter": { roleIDs: [2] } });
  });
});
