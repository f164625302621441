// @vitest-environment node
// The visibility matrix over small documents: rows and what each node reaches (its section included), the role
// order, and each contradiction rule with the cases that must not trip it.
import { describe, expect, it } from "vitest";
import {
  buildVisibilityMatrix,
  type MatrixRole,
  orderRoles,
  reaches,
} from "../../../src/lib/layout/visibility-matrix";

const ROLES: MatrixRole[] = [
  { roleID: 4, name: "Administrator", type: "administrator" },
  { roleID: 8, name: "Beta testers" },
  { roleID: 1, name: "Guest", type: "guest" },
  { roleID: 3, name: "Moderator", type: "moderator" },
  { roleID: 2, name: "Member", type: "member" },
];

type Node = Record<string, unknown>;
const onDevice = (device: string) => ({ visibility: { device } });
const forRoles = (...roleIDs: number[]) => ({ "role-filter": { roleIDs } });
const widget = (key: string, id: string, $middleware?: Node): Node => ({
  $hydrate: key,
  $editorID: id,
  ...($middleware ? { $middleware } : {}),
});
const column = (id: string, children: Node[], $middleware?: Node): Node => ({
  $hydrate: "react.section.1-column",
  $editorID: id,
  children,
  ...($middleware ? { $middleware } : {}),
});
const doc = (layout: Node[], layoutViewType = "home") => ({ layoutViewType, layout });
const codes = (layout: Node[], viewType = "home", roles: MatrixRole[] | null = ROLES) =>
  buildVisibilityMatrix(doc(layout, viewType), roles).contradictions.map((c) => [c.key, c.code]);

describe("buildVisibilityMatrix rows", () => {
  it("lists sections and their widgets in drawing order, breadcrumbs first", () => {
    const layout = [
      column("s1", [widget("react.html", "w1")]),
      {
        $hydrate: "react.section.2-columns",
        $editorID: "s2",
        mainBottom: [widget("react.html", "w2")],
        breadcrumbs: [widget("react.breadcrumbs", "w3")],
      },
    ];
    const { rows } = buildVisibilityMatrix(doc(layout), ROLES);
    expect(rows.map((row) => [row.key, row.kind, row.sectionKey])).toEqual([
      ["s1", "section", null],
      ["w1", "widget", "s1"],
      ["s2", "section", null],
      ["w3", "widget", "s2"],
      ["w2", "widget", "s2"],
    ]);
    expect(rows[4]?.path).toEqual(["layout", "1", "mainBottom", "0"]);
  });

  it("reads each node's device class and role list, and what its section lets through", () => {
    const layout = [column("s1", [widget("react.html", "w1", forRoles(2, 3))], onDevice("desktop"))];
    const [section, inner] = buildVisibilityMatrix(doc(layout), ROLES).rows;
    expect(section?.devices).toEqual({ desktop: "full", tablet: "full", mobile: "none" });
    expect(inner?.own).toEqual({ device: "all", roleIDs: [2, 3] });
    expect(inner?.devices).toEqual({ desktop: "full", tablet: "full", mobile: "full" });
    expect(inner?.inherited?.devices.mobile).toBe("none");
    const effective = inner?.effective;
    if (!effective) throw new Error("expected the widget row");
    expect(reaches(effective, "desktop", 2)).toBe(true);
    expect(reaches(effective, "mobile", 2)).toBe(false);
    expect(reaches(effective, "desktop", 1)).toBe(false);
  });

  it("counts xs and no_bleed as part of a device, and shows an unknown device value everywhere", () => {
    const layout = [
      column("s1", [
        widget("react.html", "xs", onDevice("xs")),
        widget("react.html", "nb", onDevice("no_bleed")),
        widget("react.html", "odd", onDevice("watch")),
      ]),
    ];
    const rows = buildVisibilityMatrix(doc(layout), ROLES).rows;
    expect(rows[1]?.devices).toEqual({ desktop: "none", tablet: "none", mobile: "partial" });
    expect(rows[2]?.devices).toEqual({ desktop: "partial", tablet: "none", mobile: "none" });
    expect(rows[3]?.own.device).toBe("all");
  });

  it("keys nodes of a saved document (no editor ids) by their path", () => {
    const saved = [{ $hydrate: "react.section.1-column", children: [{ $hydrate: "react.html" }] }];
    const { rows } = buildVisibilityMatrix(doc(saved), ROLES);
    expect(rows.map((row) => [row.key, row.editorID])).toEqual([
      ["layout/0", null],
      ["layout/0/children/0", null],
    ]);
  });
});

describe("orderRoles", () => {
  it("puts guest, member, moderator and administrator first, then the others in their order", () => {
    expect(orderRoles(ROLES).map((role) => role.name)).toEqual([
      "Guest",
      "Member",
      "Moderator",
      "Administrator",
      "Beta testers",
    ]);
  });
});

describe("contradictions", () => {
  it("finds none in a layout everyone sees", () => {
    expect(codes([column("s1", [widget("react.html", "w1", onDevice("mobile"))])])).toEqual([]);
  });

  it("flags a widget its section hides on every device it shows on", () => {
    const layout = [column("s1", [widget("react.html", "w1", onDevice("tablet"))], onDevice("mobile"))];
    expect(codes(layout)).toEqual([["w1", "hiddenEverywhere"]]);
  });

  it("flags a role filter naming only roles that no longer exist, twice: hidden, and the missing roles", () => {
    const layout = [column("s1", [widget("react.html", "w1", forRoles(99, 98))])];
    const matrix = buildVisibilityMatrix(doc(layout), ROLES);
    expect(matrix.contradictions.map((c) => [c.key, c.code, c.roleIDs])).toEqual([
      ["w1", "hiddenEverywhere", []],
      ["w1", "unknownRole", [99, 98]],
    ]);
  });

  it("flags a missing role alone when another listed role still sees the widget", () => {
    expect(codes([column("s1", [widget("react.html", "w1", forRoles(2, 99))])])).toEqual([
      ["w1", "unknownRole"],
    ]);
  });

  it("flags a section nobody sees once, not each of its widgets", () => {
    const layout = [column("s1", [widget("react.html", "w1"), widget("react.html", "w2")], forRoles(99))];
    expect(codes(layout)).toEqual([
      ["s1", "hiddenEverywhere"],
      ["s1", "unknownRole"],
    ]);
  });

  it("flags a widget whose role list and its section's share no role", () => {
    const layout = [column("s1", [widget("react.html", "w1", forRoles(3))], forRoles(1, 2))];
    expect(codes(layout)).toEqual([["w1", "hiddenEverywhere"]]);
  });

  it("names the devices a required asset is hidden on, and those it shows on only in part", () => {
    const layout = [
      column("s1", [widget("react.asset.discussionList", "list", onDevice("desktop"))]),
      column("s2", [widget("react.asset.discussionList", "small", onDevice("xs"))]),
    ];
    const matrix = buildVisibilityMatrix(doc(layout, "discussionList"), ROLES);
    expect(matrix.contradictions.map((c) => [c.key, c.code, c.devices, c.partly])).toEqual([
      ["list", "requiredAssetHidden", ["mobile"], []],
      ["small", "requiredAssetHidden", ["desktop", "tablet"], ["mobile"]],
    ]);
  });

  it("flags a required asset inside a section shown on mobile only, and not where it is not required", () => {
    const layout = [column("s1", [widget("react.asset.discussionList", "list")], onDevice("mobile"))];
    expect(codes(layout, "discussionList")).toEqual([["list", "requiredAssetHidden"]]);
    expect(codes(layout, "home")).toEqual([]);
  });

  it("calls a navigation widget nobody sees navigation, not merely hidden", () => {
    const layout = [column("s1", [widget("react.quick-links", "nav")], onDevice("mobile"))];
    const hidden = [
      column("s1", [widget("react.quick-links", "nav", onDevice("tablet"))], onDevice("mobile")),
    ];
    expect(codes(layout)).toEqual([]);
    expect(codes(hidden)).toEqual([["nav", "navigationHidden"]]);
  });

  it("judges no role while the roles are unknown, but still an empty role intersection", () => {
    expect(codes([column("s1", [widget("react.html", "w1", forRoles(99))])], "home", null)).toEqual([]);
    const disjoint = [column("s1", [widget("react.html", "w1", forRoles(3))], forRoles(1))];
    expect(codes(disjoint, "home", null)).toEqual([["w1", "hiddenEverywhere"]]);
    expect(buildVisibilityMatrix(doc(disjoint), null).roles).toBeNull();
  });
});
