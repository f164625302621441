// The demo's knowledge base (docs/reference/knowledge-base.md): the "Help Center" (three categories of four
// articles) and the "Getting Started Guide" (four articles in reading order), each article with its English source
// revision and a French translation revision, the knowledge bases' and categories' French names as content
// translations, per-role permissions, a few "Was this helpful?" votes, and one article rewritten from a demo
// question's accepted answer (a conversion, linked both ways). Runs after seedDemoSite, which marks the accepted
// answers. Deterministic: fixed texts, dates relative to `now`.
import { and, asc, eq, ilike } from "drizzle-orm";
import type { Db } from "../client";
import {
  articleReactions,
  articleRevisions,
  articles,
  categories,
  comments,
  contentTranslations,
  discussions,
  knowledgeBasePermissions,
  knowledgeBases,
  knowledgeCategories,
  roles,
} from "../schema";
import type { BaseSeed } from "./base";
import {
  type Bilingual,
  CONVERTED_ARTICLE,
  GUIDE,
  HELP_CENTER,
  HELPFUL_VOTES,
  type SeedArticle,
  type SeedKnowledgeBase,
} from "./knowledge-text";

const DAY_MS = 24 * 3_600_000;
const SOURCE_LOCALE = "en";
const TRANSLATION_LOCALE = "fr";

interface Authors {
  adminID: number;
  moderatorID: number;
  /** Members, in a fixed order, who cast the helpful votes. */
  voterIDs: number[];
}

/** Where an article is written, when, by whom, and the answer it was rewritten from (if any). */
interface Placement {
  knowledgeBaseID: number;
  knowledgeCategoryID: number | null;
  sort: number;
  insertUserID: number;
  date: Date;
  source?: ConvertedAnswer;
}

interface ConvertedAnswer {
  discussionID: number;
  commentID: number;
  name: string;
  body: string;
  format: string;
  date: Date;
}

const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS);
const daysAfter = (date: Date, days: number) => new Date(date.getTime() + days * DAY_MS);

/** View for every role that reads the forum (guests included), write for staff: the contract's defaults. */
async function grantPermissions(db: Db, knowledgeBaseIDs: number[]): Promise<void> {
  const roleRows = await db.select({ roleID: roles.roleID, type: roles.type }).from(roles);
  const viewers = roleRows.filter((role) =>
    ["guest", "member", "moderator", "administrator"].includes(role.type),
  );
  const editors = roleRows.filter((role) => role.type === "moderator" || role.type === "administrator");
  await db
    .insert(knowledgeBasePermissions)
    .values(
      knowledgeBaseIDs.flatMap((knowledgeBaseID) => [
        ...viewers.map((role) => ({ knowledgeBaseID, roleID: role.roleID, permission: "articles.view" })),
        ...editors.map((role) => ({ knowledgeBaseID, roleID: role.roleID, permission: "articles.add" })),
      ]),
    );
}

async function insertKnowledgeBase(
  db: Db,
  base: SeedKnowledgeBase,
  adminID: number,
  date: Date,
): Promise<number> {
  const [row] = await db
    .insert(knowledgeBases)
    .values({
      name: base.name.en,
      description: base.description.en,
      urlCode: base.urlCode,
      viewType: base.viewType,
      locale: SOURCE_LOCALE,
      sort: base.sort,
      insertUserID: adminID,
      dateInserted: date,
    })
    .returning({ id: knowledgeBases.knowledgeBaseID });
  if (!row) throw new Error(`knowledge base ${base.urlCode} was not inserted`);
  return row.id;
}

/** The first public question about the converted article's subject with an accepted answer. */
async function findConvertedAnswer(db: Db, now: Date): Promise<ConvertedAnswer | undefined> {
  const [row] = await db
    .select({
      discussionID: discussions.discussionID,
      commentID: comments.commentID,
      name: discussions.name,
      body: comments.body,
      format: comments.format,
      answered: comments.dateInserted,
    })
    .from(comments)
    .innerJoin(discussions, eq(discussions.discussionID, comments.discussionID))
    .innerJoin(categories, eq(categories.categoryID, discussions.categoryID))
    .where(
      and(
        eq(comments.answerStatus, "accepted"),
        eq(discussions.type, "question"),
        eq(categories.permissionCategoryID, -1),
        ilike(discussions.name, `%${CONVERTED_ARTICLE.questionAbout}%`),
      ),
    )
    .orderBy(asc(discussions.discussionID))
    .limit(1);
  if (!row) return undefined;
  // A day after the answer, yet early enough for the rewrite and the translation to come after it.
  const date = new Date(Math.min(daysAfter(row.answered, 1).getTime(), daysBefore(now, 4).getTime()));
  return { ...row, date };
}

function votesFor(article: SeedArticle, voterIDs: number[], offset: number) {
  const [helpful = 0, notHelpful = 0] = HELPFUL_VOTES[article.key] ?? [];
  const voters = [...voterIDs.slice(offset), ...voterIDs.slice(0, offset)];
  return voters.slice(0, helpful + notHelpful).map((userID, i) => ({ userID, helpful: i < helpful }));
}

function revisionRow(
  articleID: number,
  locale: string,
  text: { name: string; body: string; excerpt: string; format?: string },
  status: "draft" | "published",
  insertUserID: number,
  dateInserted: Date,
) {
  return {
    articleID,
    locale,
    name: text.name,
    body: text.body,
    format: text.format ?? "markdown",
    excerpt: text.excerpt,
    status,
    insertUserID,
    dateInserted,
  };
}

const inLocale = (article: SeedArticle, locale: keyof Bilingual) => ({
  name: article.name[locale],
  body: article.body[locale],
  excerpt: article.excerpt[locale],
});

/**
 * One article: its row mirroring the current English revision, that revision (after the converted answer's own
 * revision, for the conversion) and the French translation revision; its helpful votes.
 */
async function insertArticle(
  db: Db,
  article: SeedArticle,
  placement: Placement,
  authors: Authors,
  now: Date,
): Promise<void> {
  const { source } = placement;
  // A conversion is saved as a draft by the moderator, then rewritten and published by the administrator.
  const published = source ? daysAfter(source.date, 1) : placement.date;
  const translated = new Date(Math.min(daysAfter(published, 2).getTime(), now.getTime()));
  const votes = votesFor(article, authors.voterIDs, placement.sort * 3);
  const [row] = await db
    .insert(articles)
    .values({
      knowledgeBaseID: placement.knowledgeBaseID,
      knowledgeCategoryID: placement.knowledgeCategoryID,
      ...inLocale(article, SOURCE_LOCALE),
      format: "markdown",
      locale: SOURCE_LOCALE,
      status: "published",
      featured: article.featuredSort !== undefined,
      dateFeatured: article.featuredSort !== undefined ? published : null,
      featuredSort: article.featuredSort ?? 0,
      sort: placement.sort,
      countHelpful: votes.filter((vote) => vote.helpful).length,
      countNotHelpful: votes.filter((vote) => !vote.helpful).length,
      discussionID: source?.discussionID ?? null,
      commentID: source?.commentID ?? null,
      insertUserID: source ? authors.moderatorID : placement.insertUserID,
      dateInserted: source?.date ?? placement.date,
      updateUserID: source ? authors.adminID : null,
      dateUpdated: source ? published : null,
      datePublished: published,
    })
    .returning({ articleID: articles.articleID });
  if (!row) throw new Error(`article ${article.key} was not inserted`);
  const { articleID } = row;
  if (source) {
    const answer = { name: source.name, body: source.body, excerpt: "", format: source.format };
    await db
      .insert(articleRevisions)
      .values(revisionRow(articleID, SOURCE_LOCALE, answer, "draft", authors.moderatorID, source.date));
  }
  const author = source ? authors.adminID : placement.insertUserID;
  const [current] = await db
    .insert(articleRevisions)
    .values(
      revisionRow(articleID, SOURCE_LOCALE, inLocale(article, SOURCE_LOCALE), "published", author, published),
    )
    .returning({ id: articleRevisions.articleRevisionID });
  await db
    .insert(articleRevisions)
    .values(
      revisionRow(
        articleID,
        TRANSLATION_LOCALE,
        inLocale(article, TRANSLATION_LOCALE),
        "published",
        authors.adminID,
        translated,
      ),
    );
  await db.update(articles).set({ articleRevisionID: current?.id }).where(eq(articles.articleID, articleID));
  if (votes.length > 0) {
    await db.insert(articleReactions).values(
      votes.map((vote, i) => ({
        articleID,
        voterKey: `u:${vote.userID}`,
        userID: vote.userID,
        helpful: vote.helpful,
        dateInserted: new Date(Math.min(published.getTime() + (i + 1) * 7 * 3_600_000, now.getTime())),
      })),
    );
  }
}

/** French names and descriptions, as an administrator would save them in the translator. */
function translationRows(
  recordType: "knowledgeBase" | "knowledgeCategory",
  recordID: number,
  texts: { name: Bilingual; description: Bilingual },
  adminID: number,
  now: Date,
) {
  return (["name", "description"] as const).map((propertyName) => ({
    resource: "site",
    translationPropertyKey: `${recordType}.${recordID}.${propertyName}`,
    locale: TRANSLATION_LOCALE,
    translation: texts[propertyName].fr,
    recordType,
    recordID,
    propertyName,
    dateUpdated: now,
    updateUserID: adminID,
  }));
}

function authorsOf(base: BaseSeed): Authors {
  const staff = new Set(base.staffUserIDs);
  return {
    adminID: base.userIDs.get("admin") ?? 1,
    moderatorID: base.userIDs.get("moderator") ?? 2,
    voterIDs: [...base.userIDs.values()].filter((userID) => !staff.has(userID)),
  };
}

export async function seedDemoKnowledge(db: Db, base: BaseSeed, now: Date): Promise<void> {
  const authors = authorsOf(base);
  const { adminID, moderatorID } = authors;
  const helpCenterID = await insertKnowledgeBase(db, HELP_CENTER, adminID, daysBefore(now, 150));
  const guideID = await insertKnowledgeBase(db, GUIDE, adminID, daysBefore(now, 140));
  await grantPermissions(db, [helpCenterID, guideID]);
  const translations = [
    ...translationRows("knowledgeBase", helpCenterID, HELP_CENTER, adminID, now),
    ...translationRows("knowledgeBase", guideID, GUIDE, adminID, now),
  ];
  const converted = await findConvertedAnswer(db, now);
  let age = 113; // days before now of the next article written, oldest first
  for (const [index, category] of HELP_CENTER.categories.entries()) {
    const [row] = await db
      .insert(knowledgeCategories)
      .values({
        knowledgeBaseID: helpCenterID,
        name: category.name.en,
        description: category.description.en,
        sort: index + 1,
        insertUserID: adminID,
        dateInserted: daysBefore(now, 148),
      })
      .returning({ id: knowledgeCategories.knowledgeCategoryID });
    if (!row) throw new Error(`knowledge category ${category.name.en} was not inserted`);
    translations.push(...translationRows("knowledgeCategory", row.id, category, adminID, now));
    for (const [position, article] of category.articles.entries()) {
      const source = article.key === CONVERTED_ARTICLE.key ? converted : undefined;
      const placement = {
        knowledgeBaseID: helpCenterID,
        knowledgeCategoryID: row.id,
        sort: position + 1,
        insertUserID: position % 2 === 0 ? adminID : moderatorID,
        date: daysBefore(now, age),
        source,
      };
      await insertArticle(db, article, placement, authors, now);
      age -= 7;
    }
  }
  for (const [position, article] of GUIDE.articles.entries()) {
    const placement = {
      knowledgeBaseID: guideID,
      knowledgeCategoryID: null,
      sort: position + 1,
      insertUserID: adminID,
      date: daysBefore(now, 100 - position),
    };
    await insertArticle(db, article, placement, authors, now);
  }
  await db.insert(contentTranslations).values(translations);
}
