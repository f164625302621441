// @vitest-environment node
import { describe, expect, it } from "vitest";
import {
  type FeatureFlags,
  layoutQueryKey,
  matchLayoutRoute,
  matchRoute,
  parsePostPath,
  type RouteTable,
} from "../../src/lib/layout-routes";

const table: RouteTable = {
  siteSections: [{ siteSectionID: 1, slug: "fr", locale: "fr" }],
  customPages: [
    { customPageID: 7, urlcode: "community-guidelines", siteSectionID: 0 },
    { customPageID: 8, urlcode: "charte", siteSectionID: 1 },
  ],
};

const match = (url: string) => {
  const parsed = new URL(url, "http://localhost");
  return matchRoute(parsed.pathname, parsed.search, table);
};

describe("the layout route table", () => {
  it("/ is the home of the default section", () => {
    expect(match("/")).toEqual({
      query: { layoutViewType: "home", recordType: "siteSection", recordID: 0, params: {} },
      flag: null,
      siteSectionID: 0,
    });
  });

  it("/discussions passes the query string as params, behind the discussion list flag", () => {
    expect(match("/discussions?sort=-score&page=2")).toMatchObject({
      query: {
        layoutViewType: "discussionList",
        recordType: "siteSection",
        recordID: 0,
        params: { sort: "-score", page: "2" },
      },
      flag: "discussionList",
    });
  });

  it("/categories is the section's category list", () => {
    expect(match("/categories?x=1")).toMatchObject({
      query: { layoutViewType: "categoryList", recordType: "siteSection", recordID: 0, params: { x: "1" } },
      flag: "categoryList",
    });
  });

  it("/categories/{id} and /categories/{id}/p{page}: categoryID and page (default 1) plus the query string", () => {
    expect(match("/categories/12?sort=-score")?.query).toEqual({
      layoutViewType: "categoryList",
      recordType: "category",
      recordID: 12,
      params: { sort: "-score", categoryID: 12, page: 1 },
    });
    expect(match("/categories/general/p3")?.query).toMatchObject({
      recordID: "general",
      params: { categoryID: "general", page: 3 },
    });
    expect(match("/categories/general/p3")?.flag).toBe("categoryList");
    expect(match("/categories/general/extra")).toBeNull();
  });

  it("/discussion/{id}, with a slug, each with /p{page}: a post query with discussionID, page and sort", () => {
    const post = (recordID: number, page: number, sort: string | null = null) => ({
      layoutViewType: "post",
      recordType: "discussion",
      recordID,
      params: { discussionID: recordID, page, sort },
    });
    expect(match("/discussion/5")?.query).toEqual(post(5, 1));
    expect(match("/discussion/5/some-title")?.query).toEqual(post(5, 1));
    expect(match("/discussion/5/p4")?.query).toEqual(post(5, 4));
    expect(match("/discussion/5/some-title/p4?sort=-score")?.query).toEqual(post(5, 4, "-score"));
    expect(match("/discussion/5")?.flag).toBe("post");
    expect(match("/discussion/abc")).toBeNull();
  });

  it("/discussion/comment/{commentID}: a post query for the comment with commentID and sort", () => {
    expect(match("/discussion/comment/44?sort=dateInserted")).toMatchObject({
      query: {
        layoutViewType: "post",
        recordType: "comment",
        recordID: 44,
        params: { commentID: 44, sort: "dateInserted" },
      },
      flag: "post",
    });
  });

  it("a path containing /post/ is the create-post layout with siteSectionID and locale", () => {
    expect(match("/post/discussion/12")).toMatchObject({
      query: {
        layoutViewType: "createPost",
        recordType: "siteSection",
        recordID: 0,
        params: {
          postType: "discussion",
          parentRecordType: "category",
          parentRecordID: 12,
          siteSectionID: 0,
        },
      },
      flag: "createPost",
    });
  });

  it("custom pages match by url code, case-insensitively, in their own section only", () => {
    expect(match("/community-guidelines")).toMatchObject({
      query: {
        layoutViewType: "customPage",
        recordType: "customPage",
        recordID: 7,
        params: { customPageID: 7, siteSectionID: 0 },
      },
      flag: null,
    });
    expect(match("/Community-Guidelines/")?.query.recordID).toBe(7);
    expect(match("/charte")).toBeNull();
    expect(match("/fr/charte")?.query).toMatchObject({
      recordID: 8,
      params: { customPageID: 8, siteSectionID: 1, locale: "fr" },
    });
  });

  it("a section slug prefix selects the section: /fr is its subcommunityHome, /fr/… its routes", () => {
    expect(match("/fr")).toEqual({
      query: {
        layoutViewType: "subcommunityHome",
        recordType: "siteSection",
        recordID: 1,
        params: { siteSectionID: 1, locale: "fr" },
      },
      flag: null,
      siteSectionID: 1,
    });
    expect(match("/fr/")?.query.layoutViewType).toBe("subcommunityHome");
    expect(match("/fr/discussions")?.query).toMatchObject({ recordType: "siteSection", recordID: 1 });
    expect(match("/fr/categories/3")).toMatchObject({
      query: { recordType: "category", params: { categoryID: 3, siteSectionID: 1 } },
      siteSectionID: 1,
    });
    expect(match("/fr/discussion/9")?.query.params).toMatchObject({ discussionID: 9, siteSectionID: 1 });
    expect(match("/fr/post/question")?.query.params).toMatchObject({
      postType: "question",
      siteSectionID: 1,
    });
    expect(match("/french")).toBeNull();
  });

  it("unknown paths match nothing", () => {
    for (const url of ["/nope", "/discussionsx", "/categories/1/p", "/discussion", "/post"]) {
      expect(match(url), url).toBeNull();
    }
  });
});

describe("post path parsing (each rule)", () => {
  const parse = (url: string) => {
    const parsed = new URL(url, "http://localhost");
    return parsePostPath(parsed.pathname, parsed.searchParams);
  };

  it("applies only to paths containing /post/ whose first segment contains 'post'", () => {
    expect(parse("/post")).toBeNull();
    expect(parse("/discussions/post/x")).toBeNull();
    expect(parse("/post/")).toEqual({ parentRecordType: "category", parentRecordID: -1 });
    expect(parse("/newpost/post/question")).toMatchObject({ postType: "post" });
  });

  it("a second segment containing 'editdiscussion' is an edit: third = record id, fourth = draft id", () => {
    expect(parse("/post/editdiscussion/42/7")).toEqual({ recordID: 42, draftID: 7 });
    expect(parse("/post/editdiscussion/42")).toEqual({ recordID: 42 });
  });

  it("an edit whose record id is '0' has no record", () => {
    expect(parse("/post/editdiscussion/0/7")).toEqual({ draftID: 7 });
  });

  it("otherwise a create: second = post type, third = parent category id", () => {
    expect(parse("/post/question/12")).toEqual({
      postType: "question",
      parentRecordType: "category",
      parentRecordID: 12,
    });
  });

  it("the parent category id defaults to -1", () => {
    expect(parse("/post/discussion")).toEqual({
      postType: "discussion",
      parentRecordType: "category",
      parentRecordID: -1,
    });
  });

  it("a third segment containing 'social-groups' with a query string makes the parent the ?groupid= group", () => {
    expect(parse("/post/discussion/social-groups?groupid=5")).toEqual({
      postType: "discussion",
      parentRecordType: "group",
      parentRecordID: 5,
      groupID: 5,
    });
  });

  it("'social-groups' without a query string stays a category parent", () => {
    expect(parse("/post/discussion/social-groups")).toMatchObject({
      parentRecordType: "category",
      parentRecordID: -1,
    });
  });
});

describe("feature flags and query keys", () => {
  const allOn: FeatureFlags = { discussionList: true, categoryList: true, post: true, createPost: true };

  it("a route whose flag is off has no layout query; flag-less routes always do", () => {
    const off = { ...allOn, discussionList: false };
    expect(matchLayoutRoute("/discussions", "", table, off)).toBeNull();
    expect(matchLayoutRoute("/discussions", "", table, allOn)?.layoutViewType).toBe("discussionList");
    expect(matchLayoutRoute("/", "", table, off)?.layoutViewType).toBe("home");
    expect(matchLayoutRoute("/community-guidelines", "", table, off)?.layoutViewType).toBe("customPage");
  });

  it("query keys ignore param order", () => {
    const a = matchLayoutRoute("/discussions", "?a=1&b=2");
    const b = matchLayoutRoute("/discussions", "?b=2&a=1");
    if (!a || !b) throw new Error("no match");
    expect(layoutQueryKey(a)).toBe(layoutQueryKey(b));
  });
});
