// The layout view types as the dashboard shows them: label and where a layout of that type may be applied
// (layout-format §6 "Apply", narrowed to the record types this site has). Mirrors the server's
// src/server/layouts/view-types.ts, which the client may not import; a unit test keeps the two equal.

export type ApplyRecordType = "global" | "category" | "siteSection" | "customPage";

export interface DashboardViewType {
  name: string;
  label: string;
  /** The file template's id (layouts/<id>.json); null when every layout comes with its record. */
  templateID: string | null;
  recordTypes: ApplyRecordType[];
}

const SECTION_RECORDS: ApplyRecordType[] = ["global", "siteSection"];
const CATEGORY_RECORDS: ApplyRecordType[] = ["global", "category", "siteSection"];

export const DASHBOARD_VIEW_TYPES: readonly DashboardViewType[] = [
  { name: "home", label: "Homepage", templateID: "home", recordTypes: ["global"] },
  {
    name: "subcommunityHome",
    label: "Site Section Home",
    templateID: "subcommunityHome",
    recordTypes: SECTION_RECORDS,
  },
  {
    name: "discussionList",
    label: "Discussions Page",
    templateID: "discussionList",
    recordTypes: SECTION_RECORDS,
  },
  {
    name: "categoryList",
    label: "Categories List",
    templateID: "categoryList",
    recordTypes: SECTION_RECORDS,
  },
  {
    name: "nestedCategoryList",
    label: "Nested Categories Page",
    templateID: "nestedCategoryList",
    recordTypes: CATEGORY_RECORDS,
  },
  {
    name: "discussionCategoryPage",
    label: "Discussion Categories Page",
    templateID: "discussionCategoryPage",
    recordTypes: CATEGORY_RECORDS,
  },
  { name: "discussion", label: "Discussion Page", templateID: "discussion", recordTypes: CATEGORY_RECORDS },
  { name: "question", label: "Question Page", templateID: "question", recordTypes: CATEGORY_RECORDS },
  { name: "createPost", label: "Create Post", templateID: "createPost", recordTypes: CATEGORY_RECORDS },
  { name: "customPage", label: "Custom Page", templateID: null, recordTypes: ["customPage"] },
];

export function dashboardViewType(name: string): DashboardViewType | undefined {
  return DASHBOARD_VIEW_TYPES.find((viewType) => viewType.name === name);
}

export function viewTypeLabel(name: string): string {
  return dashboardViewType(name)?.label ?? name;
}

/** What "global" means for a view type, in the words of Vanilla's apply dialog. */
export function globalTargetLabel(viewType: string): string {
  return viewType === "home"
    ? "Apply Layout to Site Home Page"
    : `Set as default layout for all ${viewTypeLabel(viewType)}`;
}
