// Widgets of group 2 hydrated from a stored layout through lookup-hydrate (announcements, questions, the New
// Post menu, search, tabbed posts, featured collections, suggested content), with the viewer's permissions.
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  categories,
  categoryFollows,
  collectionRecords,
  collections,
  discussions,
  layouts,
  layoutViews,
  users,
} from "../../src/server/db/schema";
import type { Discussion } from "../../src/types/generated/api/discussion";
import type { HydratedLayout } from "../../src/types/generated/layout/hydrated-layout";
import type { HydratedNode } from "../../src/types/generated/layout/hydrated-node";
import { createTestApp, get, json, signIn, type TestApp } from "./support/app";
import { categoryIDByUrlcode, privateCategoryIDs } from "./support/data";

let t: TestApp;
let member: string;
let moderator: string;

let collectionID = 0;
let privateDiscussion = 0;

const widgets = () => [
  { $hydrate: "react.discussion.announcements", apiParams: { limit: 20 } },
  { $hydrate: "react.discussion.questions", apiParams: { status: "unanswered", limit: 20 } },
  { $hydrate: "react.discussion.questions", title: "Solved", apiParams: { status: "accepted", limit: 20 } },
  {
    $hydrate: "react.newpost",
    postableDiscussionTypes: ["discussion", "question"],
    asOwnButtons: ["question"],
  },
  { $hydrate: "react.community-search", domain: "discussions", postType: ["question"] },
  {
    $hydrate: "react.tabs",
    limit: 3,
    tabConfiguration: [
      { tabPresetID: "top-discussions", label: "" },
      { tabPresetID: "announcements", label: "News" },
      { tabPresetID: "new-questions", label: "Questions", isHidden: true },
    ],
  },
  { $hydrate: "react.featuredcollections", apiParams: { collectionID } },
  { $hydrate: "react.featuredcollections", apiParams: { collectionID: 424242 } },
  {
    $hydrate: "react.suggestedcontent",
    suggestedFollows: { limit: 20 },
    suggestedContent: { limit: 5, excerptLength: 40 },
  },
];

beforeAll(async () => {
  t = await createTestApp();
  member = await signIn(t.app, "member");
  moderator = await signIn(t.app, "moderator");
  const db = t.database.db;
  const hidden = await privateCategoryIDs(db);
  const [closed] = await db
    .select({ id: discussions.discussionID })
    .from(discussions)
    .where(inArray(discussions.categoryID, hidden))
    .limit(1);
  privateDiscussion = closed?.id ?? 0;
  const [collection] = await db.insert(collections).values({ name: "Picks", insertUserID: 1 }).returning();
  collectionID = collection?.collectionID ?? 0;
  await db.insert(collectionRecords).values([
    { collectionID, recordType: "discussion", recordID: privateDiscussion, sort: 0 },
    { collectionID, recordType: "category", recordID: await categoryIDByUrlcode(db, "general"), sort: 1 },
  ]);
  const [stored] = await t.database.db
    .insert(layouts)
    .values({
      name: "Group 2 home",
      layoutViewType: "home",
      insertUserID: 1,
      layout: [{ $hydrate: "react.section.1-column", children: widgets() }],
    })
    .returning();
  await t.database.db.insert(layoutViews).values({
    layoutID: String(stored?.layoutID),
    layoutViewType: "home",
    recordType: "global",
    recordID: -1,
    insertUserID: 1,
  });
});
afterAll(() => t.close());

async function home(cookie?: string, params = ""): Promise<HydratedNode[]> {
  const url = `/api/v2/layouts/lookup-hydrate?layoutViewType=home&recordType=siteSection&recordID=0${params}`;
  const response = await get(t.app, url, cookie);
  expect(response.statusCode, response.body).toBe(200);
  const layout = json<HydratedLayout>(response);
  const [section] = layout.layout;
  return (section?.$reactProps.children ?? []) as HydratedNode[];
}

const discussionsOf = (node: HydratedNode | undefined) =>
  (node?.$reactProps.discussions ?? []) as Discussion[];
const byComponent = (nodes: HydratedNode[], name: string) => nodes.filter((n) => n.$reactComponent === name);

describe("discussion variants", () => {
  it("lists only announcements, and only visible ones", async () => {
    const hidden = new Set(await privateCategoryIDs(t.database.db));
    for (const cookie of [undefined, member, moderator]) {
      const [announcements] = byComponent(await home(cookie), "DiscussionsWidget");
      const list = discussionsOf(announcements);
      expect(list.length).toBeGreaterThan(0);
      expect(list.every((d) => d.pinned)).toBe(true);
      if (!cookie) expect(list.some((d) => hidden.has(d.categoryID))).toBe(false);
    }
  });

  it("lists only questions of the chosen status (1 unanswered, 3 accepted)", async () => {
    const [, unanswered, accepted] = byComponent(await home(member), "DiscussionsWidget");
    expect(discussionsOf(unanswered).length).toBeGreaterThan(0);
    expect(discussionsOf(unanswered).every((d) => d.type === "question" && d.statusID === 1)).toBe(true);
    expect(discussionsOf(accepted).length).toBeGreaterThan(0);
    expect(discussionsOf(accepted).every((d) => d.type === "question" && d.statusID === 3)).toBe(true);
    expect(accepted?.$reactProps.title).toBe("Solved");
  });
});

describe("new post menu", () => {
  it("is hidden from guests, who cannot post", async () => {
    expect(byComponent(await home(), "NewPostMenu")).toHaveLength(0);
  });

  it("offers members the allowed post types, in the page's category when there is one", async () => {
    const [menu] = byComponent(await home(member), "NewPostMenu");
    expect(menu?.$reactProps.items).toEqual([
      expect.objectContaining({ id: "discussion", action: "/post/discussion", asOwnButton: false }),
      expect.objectContaining({ id: "question", action: "/post/question", asOwnButton: true }),
    ]);
    const categoryID = await categoryIDByUrlcode(t.database.db, "general");
    const [inCategory] = byComponent(await home(member, `&params[categoryID]=${categoryID}`), "NewPostMenu");
    expect(inCategory?.$reactProps.items).toEqual([
      expect.objectContaining({ action: `/post/discussion/${categoryID}` }),
      expect.objectContaining({ action: `/post/question/${categoryID}` }),
    ]);
  });
});

describe("search and tabs", () => {
  it("keeps the search widget's validated props", async () => {
    const [search] = byComponent(await home(), "SearchWidget");
    expect(search?.$reactProps).toMatchObject({
      title: "Search Community",
      domain: "discussions",
      postType: ["question"],
    });
  });

  it("hydrates each visible tab as a DiscussionsWidget node with its list", async () => {
    const [tabs] = byComponent(await home(member), "TabWidget");
    const list = tabs?.$reactProps.tabs as { label: string; node: HydratedNode }[];
    expect(list.map((tab) => tab.label)).toEqual(["Top Posts", "News"]);
    for (const tab of list) {
      expect(tab.node.$reactComponent).toBe("DiscussionsWidget");
      expect(discussionsOf(tab.node).length).toBeGreaterThan(0);
      expect(discussionsOf(tab.node).length).toBeLessThanOrEqual(3);
    }
    const scores = discussionsOf(list[0]?.node).map((d) => d.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(discussionsOf(list[1]?.node).every((d) => d.pinned)).toBe(true);
  });
});

describe("featured collections", () => {
  it("shows the collection's records the viewer may see, and hides a missing collection", async () => {
    const [guestView] = byComponent(await home(), "FeaturedCollectionsWidget");
    type Records = { records?: { recordType: string; recordID: number }[] } | undefined;
    const records = (node: HydratedNode | undefined) =>
      ((node?.$reactProps.collection as Records)?.records ?? []).map((r) => `${r.recordType}:${r.recordID}`);
    expect(records(guestView)).toEqual([expect.stringMatching(/^category:/)]);
    expect(guestView?.$reactProps.collection).toMatchObject({ collectionID, name: "Picks" });
    const admin = await signIn(t.app, "admin");
    const adminWidgets = byComponent(await home(admin), "FeaturedCollectionsWidget");
    expect(adminWidgets).toHaveLength(1);
    expect(records(adminWidgets[0])).toContain(`discussion:${privateDiscussion}`);
  });
});

describe("suggested content", () => {
  type Suggested = { categories: { categoryID: number }[]; discussions: Discussion[] };
  const suggestedOf = (nodes: HydratedNode[]) =>
    byComponent(nodes, "SuggestedContentWidget")[0]?.$reactProps as unknown as Suggested;

  it("gives guests popular posts only (they cannot follow), trimmed, never private", async () => {
    const hidden = new Set(await privateCategoryIDs(t.database.db));
    const suggested = suggestedOf(await home());
    expect(suggested.categories).toEqual([]);
    expect(suggested.discussions).toHaveLength(5);
    for (const discussion of suggested.discussions) {
      expect(hidden.has(discussion.categoryID)).toBe(false);
      expect(discussion.excerpt.length).toBeLessThanOrEqual(40);
      // The default meta line shows the author, the last commenter, the category and user tags.
      expect(discussion).toHaveProperty("insertUser");
      expect(discussion).toHaveProperty("lastUser");
      expect(discussion).toHaveProperty("category");
      expect(discussion).toHaveProperty("tags");
      expect(discussion).not.toHaveProperty("body");
    }
  });

  it("suggests a member categories they do not follow, and posts from the ones they do", async () => {
    const db = t.database.db;
    const [user] = await db.select({ userID: users.userID }).from(users).where(eq(users.name, "member"));
    const follows = await db
      .select({ categoryID: categoryFollows.categoryID })
      .from(categoryFollows)
      .where(eq(categoryFollows.userID, user?.userID ?? 0));
    const followed = new Set(follows.map((row) => row.categoryID));
    expect(followed.size).toBeGreaterThan(0);
    const tree = await db
      .select({ categoryID: categories.categoryID, parentCategoryID: categories.parentCategoryID })
      .from(categories);
    const parentOf = new Map(tree.map((row) => [row.categoryID, row.parentCategoryID]));
    const underFollowed = (id: number): boolean => {
      for (let current = id; current > 0; current = parentOf.get(current) ?? -1) {
        if (followed.has(current)) return true;
      }
      return false;
    };
    const suggested = suggestedOf(await home(member));
    expect(suggested.categories.length).toBeGreaterThan(0);
    expect(suggested.categories.some((c) => followed.has(c.categoryID))).toBe(false);
    expect(suggested.discussions.length).toBeGreaterThan(0);
    expect(suggested.discussions.every((d) => underFollowed(d.categoryID))).toBe(true);
  });
});
