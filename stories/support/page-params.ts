// Page params per view type for the page stories: what resolveLayoutParams gives a template on the server
// (docs/reference/layout-documents.md#view-types), built from the same factories the tests use. Unknown view types get
// the common params.
import type { Category } from "../../src/types/generated/api/category";
import { categoryChain, makeBreadcrumbs, makeCategory, makeDiscussion } from "../../tests/factories";
import { groupPreviewPage } from "./preview/group-pages";
import { knowledgePreviewPage } from "./preview/knowledge-pages";
import { PAGE_PREVIEW_PARAM, PREVIEW_CATEGORY_ID } from "./preview-data";
import { previewParams as widgetPreviewParams } from "./preview-runtime";

/** The server's params for a page, marked as a page's: loaders give it exactly what the server would. */
function previewParams(extra: Record<string, unknown>): Record<string, unknown> {
  return widgetPreviewParams({ ...extra, [PAGE_PREVIEW_PARAM]: true });
}

export interface PreviewPage {
  params: Record<string, unknown>;
  /** The URL the page pretends to be at (Storybook `parameters.location`). */
  location: string;
}

/** The discussion the post page stories show. */
const PREVIEW_DISCUSSION_ID = 3;

function categoryParams(category: Category): Record<string, unknown> {
  return {
    categoryID: category.categoryID,
    category: {
      categoryID: category.categoryID,
      name: category.name,
      description: category.description,
      url: category.url,
      bannerImageUrl: category.bannerImageUrl,
    },
  };
}

function categoryPage(categoryID: number, layoutViewType: string): PreviewPage {
  const category = makeCategory({ categoryID });
  return {
    params: previewParams({ layoutViewType, ...categoryParams(category) }),
    location: new URL(category.url, "http://preview.invalid").pathname,
  };
}

function postPage(layoutViewType: "discussion" | "question"): PreviewPage {
  const discussion = makeDiscussion({ discussionID: PREVIEW_DISCUSSION_ID, type: layoutViewType });
  const category = makeCategory({ categoryID: discussion.categoryID });
  return {
    params: previewParams({
      layoutViewType,
      discussionID: discussion.discussionID,
      discussion,
      tags: discussion.tags ?? [],
      breadcrumbs: makeBreadcrumbs(category.categoryID),
      page: 1,
      ...categoryParams(category),
    }),
    location: new URL(discussion.url, "http://preview.invalid").pathname,
  };
}

export function previewPage(layoutViewType: string): PreviewPage {
  const common = { params: previewParams({ layoutViewType }), location: "/" };
  switch (layoutViewType) {
    case "home":
      return common;
    case "subcommunityHome":
      return {
        params: previewParams({
          layoutViewType,
          siteSection: {
            sectionID: 1,
            basePath: "/developers",
            contentLocale: "en",
            name: "Developer Hub",
            description: "Build on Quorum: the API, widgets and themes.",
          },
        }),
        location: "/developers",
      };
    case "discussionList":
      return {
        params: previewParams({ layoutViewType, sort: "-dateLastComment" }),
        location: "/discussions",
      };
    case "categoryList":
      return { ...common, location: "/categories" };
    case "nestedCategoryList": {
      // The top of the preview category's tree: a category that has children to list.
      const top = categoryChain(PREVIEW_CATEGORY_ID)[0];
      return categoryPage(top?.categoryID ?? PREVIEW_CATEGORY_ID, layoutViewType);
    }
    case "discussionCategoryPage":
      return categoryPage(PREVIEW_CATEGORY_ID, layoutViewType);
    case "discussion":
    case "question":
      return postPage(layoutViewType);
    case "createPost":
      return {
        params: previewParams({
          layoutViewType,
          postType: "discussion",
          parentRecordType: "category",
          parentRecordID: PREVIEW_CATEGORY_ID,
          ...categoryParams(makeCategory({ categoryID: PREVIEW_CATEGORY_ID })),
        }),
        location: "/post/discussion",
      };
    case "customPage":
      return { params: previewParams({ layoutViewType, customPageID: 1 }), location: "/page/about" };
    case "group": {
      const group = groupPreviewPage();
      return { params: previewParams({ layoutViewType, ...group.params }), location: group.location };
    }
    default: {
      const knowledge = knowledgePreviewPage(layoutViewType);
      return knowledge
        ? { params: previewParams({ layoutViewType, ...knowledge.params }), location: knowledge.location }
        : common;
    }
  }
}
