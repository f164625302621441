// The layout route table (docs/reference/routes.md#layout-routes): which URL renders which layout. Shared by the
// server (to inline the first hydrated layout into the HTML) and the client router, so both always agree.
import type { LayoutQuery } from "../types/generated/layout/layout-query";
import { parsePostPath } from "./post-path";

export { parsePostPath };

/** The feature flag gating a route (config `featureFlags.customLayout.<flag>.Enabled`); null = always on. */
export type LayoutFlag = "discussionList" | "categoryList" | "post" | "createPost";
export type FeatureFlags = Record<LayoutFlag, boolean>;

interface RouteSiteSection {
  siteSectionID: number;
  /** URL prefix without slashes ("fr" serves /fr/…). */
  slug: string;
  locale: string;
}

interface RouteCustomPage {
  customPageID: number;
  urlcode: string;
  siteSectionID: number;
}

/** What the route table needs to know about the site: sections other than the default one, custom pages. */
export interface RouteTable {
  siteSections: RouteSiteSection[];
  customPages: RouteCustomPage[];
}

export interface RouteMatch {
  query: LayoutQuery;
  flag: LayoutFlag | null;
  siteSectionID: number;
}

const DEFAULT_SITE_SECTION_ID = 0;
export const EMPTY_ROUTE_TABLE: RouteTable = { siteSections: [], customPages: [] };

interface Section {
  siteSectionID: number;
  locale: string | null;
}

type Params = LayoutQuery["params"];
type Matcher = (path: string, search: URLSearchParams, section: Section) => RouteMatch | null;

function paramsFromSearch(searchParams: URLSearchParams): Record<string, string> {
  const params: Record<string, string> = {};
  for (const [key, value] of searchParams) params[key] = value;
  return params;
}

/** Every layout of a non-default section knows it (params.siteSectionID, params.locale). */
function sectionParams(section: Section, always = false): Params {
  if (section.siteSectionID === DEFAULT_SITE_SECTION_ID && !always) return {};
  const params: Params = { siteSectionID: section.siteSectionID };
  if (section.locale) params.locale = section.locale;
  return params;
}

function sectionQuery(layoutViewType: LayoutQuery["layoutViewType"], section: Section, params: Params) {
  return { layoutViewType, recordType: "siteSection" as const, recordID: section.siteSectionID, params };
}

const idOrSlug = (value: string): number | string => (/^\d{1,10}$/.test(value) ? Number(value) : value);

const home: Matcher = (path, _search, section) => {
  if (path !== "/") return null;
  const view = section.siteSectionID === DEFAULT_SITE_SECTION_ID ? "home" : "subcommunityHome";
  return { query: sectionQuery(view, section, sectionParams(section)), flag: null, siteSectionID: 0 };
};

const discussionList: Matcher = (path, search, section) => {
  if (path !== "/discussions") return null;
  const params = { ...paramsFromSearch(search), ...sectionParams(section) };
  return { query: sectionQuery("discussionList", section, params), flag: "discussionList", siteSectionID: 0 };
};

const CATEGORY_PATH = /^\/categories(?:\/([^/]+)(?:\/p(\d{1,6}))?)?$/;

const categories: Matcher = (path, search, section) => {
  const match = CATEGORY_PATH.exec(path);
  if (!match) return null;
  const [, id, page] = match;
  const params = { ...paramsFromSearch(search), ...sectionParams(section) };
  if (id === undefined) {
    return { query: sectionQuery("categoryList", section, params), flag: "categoryList", siteSectionID: 0 };
  }
  const categoryID = idOrSlug(decodeURIComponent(id));
  return {
    query: {
      layoutViewType: "categoryList",
      recordType: "category",
      recordID: categoryID,
      params: { ...params, categoryID, page: page ? Number(page) : 1 },
    },
    flag: "categoryList",
    siteSectionID: 0,
  };
};

// /discussion/{id}, /discussion/{id}/{slug}, each with /p{page}. A last segment p<digits> is always the page.
const DISCUSSION_PATH = /^\/discussion\/(\d{1,10})(?:\/(?!p\d+$)[^/]+)?(?:\/p(\d{1,6}))?$/;
const COMMENT_PATH = /^\/discussion\/comment\/(\d{1,10})$/;

const discussion: Matcher = (path, search, section) => {
  const comment = COMMENT_PATH.exec(path);
  if (comment) {
    const commentID = Number(comment[1]);
    return {
      query: {
        layoutViewType: "post",
        recordType: "comment",
        recordID: commentID,
        params: { commentID, sort: search.get("sort"), ...sectionParams(section) },
      },
      flag: "post",
      siteSectionID: 0,
    };
  }
  const match = DISCUSSION_PATH.exec(path);
  if (!match) return null;
  const discussionID = Number(match[1]);
  const page = match[2] ? Number(match[2]) : 1;
  return {
    query: {
      layoutViewType: "post",
      recordType: "discussion",
      recordID: discussionID,
      params: { discussionID, page, sort: search.get("sort"), ...sectionParams(section) },
    },
    flag: "post",
    siteSectionID: 0,
  };
};

const createPost: Matcher = (path, search, section) => {
  const parsed = parsePostPath(path, search);
  if (!parsed) return null;
  const params = { ...paramsFromSearch(search), ...parsed, ...sectionParams(section, true) };
  return { query: sectionQuery("createPost", section, params), flag: "createPost", siteSectionID: 0 };
};

// The knowledge base (docs/reference/routes.md#layout-routes): /kb, /kb/{urlCode}, /kb/categories/{id}-{slug},
// /kb/articles/{id}-{slug}. /kb/search and the article editor's pages (/kb/articles/add, /kb/articles/{id}/edit…)
// are app routes: these first segments never name a knowledge base.
const KB_PATH = /^\/kb(?:\/([^/]+))?$/;
const KB_RECORD_PATH = /^\/kb\/(categories|articles)\/(\d{1,10})(?:-[^/]*)?$/;
const KB_RESERVED_CODES: ReadonlySet<string> = new Set(["search", "categories", "articles"]);

function safeDecode(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

function knowledgeRecord(path: string, search: URLSearchParams, section: Section): RouteMatch | null {
  const match = KB_RECORD_PATH.exec(path);
  if (!match) return null;
  const id = Number(match[2]);
  const params = { ...paramsFromSearch(search), ...sectionParams(section) };
  const query: LayoutQuery =
    match[1] === "categories"
      ? {
          layoutViewType: "helpCenterCategory",
          recordType: "knowledgeCategory",
          recordID: id,
          params: { ...params, knowledgeCategoryID: id },
        }
      : // The server picks guideArticle for an article of a guide.
        {
          layoutViewType: "helpCenterArticle",
          recordType: "article",
          recordID: id,
          params: { ...params, articleID: id },
        };
  return { query, flag: null, siteSectionID: 0 };
}

const knowledgeBase: Matcher = (path, search, section) => {
  const record = knowledgeRecord(path, search, section);
  if (record) return record;
  const match = KB_PATH.exec(path);
  if (!match) return null;
  const params = { ...paramsFromSearch(search), ...sectionParams(section) };
  if (match[1] === undefined) {
    return { query: sectionQuery("knowledgeHome", section, params), flag: null, siteSectionID: 0 };
  }
  const urlCode = safeDecode(match[1]);
  if (urlCode === null || urlCode.length > 100 || KB_RESERVED_CODES.has(urlCode.toLowerCase())) return null;
  // A url code stays text (a code of digits is still a code); the server picks the page from the kind of base.
  const query: LayoutQuery = {
    layoutViewType: "knowledgeBase",
    recordType: "knowledgeBase",
    recordID: urlCode,
    params,
  };
  return { query, flag: null, siteSectionID: 0 };
};

// A group's page (docs/reference/groups.md#pages): /groups/{groupID} or /groups/{groupID}-{slug}. /groups and
// /groups/new are app routes: no group ID is spelled "new".
const GROUP_PATH = /^\/groups\/(\d{1,10})(?:-[^/]*)?$/;

const group: Matcher = (path, search, section) => {
  const match = GROUP_PATH.exec(path);
  if (!match) return null;
  const groupID = Number(match[1]);
  return {
    query: {
      layoutViewType: "group",
      recordType: "group",
      recordID: groupID,
      params: { ...paramsFromSearch(search), ...sectionParams(section), groupID },
    },
    flag: null,
    siteSectionID: 0,
  };
};

function customPage(table: RouteTable): Matcher {
  return (path, _search, section) => {
    // A malformed escape names no page (and must not throw out of the route table).
    const code = (safeDecode(path.slice(1)) ?? "").toLowerCase();
    const page = table.customPages.find(
      (candidate) =>
        candidate.urlcode.replace(/^\/+/, "").toLowerCase() === code &&
        candidate.siteSectionID === section.siteSectionID,
    );
    if (!page || code === "") return null;
    return {
      query: {
        layoutViewType: "customPage",
        recordType: "customPage",
        recordID: page.customPageID,
        params: { customPageID: page.customPageID, ...sectionParams(section, true) },
      },
      flag: null,
      siteSectionID: 0,
    };
  };
}

function normalizePath(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
}

/** A leading /{slug} picks a site section; the rest of the path is matched as if the section were the site. */
function splitSection(path: string, table: RouteTable): { section: Section; rest: string } {
  const [, first = ""] = path.split("/");
  const found = table.siteSections.find((s) => s.slug.toLowerCase() === first.toLowerCase() && first !== "");
  if (!found) return { section: { siteSectionID: DEFAULT_SITE_SECTION_ID, locale: null }, rest: path };
  const rest = path.slice(first.length + 1) || "/";
  return { section: { siteSectionID: found.siteSectionID, locale: found.locale }, rest };
}

/** The route a URL matches (whatever its feature flag says), or null for a URL that is no layout page. */
export function matchRoute(pathname: string, search: string, table: RouteTable = EMPTY_ROUTE_TABLE) {
  const searchParams = new URLSearchParams(search);
  const { section, rest } = splitSection(pathname, table);
  // The create-post rule looks at the raw path: "/post/" keeps its trailing slash.
  const post = createPost(rest, searchParams, section);
  const path = normalizePath(rest);
  const matchers = [home, discussionList, categories, discussion, knowledgeBase, group, customPage(table)];
  const found =
    post ?? matchers.reduce<RouteMatch | null>((hit, m) => hit ?? m(path, searchParams, section), null);
  return found ? { ...found, siteSectionID: section.siteSectionID } : null;
}

/**
 * The layout query for a URL, or null when the URL is no layout page or its feature flag is off (then the same
 * URL serves a plain page). Without flags every route counts as on.
 */
export function matchLayoutRoute(
  pathname: string,
  search: string,
  table: RouteTable = EMPTY_ROUTE_TABLE,
  flags?: FeatureFlags,
): LayoutQuery | null {
  const match = matchRoute(pathname, search, table);
  if (!match) return null;
  if (match.flag && flags && !flags[match.flag]) return null;
  return match.query;
}

/** A stable key for a layout query, so the inlined layout is reused only for exactly the same query. */
export function layoutQueryKey(query: LayoutQuery): string {
  const params = query.params ?? {};
  const sorted = Object.keys(params)
    .sort()
    .map((key) => [key, params[key]]);
  return JSON.stringify([query.layoutViewType, query.recordType, String(query.recordID), sorted]);
}
