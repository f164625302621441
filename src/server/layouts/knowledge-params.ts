// What the knowledge widgets' loaders read from a knowledge page's params (knowledge-providers.ts, params.ts): the
// page's knowledge base, category and article, the reader's language, and a read that may find nothing.
import type { Article } from "../../types/generated/api/article";
import { ApiError } from "../http/errors";
import type { LayoutContext } from "./context";

function recordID(params: Record<string, unknown>, record: string, key: string): number | undefined {
  const value = (params[record] as Record<string, unknown> | undefined)?.[key];
  return typeof value === "number" ? value : undefined;
}

export function pageKnowledgeBaseID(context: LayoutContext): number | undefined {
  return recordID(context.params, "knowledgeBase", "knowledgeBaseID");
}

export function pageKnowledgeCategoryID(context: LayoutContext): number | undefined {
  return recordID(context.params, "knowledgeCategory", "knowledgeCategoryID");
}

/** The page's article, as the viewer may read it (with its body), on an article page. */
export function pageArticle(context: LayoutContext): Article | undefined {
  const article = context.params.article as Article | undefined;
  return article && typeof article.articleID === "number" ? article : undefined;
}

/** The language articles are read in: the reader's, else the page's. */
export function readingLocale(context: LayoutContext): string {
  return context.services.locale ?? context.params.locale;
}

/**
 * A read that answers 404 for what the viewer may not see (a widget set to another knowledge base): the widget
 * hides rather than showing an error.
 */
export async function unlessNotFound<T>(read: Promise<T>): Promise<T | null> {
  try {
    return await read;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}
