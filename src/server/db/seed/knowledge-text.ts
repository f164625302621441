// The demo knowledge base's texts (docs/reference/knowledge-base.md): a help center of three categories of four
// articles and a four-article guide, each written in English (the knowledge bases' locale) and in French (a
// translation revision per article; names and descriptions of the knowledge bases and categories through the
// content translations). The articles themselves live in one file per category, both languages side by side.
import { GUIDE_ARTICLES } from "./knowledge-text-guide";
import { ACCOUNT_CATEGORY } from "./knowledge-text-help-account";
import { COMMUNITY_CATEGORY } from "./knowledge-text-help-community";
import { POSTING_CATEGORY } from "./knowledge-text-help-posting";

/** A text in the knowledge base's locale and its French translation. */
export interface Bilingual {
  en: string;
  fr: string;
}

export interface SeedArticle {
  /** Stable name used by the seed to find an article (featured, votes, the converted answer). */
  key: string;
  name: Bilingual;
  excerpt: Bilingual;
  /** Markdown. */
  body: Bilingual;
  /** Position among the featured articles (lower first); absent = not featured. */
  featuredSort?: number;
}

export interface SeedKnowledgeCategory {
  name: Bilingual;
  description: Bilingual;
  articles: readonly SeedArticle[];
}

export interface SeedKnowledgeBase {
  name: Bilingual;
  description: Bilingual;
  urlCode: string;
  viewType: "helpCenter" | "guide";
  sort: number;
}

export const HELP_CENTER: SeedKnowledgeBase & { categories: readonly SeedKnowledgeCategory[] } = {
  name: { en: "Help Center", fr: "Centre d'aide" },
  description: {
    en: "Answers to the questions members ask most: your account, writing posts and keeping the community safe.",
    fr: "Les réponses aux questions que les membres posent le plus souvent : votre compte, la rédaction de vos messages et la sécurité de la communauté.",
  },
  urlCode: "help",
  viewType: "helpCenter",
  sort: 1,
  categories: [ACCOUNT_CATEGORY, POSTING_CATEGORY, COMMUNITY_CATEGORY],
};

export const GUIDE: SeedKnowledgeBase & { articles: readonly SeedArticle[] } = {
  name: { en: "Getting Started Guide", fr: "Guide de démarrage" },
  description: {
    en: "Four short chapters from your first visit to your first post. Read them in order.",
    fr: "Quatre courts chapitres, de votre première visite à votre premier message. À lire dans l'ordre.",
  },
  urlCode: "getting-started",
  viewType: "guide",
  sort: 2,
  articles: GUIDE_ARTICLES,
};

/** The article rewritten from a demo question's accepted answer, when the demo has one about it. */
export const CONVERTED_ARTICLE = {
  key: "password-reset",
  /** A public question whose title contains this (case-insensitive) is the source. */
  questionAbout: "password reset",
} as const;

/** "Was this helpful?" answers from the demo's members: [helpful, not helpful] per article key. */
export const HELPFUL_VOTES: Readonly<Record<string, readonly [number, number]>> = {
  markdown: [9, 1],
  "password-reset": [7, 2],
  guidelines: [6, 0],
  questions: [5, 1],
  notifications: [4, 2],
  welcome: [8, 0],
  "first-discussion": [3, 1],
};
