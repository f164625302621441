// The demo's site structure: a French site section with its own home layout, custom pages (Start Here with a
// transparent title bar, a custom fragment and the site feed), two featured collections, category follows for
// `member`, and accepted answers.
import { inArray, sql } from "drizzle-orm";
import { NAVIGATION_ITEMS_KEY } from "../../services/config";
import type { Db } from "../client";
import {
  categories,
  categoryFollows,
  collectionRecords,
  collections,
  config,
  customPages,
  discussions,
  layouts,
  layoutViews,
  siteSections,
} from "../schema";
import type { BaseSeed } from "./base";
import { seedDemoFragments } from "./demo-fragments";
import {
  FRENCH_HOME_LAYOUT,
  GUIDELINES_LAYOUT,
  START_HERE_LAYOUT,
  START_HERE_TITLE_BAR,
} from "./demo-site-layouts";

const FRENCH_SECTION = {
  siteSectionID: 1,
  name: "Communauté francophone",
  description: "Posez vos questions et partagez vos idées en français.",
  slug: "fr",
  locale: "fr",
};
/** The French section shows the Community category tree. */
const FRENCH_ROOT_URLCODE = "community";
const GUIDELINES_URLCODE = "community-guidelines";
const START_HERE_URLCODE = "start-here";
const MEMBER_FOLLOWS = ["general", "getting-started", "feature-requests"];

async function categoryIDs(db: Db, urlcodes: string[]): Promise<Map<string, number>> {
  const rows = await db
    .select({ categoryID: categories.categoryID, urlcode: categories.urlcode })
    .from(categories)
    .where(inArray(categories.urlcode, urlcodes));
  return new Map(rows.map((row) => [row.urlcode, row.categoryID]));
}

async function seedLayouts(db: Db, adminID: number, now: Date): Promise<void> {
  const rootID = (await categoryIDs(db, [FRENCH_ROOT_URLCODE])).get(FRENCH_ROOT_URLCODE) ?? -1;
  await db.insert(siteSections).values({ ...FRENCH_SECTION, rootCategoryID: rootID, dateInserted: now });
  await db.insert(layouts).values([
    {
      layoutID: 1,
      name: "Accueil francophone",
      layoutViewType: "subcommunityHome",
      layout: FRENCH_HOME_LAYOUT,
      insertUserID: adminID,
      dateInserted: now,
    },
    {
      layoutID: 2,
      name: "Community Guidelines",
      layoutViewType: "customPage",
      layout: GUIDELINES_LAYOUT,
      insertUserID: adminID,
      dateInserted: now,
    },
    {
      layoutID: 3,
      name: "Start Here",
      layoutViewType: "customPage",
      layout: START_HERE_LAYOUT,
      titleBar: START_HERE_TITLE_BAR,
      insertUserID: adminID,
      dateInserted: now,
    },
  ]);
  await db.insert(customPages).values([
    {
      customPageID: 1,
      urlcode: GUIDELINES_URLCODE,
      name: "Community Guidelines",
      description: "What we expect from each other.",
      siteSectionID: 0,
      insertUserID: adminID,
      dateInserted: now,
    },
    {
      customPageID: 2,
      urlcode: START_HERE_URLCODE,
      name: "Start Here",
      description: "The best of the community for newcomers.",
      siteSectionID: 0,
      insertUserID: adminID,
      dateInserted: now,
    },
  ]);
  await db.insert(layoutViews).values([
    {
      layoutID: "1",
      layoutViewType: "subcommunityHome",
      recordType: "siteSection",
      recordID: 1,
      insertUserID: adminID,
    },
    {
      layoutID: "2",
      layoutViewType: "customPage",
      recordType: "customPage",
      recordID: 1,
      insertUserID: adminID,
    },
    {
      layoutID: "3",
      layoutViewType: "customPage",
      recordType: "customPage",
      recordID: 2,
      insertUserID: adminID,
    },
  ]);
}

/** Two collections: the most discussed posts, and the categories a newcomer should start with. */
async function seedCollections(db: Db, adminID: number, now: Date): Promise<void> {
  const top = await db
    .select({ discussionID: discussions.discussionID })
    .from(discussions)
    .orderBy(sql`${discussions.countComments} desc`, discussions.discussionID)
    .limit(4);
  const starters = await categoryIDs(db, ["getting-started", "how-to", "introductions"]);
  await db.insert(collections).values([
    { collectionID: 1, name: "Most Discussed", insertUserID: adminID, dateInserted: now },
    { collectionID: 2, name: "Start Here", insertUserID: adminID, dateInserted: now },
  ]);
  await db.insert(collectionRecords).values([
    ...top.map((row, sort) => ({
      collectionID: 1,
      recordType: "discussion",
      recordID: row.discussionID,
      sort,
    })),
    ...[...starters.values()].map((categoryID, sort) => ({
      collectionID: 2,
      recordType: "category",
      recordID: categoryID,
      sort,
    })),
  ]);
}

async function seedFollows(db: Db, memberID: number, now: Date): Promise<void> {
  const followed = [...(await categoryIDs(db, MEMBER_FOLLOWS)).values()];
  if (followed.length === 0) return;
  await db
    .insert(categoryFollows)
    // The defaults a new follow starts with (docs/reference/notifications.md#category-preferences): popups for new
    // discussions and comments, and the digest.
    .values(
      followed.map((categoryID) => ({
        userID: memberID,
        categoryID,
        dateInserted: now,
        popupPosts: true,
        popupComments: true,
        digest: true,
      })),
    );
  await db
    .update(categories)
    .set({
      countFollowers: sql`(SELECT count(*) FROM category_follows f WHERE f."categoryID" = ${categories.categoryID})::int`,
    })
    .where(inArray(categories.categoryID, followed));
}

/** On each question marked accepted (statusID 3), its first reply by someone else becomes the accepted answer. */
async function seedAcceptedAnswers(db: Db): Promise<void> {
  await db.execute(sql`
    UPDATE comments SET "answerStatus" = 'accepted'
    WHERE "commentID" IN (
      SELECT DISTINCT ON (c."discussionID") c."commentID"
      FROM comments c JOIN discussions d ON d."discussionID" = c."discussionID"
      WHERE d.type = 'question' AND d."statusID" = 3 AND c."insertUserID" <> d."insertUserID"
      ORDER BY c."discussionID", c."dateInserted", c."commentID"
    )`);
}

/**
 * The title bar's navigation for every language (services/navigation.ts): the built-in Posts, Categories and
 * Layouts kept as they are, Community, whose children open the mega menu (docs/reference/ui-behaviour.md#title-bar),
 * and the ways into the knowledge base (docs/reference/knowledge-base.md) and the groups (docs/reference/groups.md).
 */
const DEMO_NAVIGATION = {
  default: [
    { id: "posts", name: "Posts", url: "/discussions" },
    { id: "categories", name: "Categories", url: "/categories" },
    {
      id: "community",
      name: "Community",
      badge: { type: "text", text: "New" },
      children: [
        { id: "community-posts", name: "Posts", url: "/discussions" },
        { id: "community-categories", name: "Categories", url: "/categories" },
        { id: "community-questions", name: "Questions", url: "/discussions?type=question" },
      ],
    },
    { id: "knowledge-base", name: "Knowledge Base", url: "/kb" },
    { id: "groups", name: "Groups", url: "/groups" },
    { id: "dashboard-layouts", name: "Layouts", url: "/dashboard/layouts", permission: "site.manage" },
  ],
};

export async function seedDemoSite(db: Db, base: BaseSeed, now: Date): Promise<void> {
  const adminID = base.userIDs.get("admin") ?? 1;
  await db.insert(config).values({ key: NAVIGATION_ITEMS_KEY, value: DEMO_NAVIGATION });
  await seedLayouts(db, adminID, now);
  await seedDemoFragments(db, adminID, now);
  await seedCollections(db, adminID, now);
  await seedFollows(db, base.userIDs.get("member") ?? 3, now);
  await seedAcceptedAnswers(db);
}
