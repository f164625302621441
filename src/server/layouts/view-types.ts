// The layout view types (layout-format §3.1): for each, its default template, the record types a layout of that
// type may be applied to (layout_views), the page params it accepts besides the common ones, and the params the
// server resolves for it (which `param` refs a layout may use).

export type LayoutViewTypeName =
  | "home"
  | "subcommunityHome"
  | "discussionList"
  | "categoryList"
  | "nestedCategoryList"
  | "discussionCategoryPage"
  | "discussion"
  | "question"
  | "createPost"
  | "customPage";

export interface ViewTypeDefinition {
  name: LayoutViewTypeName;
  label: string;
  /** The file template's layoutID (layouts/<id>.json); null when each layout comes with its record. */
  templateID: string | null;
  /** Where a layout of this type may be applied. */
  recordTypes: string[];
  /** JSON Schema properties of the page params, besides the common ones. */
  params: Record<string, unknown>;
  /** Params the server adds, by name (nested ones flattened with "/"). */
  resolvedParams: string[];
}

const ID = { type: "integer", minimum: 1, maximum: 2147483647 } as const;

/** The discussion list filters (discussionList and discussionCategoryPage). */
const DISCUSSION_FILTERS = {
  sort: { type: "string", enum: ["-dateLastComment", "-dateInserted", "-score", "-hot", "dateInserted"] },
  page: { type: "integer", minimum: 1, maximum: 100000 },
  tagID: ID,
  type: { type: "string", enum: ["discussion", "question", "idea", "poll"] },
} as const;

const POST_PARAMS = {
  discussionID: ID,
  commentID: ID,
  page: {
    anyOf: [
      { type: "integer", minimum: 1, maximum: 100000 },
      { type: "string", enum: ["lookupSort"] },
    ],
  },
  sort: {
    type: ["string", "null"],
    enum: ["-dateInserted", "dateInserted", "-score", "-experimentalTrending", "", null],
  },
} as const;

const POST_RESOLVED = [
  "discussion",
  "discussion/discussionID",
  "discussion/name",
  "discussion/url",
  "discussion/type",
  "category",
  "category/name",
  "breadcrumbs",
];

const CATEGORY_RESOLVED = [
  "category",
  "category/categoryID",
  "category/name",
  "category/description",
  "category/url",
];

const SECTION_RECORDS = ["global", "siteSection"];
const CATEGORY_RECORDS = ["global", "category", "siteSection"];

export const VIEW_TYPES: readonly ViewTypeDefinition[] = [
  {
    name: "home",
    label: "Homepage",
    templateID: "home",
    recordTypes: ["global"],
    params: {},
    resolvedParams: [],
  },
  {
    name: "subcommunityHome",
    label: "Site Section Home",
    templateID: "subcommunityHome",
    recordTypes: SECTION_RECORDS,
    params: {},
    resolvedParams: [],
  },
  {
    name: "discussionList",
    label: "Discussions Page",
    templateID: "discussionList",
    recordTypes: SECTION_RECORDS,
    params: DISCUSSION_FILTERS,
    resolvedParams: [],
  },
  {
    name: "categoryList",
    label: "Categories List",
    templateID: "categoryList",
    recordTypes: SECTION_RECORDS,
    params: { page: DISCUSSION_FILTERS.page },
    resolvedParams: [],
  },
  {
    name: "nestedCategoryList",
    label: "Nested Categories Page",
    templateID: "nestedCategoryList",
    recordTypes: CATEGORY_RECORDS,
    params: { page: DISCUSSION_FILTERS.page },
    resolvedParams: [...CATEGORY_RESOLVED, "breadcrumbs"],
  },
  {
    name: "discussionCategoryPage",
    label: "Discussion Categories Page",
    templateID: "discussionCategoryPage",
    recordTypes: CATEGORY_RECORDS,
    params: DISCUSSION_FILTERS,
    resolvedParams: [...CATEGORY_RESOLVED, "breadcrumbs"],
  },
  {
    name: "discussion",
    label: "Discussion Page",
    templateID: "discussion",
    recordTypes: CATEGORY_RECORDS,
    params: POST_PARAMS,
    resolvedParams: POST_RESOLVED,
  },
  {
    name: "question",
    label: "Question Page",
    templateID: "question",
    recordTypes: CATEGORY_RECORDS,
    params: POST_PARAMS,
    resolvedParams: POST_RESOLVED,
  },
  {
    name: "createPost",
    label: "Create Post",
    templateID: "createPost",
    recordTypes: CATEGORY_RECORDS,
    params: {
      postTypeID: { type: "string", maxLength: 100 },
      postType: { type: "string", maxLength: 100 },
      groupID: ID,
      recordID: ID,
      draftID: ID,
      parentRecordType: { type: "string", enum: ["category", "group"] },
      parentRecordID: { type: "integer", minimum: -1, maximum: 2147483647 },
    },
    resolvedParams: ["postType", "parentRecordType", "parentRecordID"],
  },
  {
    name: "customPage",
    label: "Custom Page",
    templateID: null,
    recordTypes: ["customPage"],
    params: { customPageID: ID },
    resolvedParams: ["customPage", "customPage/name", "customPage/description"],
  },
];

const byName = new Map<string, ViewTypeDefinition>(VIEW_TYPES.map((view) => [view.name, view]));

export function viewTypeDefinition(name: string): ViewTypeDefinition | undefined {
  return byName.get(name);
}

export const LAYOUT_VIEW_TYPE_NAMES: readonly string[] = VIEW_TYPES.map((view) => view.name);

/** Category view types the server picks from the category's displayAs (layout-format §2.4). */
export const CATEGORY_VIEW_TYPES = new Set(["categoryList", "nestedCategoryList", "discussionCategoryPage"]);
