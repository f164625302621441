// Page params of the knowledge pages for their page stories: what the server's knowledge record providers resolve
// (src/server/layouts/knowledge-providers.ts, params.ts), built from the knowledge factories.
import type { Article } from "../../../src/types/generated/api/article";
import type { KnowledgeBase } from "../../../src/types/generated/api/knowledge-base";
import type { KnowledgeCategory } from "../../../src/types/generated/api/knowledge-category";
import {
  makeArticle,
  makeKnowledgeBases,
  makeKnowledgeCategories,
  previewGuideEntries,
} from "../../../tests/factories/knowledge";

interface KnowledgePage {
  params: Record<string, unknown>;
  location: string;
}

const HOME = [
  { name: "Home", url: "/" },
  { name: "Knowledge Base", url: "/kb" },
];

function baseParams(base: KnowledgeBase) {
  const { knowledgeBaseID, name, description, url, urlCode, viewType, icon, siteSectionID, locale } = base;
  return {
    knowledgeBaseID,
    knowledgeBase: {
      ...{ knowledgeBaseID, name, description, url, urlCode, viewType, icon, siteSectionID, locale },
      bannerImage: base.bannerImage ?? "",
    },
  };
}

function categoryParams(category: KnowledgeCategory) {
  const { knowledgeCategoryID, knowledgeBaseID, parentID, name, description, url } = category;
  return {
    knowledgeCategoryID,
    knowledgeCategory: { knowledgeCategoryID, knowledgeBaseID, parentID, name, description, url },
  };
}

function articlePage(base: KnowledgeBase, article: Article, category?: KnowledgeCategory): KnowledgePage {
  const trail = [...HOME, { name: base.name, url: base.url }];
  return {
    params: {
      ...baseParams(base),
      ...(category ? categoryParams(category) : {}),
      articleID: article.articleID,
      article,
      breadcrumbs: category ? [...trail, { name: category.name, url: category.url }] : trail,
    },
    location: article.url,
  };
}

/** A knowledge view type's page, or null for the other view types. */
export function knowledgePreviewPage(layoutViewType: string): KnowledgePage | null {
  const [helpCenter, guide] = makeKnowledgeBases() as [KnowledgeBase, KnowledgeBase];
  const [category] = makeKnowledgeCategories() as [KnowledgeCategory];
  switch (layoutViewType) {
    case "knowledgeHome":
      return { params: { breadcrumbs: HOME }, location: "/kb" };
    case "helpCenterKnowledgeBase":
      return {
        params: {
          ...baseParams(helpCenter),
          breadcrumbs: [...HOME, { name: helpCenter.name, url: helpCenter.url }],
        },
        location: helpCenter.url,
      };
    case "helpCenterCategory":
      return {
        params: {
          ...baseParams(helpCenter),
          ...categoryParams(category),
          breadcrumbs: [
            ...HOME,
            { name: helpCenter.name, url: helpCenter.url },
            { name: category.name, url: category.url },
          ],
        },
        location: category.url,
      };
    case "helpCenterArticle":
      return articlePage(helpCenter, makeArticle({ articleID: 1, discussionID: 3 }), category);
    case "guideArticle": {
      const entry = previewGuideEntries()[1];
      const article = makeArticle({
        articleID: entry?.id ?? 102,
        knowledgeBaseID: guide.knowledgeBaseID,
        knowledgeCategoryID: null,
        name: entry?.name ?? "Setting up your profile",
        url: entry?.url ?? "/kb/articles/102",
      });
      return articlePage(guide, article);
    }
    default:
      return null;
  }
}
