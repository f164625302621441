// Generates the scale seed's knowledge-base articles as COPY text (scale-knowledge.ts): one row per article and
// its one English revision, the row mirroring the revision as the data model requires. Pure: same inputs, same rows.
import { CopyBuffer } from "./copy-text";
import type { Random, WeightedPicker } from "./prng";
import type { TextPool } from "./scale-text";

export const knowledgeColumns = {
  articles: [
    "articleID",
    "knowledgeBaseID",
    "knowledgeCategoryID",
    "name",
    "body",
    "format",
    "excerpt",
    "locale",
    "status",
    "statusBeforeDelete",
    "featured",
    "dateFeatured",
    "featuredSort",
    "sort",
    "articleRevisionID",
    "insertUserID",
    "dateInserted",
    "datePublished",
  ],
  article_revisions: [
    "articleRevisionID",
    "articleID",
    "locale",
    "name",
    "body",
    "format",
    "excerpt",
    "status",
    "insertUserID",
    "dateInserted",
  ],
} as const;

/** Where an article may go: a category (null = the top level of its knowledge base). */
export interface ArticleSlot {
  knowledgeBaseID: number;
  knowledgeCategoryID: number | null;
}

export interface KnowledgeScaleContext {
  random: Random;
  text: TextPool;
  slots: WeightedPicker<ArticleSlot>;
  /** Staff who write the articles. */
  authorIDs: readonly number[];
  /** Articles are spread evenly over [startMs, endMs]. */
  startMs: number;
  endMs: number;
  totalArticles: number;
  firstArticleID: number;
  firstRevisionID: number;
  /** How many articles each category already holds: the next one's sort. */
  sortBySlot: Map<string, number>;
  /** Featured articles per knowledge base so far. */
  featuredByBase: Map<number, number>;
}

export interface KnowledgeBatch {
  articles: CopyBuffer;
  article_revisions: CopyBuffer;
}

const FEATURED_PER_BASE = 6;

const TOPICS = [
  "single sign-on",
  "the import tool",
  "email digests",
  "custom domains",
  "role permissions",
  "webhooks",
  "the theme editor",
  "two-factor sign-in",
  "category layouts",
  "the search index",
  "file uploads",
  "scheduled posts",
  "API tokens",
  "backups",
  "the mobile layout",
  "moderation queues",
];
const ASPECTS = [
  "a staging site",
  "a reverse proxy",
  "large communities",
  "several languages",
  "private categories",
  "an external identity provider",
  "rate limits",
  "older browsers",
];
const TITLES: ((topic: string, aspect: string) => string)[] = [
  (t) => `Configuring ${t}`,
  (t, a) => `Troubleshooting ${t} with ${a}`,
  (t) => `How ${t} works`,
  (t, a) => `Using ${t} on ${a}`,
  (t) => `A checklist for ${t}`,
  (t) => `Frequently asked questions about ${t}`,
];

export function newKnowledgeBatch(): KnowledgeBatch {
  return { articles: new CopyBuffer(), article_revisions: new CopyBuffer() };
}

function articleText(ctx: KnowledgeScaleContext): { name: string; body: string; excerpt: string } {
  const { random, text } = ctx;
  const topic = random.pick(TOPICS);
  const name = random.pick(TITLES)(topic, random.pick(ASPECTS));
  // About 900 characters: long enough to read as an article, short enough for a 10,000-article load in seconds.
  const intro = text.body(random, 1, 1);
  const steps = Array.from({ length: random.int(2, 4) }, (_, i) => `${i + 1}. ${text.body(random, 1, 1)}`);
  const body = `${intro}\n\n## Steps\n\n${steps.join("\n")}\n\n## If it still fails\n\n${text.body(random, 1, 1)}`;
  const firstSentence = intro.split(/(?<=\.)\s/)[0] ?? intro;
  return { name, body, excerpt: firstSentence.slice(0, 200) };
}

/** Mostly published; a few drafts and deleted ones, which lists and search must leave out for readers. */
function statusFor(random: Random): "published" | "draft" | "deleted" {
  const roll = random.next();
  return roll < 0.02 ? "draft" : roll < 0.03 ? "deleted" : "published";
}

/** Appends articles [fromIndex, fromIndex + count) of the whole run, each with its revision, to the batch. */
export function generateArticles(
  ctx: KnowledgeScaleContext,
  batch: KnowledgeBatch,
  fromIndex: number,
  count: number,
): void {
  const { random } = ctx;
  const span = ctx.endMs - ctx.startMs;
  for (let index = fromIndex; index < fromIndex + count; index++) {
    const articleID = ctx.firstArticleID + index;
    const revisionID = ctx.firstRevisionID + index;
    const slot = ctx.slots.pick(random);
    const slotKey = `${slot.knowledgeBaseID}:${slot.knowledgeCategoryID}`;
    const sort = (ctx.sortBySlot.get(slotKey) ?? 0) + 1;
    ctx.sortBySlot.set(slotKey, sort);
    const { name, body, excerpt } = articleText(ctx);
    const status = statusFor(random);
    const inserted = new Date(ctx.startMs + (span * (index + random.next())) / ctx.totalArticles);
    const featuredSoFar = ctx.featuredByBase.get(slot.knowledgeBaseID) ?? 0;
    const featured = status === "published" && featuredSoFar < FEATURED_PER_BASE && random.chance(0.01);
    if (featured) ctx.featuredByBase.set(slot.knowledgeBaseID, featuredSoFar + 1);
    const authorID = ctx.authorIDs[index % ctx.authorIDs.length] ?? 1;
    batch.articles.add([
      articleID,
      slot.knowledgeBaseID,
      slot.knowledgeCategoryID,
      name,
      body,
      "markdown",
      excerpt,
      "en",
      status,
      status === "deleted" ? "published" : null,
      featured,
      featured ? inserted : null,
      featured ? featuredSoFar + 1 : 0,
      sort,
      revisionID,
      authorID,
      inserted,
      status === "draft" ? null : inserted,
    ]);
    batch.article_revisions.add([
      revisionID,
      articleID,
      "en",
      name,
      body,
      "markdown",
      excerpt,
      status === "draft" ? "draft" : "published",
      authorID,
      inserted,
    ]);
  }
}
