// @vitest-environment node
// Navigation items (docs/reference/permissions.md#permissions-record, docs/reference/ui-behaviour.md#title-bar):
// dropping rules, roleIDs, permission, nested children; config parsing and the language links of the title bar.
import { describe, expect, it } from "vitest";
import { filterNavigation, type NavTreeItem } from "../../../src/lib/navigation";
import { asNavItems, languageLinks } from "../../../src/server/services/site-navigation";

const MEMBER_ROLE = 8;
const MODERATOR_ROLE = 32;
const viewer = (roleIDs: number[], permissions: string[] = []) => ({
  roleIDs,
  can: (permission: string) => permissions.includes(permission),
});

const TREE: NavTreeItem[] = [
  { id: "posts", name: "Posts", url: "/discussions" },
  { id: "blank", name: "  ", url: "/nowhere" },
  { id: "no-target", name: "Nothing to open" },
  { id: "hidden", name: "Hidden", url: "/hidden", isHidden: true },
  { id: "mods", name: "Moderation", url: "/mod", roleIDs: [MODERATOR_ROLE] },
  { id: "layouts", name: "Layouts", url: "/dashboard/layouts", permission: "site.manage" },
  {
    id: "help",
    name: "Help",
    children: [
      { id: "faq", name: "FAQ", url: "/kb/faq" },
      { id: "staff", name: "Staff notes", url: "/kb/staff", roleIDs: [MODERATOR_ROLE] },
      {
        id: "guides",
        name: "Guides",
        children: [{ id: "g1", name: "Start", url: "/kb/start", roleIDs: [MODERATOR_ROLE] }],
      },
    ],
  },
  {
    id: "staff-only",
    name: "Staff",
    children: [{ id: "s1", name: "Desk", url: "/desk", roleIDs: [MODERATOR_ROLE] }],
  },
];

const ids = (items: ReturnType<typeof filterNavigation>): unknown =>
  items.map((item) => (item.children.length ? { [item.id]: ids(item.children) } : item.id));

describe("filterNavigation", () => {
  it("drops nameless items, items with neither url nor children, hidden ones and unpermitted ones", () => {
    expect(ids(filterNavigation(TREE, viewer([MEMBER_ROLE])))).toEqual(["posts", { help: ["faq"] }]);
  });

  it("shows items with roleIDs to a holder of one of them, in children too", () => {
    expect(ids(filterNavigation(TREE, viewer([MEMBER_ROLE, MODERATOR_ROLE])))).toEqual([
      "posts",
      "mods",
      { help: ["faq", "staff", { guides: ["g1"] }] },
      { "staff-only": ["s1"] },
    ]);
  });

  it("keeps permission-gated items for holders, and items without roleIDs for guests", () => {
    const result = filterNavigation(TREE, viewer([], ["site.manage"]));
    expect(ids(result)).toEqual(["posts", "layouts", { help: ["faq"] }]);
  });

  it("gives items without an id a stable one from their position, nested under the parent's", () => {
    const result = filterNavigation(
      [
        { name: "A", url: "/a" },
        { name: "B", children: [{ name: "B1", url: "/b1" }] },
      ],
      viewer([]),
    );
    expect(result.map((item) => item.id)).toEqual(["nav-0", "nav-1"]);
    expect(result[1]?.children[0]?.id).toBe("nav-1-0");
    expect(result[1]?.url).toBe("");
  });
});

describe("asNavItems (config values)", () => {
  it("keeps well-formed items and their well-formed fields only", () => {
    expect(
      asNavItems([
        { name: "Posts", url: "/discussions", roleIDs: [2, "x", 3.5], extra: true },
        { url: "/nameless" },
        "junk",
        { name: "Help", children: [{ name: "FAQ", url: "/faq" }, 7] },
      ]),
    ).toEqual([
      {
        id: undefined,
        name: "Posts",
        url: "/discussions",
        permission: undefined,
        roleIDs: [2],
        isHidden: false,
        children: undefined,
      },
      {
        id: undefined,
        name: "Help",
        url: undefined,
        permission: undefined,
        roleIDs: undefined,
        isHidden: false,
        children: [
          {
            id: undefined,
            name: "FAQ",
            url: "/faq",
            permission: undefined,
            roleIDs: undefined,
            isHidden: false,
            children: undefined,
          },
        ],
      },
    ]);
    expect(asNavItems({ name: "not a list" })).toBeNull();
  });
});

describe("languageLinks", () => {
  it("links every site section by its base path and marks the page's own", () => {
    const base = { description: "", slug: "", rootCategoryID: -1 };
    const links = languageLinks(
      [
        { ...base, sectionID: 0, name: "Quorum", basePath: "/", contentLocale: "en" },
        { ...base, sectionID: 1, name: "Quorum FR", basePath: "/fr", slug: "fr", contentLocale: "fr" },
      ],
      1,
    );
    expect(links).toEqual([
      { locale: "en", name: "Quorum", url: "/", current: false },
      { locale: "fr", name: "Quorum FR", url: "/fr", current: true },
    ]);
  });
});
