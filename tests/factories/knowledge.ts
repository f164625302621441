// Knowledge bases, knowledge categories, articles and revisions as the API answers them
// (docs/reference/knowledge-base.md), for tests, stories and widget previews: one help center with three
// categories and a guide with four articles, in English.
import type { Article } from "../../src/types/generated/api/article";
import type { ArticleRevision } from "../../src/types/generated/api/article-revision";
import type { KnowledgeBase } from "../../src/types/generated/api/knowledge-base";
import type { KnowledgeCategory } from "../../src/types/generated/api/knowledge-category";
import { hoursAgo } from "./clock";
import { nextID } from "./sequence";
import { makeUser } from "./users";

const slug = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

export function makeKnowledgeBase(overrides: Partial<KnowledgeBase> = {}): KnowledgeBase {
  const knowledgeBaseID = overrides.knowledgeBaseID ?? nextID("knowledgeBase");
  const urlCode = overrides.urlCode ?? `help-${knowledgeBaseID}`;
  return {
    knowledgeBaseID,
    name: "Help Center",
    description: "Answers to the questions members ask most, written by the team.",
    urlCode,
    url: `/kb/${urlCode}`,
    viewType: "helpCenter",
    icon: null,
    bannerImage: null,
    siteSectionID: 0,
    locale: "en",
    sort: knowledgeBaseID,
    status: "published",
    countArticles: 12,
    countCategories: 3,
    insertUserID: 1,
    dateInserted: hoursAgo(24 * 30),
    dateUpdated: hoursAgo(24),
    ...overrides,
  };
}

/** The demo's help center and guide, as the knowledge home lists them. */
export function makeKnowledgeBases(): KnowledgeBase[] {
  return [
    makeKnowledgeBase({ knowledgeBaseID: 1, urlCode: "help", url: "/kb/help" }),
    makeKnowledgeBase({
      knowledgeBaseID: 2,
      name: "Getting Started Guide",
      description: "Your first week in the community, step by step.",
      urlCode: "getting-started",
      url: "/kb/getting-started",
      viewType: "guide",
      countArticles: 4,
      countCategories: 0,
    }),
  ];
}

export function makeKnowledgeCategory(overrides: Partial<KnowledgeCategory> = {}): KnowledgeCategory {
  const knowledgeCategoryID = overrides.knowledgeCategoryID ?? nextID("knowledgeCategory");
  const name = overrides.name ?? `Topic ${knowledgeCategoryID}`;
  return {
    knowledgeCategoryID,
    knowledgeBaseID: 1,
    parentID: null,
    name,
    description: "",
    url: `/kb/categories/${knowledgeCategoryID}-${slug(name)}`,
    sort: knowledgeCategoryID,
    depth: 1,
    countArticles: 4,
    dateInserted: hoursAgo(24 * 30),
    dateUpdated: null,
    ...overrides,
  };
}

const CATEGORY_NAMES = ["Account and Profile", "Posting and Replies", "Moderation and Safety"];

/** The help center's three categories, the first with a nested one. */
export function makeKnowledgeCategories(): KnowledgeCategory[] {
  const top = CATEGORY_NAMES.map((name, index) =>
    makeKnowledgeCategory({
      knowledgeCategoryID: index + 1,
      name,
      description: `Everything about ${name.toLowerCase()}.`,
    }),
  );
  const nested = makeKnowledgeCategory({
    knowledgeCategoryID: 4,
    parentID: 1,
    depth: 2,
    name: "Notifications",
    countArticles: 2,
  });
  return [top[0], nested, ...top.slice(1)] as KnowledgeCategory[];
}

const ARTICLE_NAMES = [
  "How do I change my display name?",
  "Resetting a forgotten password",
  "Choosing which emails you receive",
  "Formatting posts with Markdown",
  "Editing or deleting your own post",
  "Why was my post held for review?",
];

export function makeArticle(overrides: Partial<Article> = {}): Article {
  const articleID = overrides.articleID ?? nextID("article");
  const name = overrides.name ?? ARTICLE_NAMES[(articleID - 1) % ARTICLE_NAMES.length] ?? "Article";
  const author = makeUser({ userID: 1 });
  return {
    articleID,
    knowledgeBaseID: 1,
    knowledgeCategoryID: 1,
    name,
    url: `/kb/articles/${articleID}-${slug(name)}`,
    body: `<p>${name} takes three steps.</p><h2>Step one</h2><p>Open your profile from the menu at the top right.</p><h2>Step two</h2><p>Choose <strong>Edit Profile</strong> and change what you need.</p><h2>Step three</h2><p>Save. The change shows everywhere at once.</p>`,
    format: "markdown",
    excerpt: `${name} takes three steps: open your profile, edit it and save.`,
    locale: "en",
    status: "published",
    dateScheduled: null,
    featured: false,
    dateFeatured: null,
    sort: articleID,
    articleRevisionID: articleID * 10,
    countHelpful: 14,
    countNotHelpful: 2,
    viewerReaction: null,
    discussionID: null,
    commentID: null,
    insertUserID: author.userID,
    insertUser: author,
    dateInserted: hoursAgo(24 * 20 + articleID),
    updateUserID: author.userID,
    dateUpdated: hoursAgo(24 + articleID),
    datePublished: hoursAgo(24 * 20 + articleID),
    ...overrides,
  };
}

export function makeArticleRevision(overrides: Partial<ArticleRevision> = {}): ArticleRevision {
  const articleRevisionID = overrides.articleRevisionID ?? nextID("articleRevision");
  return {
    articleRevisionID,
    articleID: 1,
    locale: "en",
    name: "How do I change my display name?",
    format: "markdown",
    status: "published",
    restoredFromRevisionID: null,
    insertUserID: 1,
    insertUser: makeUser({ userID: 1 }),
    dateInserted: hoursAgo(articleRevisionID * 5),
    current: false,
    ...overrides,
  };
}

/** Three saves of one article, newest first: a draft, its publication, and an edit (current). */
export function makeArticleRevisions(articleID = 1): ArticleRevision[] {
  return [
    makeArticleRevision({ articleID, articleRevisionID: 3, current: true, dateInserted: hoursAgo(2) }),
    makeArticleRevision({ articleID, articleRevisionID: 2, dateInserted: hoursAgo(30) }),
    makeArticleRevision({
      articleID,
      articleRevisionID: 1,
      status: "draft",
      name: "Changing your name",
      dateInserted: hoursAgo(50),
    }),
  ];
}

/** One line of a guide's reading order, as the guide's table of contents and pager show it. */
export interface GuideEntryData {
  kind: "category" | "article";
  id: number;
  name: string;
  url: string;
  depth: number;
}

const GUIDE_ARTICLES = [
  "Welcome to the community",
  "Setting up your profile",
  "Your first post",
  "Finding answers",
];

/** The guide's reading order: two articles, then the chapter "Taking part" holding the other two. */
export function previewGuideEntries(): GuideEntryData[] {
  const article = (index: number, depth: number): GuideEntryData => {
    const name = GUIDE_ARTICLES[index] ?? "Article";
    const id = 101 + index;
    return { kind: "article", id, name, url: `/kb/articles/${id}-${slug(name)}`, depth };
  };
  return [
    article(0, 1),
    article(1, 1),
    { kind: "category", id: 11, name: "Taking part", url: "/kb/categories/11-taking-part", depth: 1 },
    article(2, 2),
    article(3, 2),
  ];
}
