// The knowledge base's records in collections (docs/reference/api-conventions.md#resources, spec 000 §3): articles
// and knowledge bases, expanded to name, url and excerpt only when the viewer may read them — a published article of
// a knowledge base they may view, a published knowledge base they may view (knowledge/access.ts). Anything else is
// left out, so a collection never reveals a draft or a private knowledge base.
import { and, eq, inArray } from "drizzle-orm";
import type { Collection } from "../../types/generated/api/collection";
import { articles, knowledgeBases } from "../db/schema-knowledge";
import type { ServiceContext } from "./context";
import { knowledgeAccess } from "./knowledge/access";
import { articleExcerpt } from "./knowledge/article-body";
import { articleUrl, knowledgeBaseUrl } from "./urls";

type CollectionRecord = NonNullable<Collection["records"]>[number]["record"];

export async function articleRecords(
  ctx: ServiceContext,
  ids: number[],
): Promise<Map<number, CollectionRecord>> {
  const access = await knowledgeAccess(ctx);
  if (ids.length === 0 || access.viewableIDs.length === 0) return new Map();
  const rows = await ctx.db
    .select({
      articleID: articles.articleID,
      name: articles.name,
      excerpt: articles.excerpt,
      body: articles.body,
      format: articles.format,
      dateInserted: articles.dateInserted,
      datePublished: articles.datePublished,
    })
    .from(articles)
    .where(
      and(
        inArray(articles.articleID, ids),
        eq(articles.status, "published"),
        inArray(articles.knowledgeBaseID, access.viewableIDs),
      ),
    );
  return new Map(
    rows.map((row) => [
      row.articleID,
      {
        name: row.name,
        url: articleUrl(row.articleID, row.name),
        excerpt: articleExcerpt(row.excerpt, row.body, row.format),
        imageUrl: null,
        dateInserted: (row.datePublished ?? row.dateInserted).toISOString(),
      },
    ]),
  );
}

export async function knowledgeBaseRecords(
  ctx: ServiceContext,
  ids: number[],
): Promise<Map<number, CollectionRecord>> {
  const access = await knowledgeAccess(ctx);
  const visible = ids.filter((id) => access.canView(id));
  if (visible.length === 0) return new Map();
  const rows = await ctx.db
    .select({
      knowledgeBaseID: knowledgeBases.knowledgeBaseID,
      name: knowledgeBases.name,
      description: knowledgeBases.description,
      urlCode: knowledgeBases.urlCode,
      icon: knowledgeBases.icon,
      bannerImage: knowledgeBases.bannerImage,
      dateInserted: knowledgeBases.dateInserted,
    })
    .from(knowledgeBases)
    .where(and(inArray(knowledgeBases.knowledgeBaseID, visible), eq(knowledgeBases.status, "published")));
  return new Map(
    rows.map((row) => [
      row.knowledgeBaseID,
      {
        name: row.name,
        url: knowledgeBaseUrl(row.urlCode),
        excerpt: row.description,
        imageUrl: row.bannerImage ?? row.icon,
        dateInserted: row.dateInserted.toISOString(),
      },
    ]),
  );
}
