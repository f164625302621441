// The group pages in the route tables (docs/reference/routes.md): /groups/{id}(-slug) is the group layout,
// /groups and /groups/new are app pages, and the social-groups post path names the group as the parent.
import { describe, expect, it } from "vitest";
import { matchAppPage } from "../../src/lib/app-routes";
import { matchLayoutRoute, matchRoute } from "../../src/lib/layout-routes";

const TABLE = { siteSections: [{ siteSectionID: 2, slug: "fr", locale: "fr" }], customPages: [] };

describe("the group page's route", () => {
  it("matches /groups/{id} with or without its slug, the query string as params", () => {
    for (const path of ["/groups/12-trail-runners", "/groups/12", "/groups/12/"]) {
      expect(matchLayoutRoute(path, "?page=2&sort=-dateInserted"), path).toEqual({
        layoutViewType: "group",
        recordType: "group",
        recordID: 12,
        params: { page: "2", sort: "-dateInserted", groupID: 12 },
      });
    }
  });

  it("has no feature flag, and carries a site section's params under its prefix", () => {
    expect(matchRoute("/groups/3-beta", "")?.flag).toBeNull();
    expect(matchLayoutRoute("/fr/groups/3-beta", "", TABLE)?.params).toEqual({
      groupID: 3,
      siteSectionID: 2,
      locale: "fr",
    });
  });

  it("leaves /groups, /groups/new and other shapes to the app routes or to nothing", () => {
    for (const path of ["/groups", "/groups/new", "/groups/x12", "/groups/12-a/b", "/groups/12345678901"]) {
      expect(matchRoute(path, ""), path).toBeNull();
    }
    expect(matchAppPage("/groups")?.title).toBe("Groups");
    expect(matchAppPage("/groups/new")).toMatchObject({ title: "New Group", signedIn: true });
  });

  it("posts into a group from the social-groups post path", () => {
    expect(matchLayoutRoute("/post/discussion/social-groups", "?groupid=7")).toMatchObject({
      layoutViewType: "createPost",
      params: { postType: "discussion", parentRecordType: "group", parentRecordID: 7, groupID: 7 },
    });
  });
});
