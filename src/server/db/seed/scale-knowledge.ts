// The scale seed's knowledge base (npm run seed -- --scale N --knowledge-articles M; bench/kb.ts): a help center of
// eight categories with four subcategories each and a six-chapter guide, viewable by every role and written by
// staff, then M articles (98 % in the help center, skewed towards the first categories; a few drafts and deleted
// ones), each with its one English revision, bulk-loaded with COPY in batches like the discussions (bench/README.md).
// Deterministic: a fixed PRNG seed and date range.
import type { Database } from "../client";
import { DEMO_ANCHOR } from "./base";
import { openBulkSink, rawExec, rawQuery } from "./bulk";
import { dropForBulkLoad, restoreAfterBulkLoad } from "./load-indexes";
import { Random, WeightedPicker } from "./prng";
import {
  type ArticleSlot,
  generateArticles,
  type KnowledgeScaleContext,
  knowledgeColumns,
  newKnowledgeBatch,
} from "./scale-knowledge-data";
import { TextPool } from "./scale-text";
import { resetSequences } from "./sequences";

export interface KnowledgeScaleOptions {
  articles: number;
  log?: (line: string) => void;
}

export interface ScaleKnowledgeBases {
  helpCenterID: number;
  guideID: number;
  /** The help center's top-level categories, busiest first. */
  topCategoryIDs: number[];
}

const SEED = 20_260_518;
const BATCH_ARTICLES = 2_000;
const END_MS = DEMO_ANCHOR.getTime();
const START_MS = END_MS - 2 * 365.25 * 24 * 3_600_000;
const GUIDE_SHARE = 0.02;

const HELP_CENTER_TREE: readonly [string, readonly string[]][] = [
  ["Getting Started", ["Installation", "First Steps", "Upgrading", "Migrating"]],
  ["Accounts and Sign-In", ["Registration", "Single Sign-On", "Passwords", "Profiles"]],
  ["Posting", ["Editor", "Drafts", "Attachments", "Questions"]],
  ["Moderation", ["Reports", "Roles", "Spam", "Content Log"]],
  ["Notifications", ["Email", "Digests", "Popups", "Following"]],
  ["Customisation", ["Themes", "Layouts", "Navigation", "Widgets"]],
  ["Integrations", ["API", "Webhooks", "Embedding", "Analytics"]],
  ["Administration", ["Settings", "Languages", "Backups", "Performance"]],
];
const GUIDE_CHAPTERS = ["Planning", "Setting Up", "Inviting Members", "Moderating", "Growing", "Maintaining"];

const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

async function maxID(database: Database, table: string, column: string): Promise<number> {
  const rows = await rawQuery<{ max: number | null }>(
    database,
    `SELECT max("${column}")::int AS max FROM "${table}"`,
  );
  return rows[0]?.max ?? 0;
}

async function staffAuthors(database: Database): Promise<number[]> {
  const rows = await rawQuery<{ userID: number }>(
    database,
    `SELECT DISTINCT ur."userID" FROM user_roles ur JOIN roles r ON r."roleID" = ur."roleID"
      WHERE r.type IN ('administrator', 'moderator') ORDER BY ur."userID"`,
  );
  if (rows.length === 0) throw new Error("the scale knowledge base needs a moderator or an administrator");
  return rows.map((row) => row.userID);
}

async function insertKnowledgeBase(
  database: Database,
  values: { name: string; urlCode: string; viewType: string; description: string; sort: number },
  insertUserID: number,
): Promise<number> {
  const rows = await rawQuery<{ id: number }>(
    database,
    `INSERT INTO knowledge_bases (name, "urlCode", "viewType", description, sort, "insertUserID", "dateInserted")
     VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING "knowledgeBaseID" AS id`,
    [
      values.name,
      values.urlCode,
      values.viewType,
      values.description,
      values.sort,
      insertUserID,
      new Date(START_MS).toISOString(),
    ],
  );
  const id = rows[0]?.id;
  if (id === undefined) throw new Error(`knowledge base ${values.urlCode} was not inserted`);
  // As the contract's defaults: every role reads, staff write.
  await rawQuery(
    database,
    `INSERT INTO knowledge_base_permissions ("knowledgeBaseID", "roleID", permission)
     SELECT $1::int, "roleID", 'articles.view' FROM roles WHERE type IN ('guest', 'member', 'moderator', 'administrator')
     UNION ALL
     SELECT $1::int, "roleID", 'articles.add' FROM roles WHERE type IN ('moderator', 'administrator')`,
    [id],
  );
  return id;
}

/** Inserts categories with explicit ids (parents first) and answers their ids in the order given. */
async function insertCategories(
  database: Database,
  knowledgeBaseID: number,
  rows: { name: string; parent: number | null; sort: number }[],
  insertUserID: number,
): Promise<number[]> {
  const firstID = (await maxID(database, "knowledge_categories", "knowledgeCategoryID")) + 1;
  const ids = rows.map((_, i) => firstID + i);
  await rawQuery(
    database,
    `INSERT INTO knowledge_categories ("knowledgeCategoryID", "knowledgeBaseID", "parentID", name, sort, "insertUserID", "dateInserted")
     SELECT id, $2::int, parent, name, sort, $6::int, $7::timestamptz
       FROM unnest($1::int[], $3::int[], $4::text[], $5::int[]) AS t(id, parent, name, sort)`,
    [
      ids,
      knowledgeBaseID,
      rows.map((row) => row.parent),
      rows.map((row) => row.name),
      rows.map((row) => row.sort),
      insertUserID,
      new Date(START_MS).toISOString(),
    ],
  );
  return ids;
}

/** The two knowledge bases with their categories, and the weighted places an article may go. */
async function createStructure(
  database: Database,
  authorID: number,
): Promise<{ bases: ScaleKnowledgeBases; slots: { item: ArticleSlot; weight: number }[] }> {
  const helpCenterID = await insertKnowledgeBase(
    database,
    {
      name: "Product Documentation",
      urlCode: "docs",
      viewType: "helpCenter",
      description: "Every feature, setting and integration, explained.",
      sort: 10,
    },
    authorID,
  );
  const guideID = await insertKnowledgeBase(
    database,
    {
      name: "Administrator Handbook",
      urlCode: "handbook",
      viewType: "guide",
      description: "Running a community, chapter by chapter.",
      sort: 11,
    },
    authorID,
  );
  const topIDs = await insertCategories(
    database,
    helpCenterID,
    HELP_CENTER_TREE.map(([name], i) => ({ name, parent: null, sort: i + 1 })),
    authorID,
  );
  const children = HELP_CENTER_TREE.flatMap(([, names], i) =>
    names.map((name, j) => ({
      name,
      parent: topIDs[i] ?? null,
      sort: j + 1,
      weight: 1 / ((i + 1) * (j + 2)),
    })),
  );
  const childIDs = await insertCategories(database, helpCenterID, children, authorID);
  const chapterIDs = await insertCategories(
    database,
    guideID,
    GUIDE_CHAPTERS.map((name, i) => ({ name, parent: null, sort: i + 1 })),
    authorID,
  );
  const helpSlots = [
    ...topIDs.map((id, i) => ({
      item: { knowledgeBaseID: helpCenterID, knowledgeCategoryID: id },
      weight: 1 / (i + 1),
    })),
    ...childIDs.map((id, i) => ({
      item: { knowledgeBaseID: helpCenterID, knowledgeCategoryID: id },
      weight: children[i]?.weight ?? 0,
    })),
  ];
  const helpTotal = helpSlots.reduce((sum, slot) => sum + slot.weight, 0);
  const guideSlots = [null, ...chapterIDs].map((id) => ({
    item: { knowledgeBaseID: guideID, knowledgeCategoryID: id },
    weight: (helpTotal * GUIDE_SHARE) / (1 - GUIDE_SHARE) / (chapterIDs.length + 1),
  }));
  return { bases: { helpCenterID, guideID, topCategoryIDs: topIDs }, slots: [...helpSlots, ...guideSlots] };
}

async function loadArticles(database: Database, ctx: KnowledgeScaleContext, log: (line: string) => void) {
  const sink = openBulkSink(database, knowledgeColumns);
  try {
    for (let from = 0; from < ctx.totalArticles; from += BATCH_ARTICLES) {
      const batch = newKnowledgeBatch();
      generateArticles(ctx, batch, from, Math.min(BATCH_ARTICLES, ctx.totalArticles - from));
      await sink.write("articles", batch.articles.take());
      await sink.write("article_revisions", batch.article_revisions.take());
    }
    await sink.close();
  } catch (error) {
    sink.abort();
    throw error;
  }
  log(`  ${ctx.totalArticles.toLocaleString("en")} articles written`);
}

export async function seedScaleKnowledge(
  database: Database,
  options: KnowledgeScaleOptions,
): Promise<ScaleKnowledgeBases> {
  const log = options.log ?? (() => {});
  const began = performance.now();
  const random = new Random(SEED);
  const authorIDs = await staffAuthors(database);
  const { bases, slots } = await createStructure(database, authorIDs[0] ?? 1);
  const tables = Object.keys(knowledgeColumns);
  const dropped = await dropForBulkLoad(database, tables);
  const ctx: KnowledgeScaleContext = {
    random,
    text: new TextPool(random),
    slots: new WeightedPicker(slots),
    authorIDs,
    startMs: START_MS,
    endMs: END_MS,
    totalArticles: options.articles,
    firstArticleID: (await maxID(database, "articles", "articleID")) + 1,
    firstRevisionID: (await maxID(database, "article_revisions", "articleRevisionID")) + 1,
    sortBySlot: new Map(),
    featuredByBase: new Map(),
  };
  await loadArticles(database, ctx, log);
  await restoreAfterBulkLoad(database, dropped);
  await resetSequences(database.db);
  await rawExec(database, `ANALYZE ${tables.join(", ")}, knowledge_categories, knowledge_bases`);
  log(
    `knowledge base: ${options.articles.toLocaleString("en")} articles in ${slots.length} places, ` +
      `${dropped.indexes.length} indexes rebuilt: ${seconds(began)}`,
  );
  return bases;
}
