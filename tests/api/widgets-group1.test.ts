// Group-1 widgets hydrated end to end (tag cloud, site totals, user spotlight, call to action, content banner): a
// stored layout applied globally to the home page, then lookup-hydrate as different viewers. Data must match the
// database as each viewer may see it (private categories excluded). Leaderboard and RSS have their own files.
import { and, eq, inArray, isNull, notInArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { categories, comments, discussions, discussionTags, tags, users } from "../../src/server/db/schema";
import { clearTagCloudCache } from "../../src/server/services/tag-cloud";
import { createTestApp, signIn, type TestApp } from "./support/app";
import { guestHiddenCategoryIDs } from "./support/data";
import { storeHome, widgets } from "./support/stored-layout";

let t: TestApp;
let moderator: string;
let hidden: number[];
beforeAll(async () => {
  t = await createTestApp();
  moderator = await signIn(t.app, "moderator");
  // The staff-only categories and the private and secret groups' (docs/reference/groups.md#privacy).
  hidden = await guestHiddenCategoryIDs(t.database.db);
});
afterAll(() => t.close());

describe("react.tag", () => {
  beforeEach(() => clearTagCloudCache(t.database.db));

  type CloudTag = { tagID: number; name: string; url: string; countDiscussions: number };

  /** Tag uses among the discussions outside the given categories, straight from the tables. */
  async function expectedCounts(excluded: number[]): Promise<Map<number, number>> {
    const rows = await t.database.db
      .select({ tagID: discussionTags.tagID, uses: sql<number>`count(*)::int` })
      .from(discussionTags)
      .innerJoin(discussions, eq(discussions.discussionID, discussionTags.discussionID))
      .innerJoin(tags, eq(tags.tagID, discussionTags.tagID))
      .where(
        and(eq(tags.type, ""), excluded.length ? notInArray(discussions.categoryID, excluded) : undefined),
      )
      .groupBy(discussionTags.tagID);
    return new Map(rows.map((row) => [row.tagID, row.uses]));
  }

  it("ranks tags by uses among the discussions the viewer can see, linking to the filtered list", async () => {
    await storeHome(t, [{ $hydrate: "react.tag", limit: 5 }]);
    const [guest] = await widgets(t, "TagWidget");
    const cloud = (guest?.tags ?? []) as CloudTag[];
    expect(cloud.length).toBeGreaterThan(0);
    expect(cloud.length).toBeLessThanOrEqual(5);
    const expected = await expectedCounts(hidden);
    for (const tag of cloud) {
      expect(tag.url).toBe(`/discussions?tagID=${tag.tagID}`);
      expect(tag.countDiscussions).toBe(expected.get(tag.tagID));
    }
    const counts = cloud.map((tag) => tag.countDiscussions);
    expect(counts).toEqual(counts.toSorted((a, b) => b - a));
    expect(Math.max(...expected.values())).toBe(counts[0]);
  });

  it("counts private discussions only for viewers who may see them", async () => {
    const db = t.database.db;
    const [privateDiscussion] = await db
      .select({ discussionID: discussions.discussionID })
      .from(discussions)
      .where(inArray(discussions.categoryID, hidden))
      .limit(1);
    const [secret] = await db
      .insert(tags)
      .values({ name: "Staff secret", urlcode: "staff-secret" })
      .returning();
    await db
      .insert(discussionTags)
      .values({ discussionID: Number(privateDiscussion?.discussionID), tagID: Number(secret?.tagID) });
    await storeHome(t, [{ $hydrate: "react.tag", limit: 100 }]);
    const names = async (cookie?: string) =>
      (((await widgets(t, "TagWidget", cookie))[0]?.tags ?? []) as CloudTag[]).map((tag) => tag.name);
    expect(await names()).not.toContain("Staff secret");
    expect(await names(moderator)).toContain("Staff secret");
  });

  it("is hidden when the viewer can see no tagged discussion", async () => {
    await t.database.db.update(tags).set({ type: "User" });
    try {
      await storeHome(t, [{ $hydrate: "react.tag" }]);
      expect(await widgets(t, "TagWidget")).toEqual([]);
    } finally {
      await t.database.db.update(tags).set({ type: "" });
    }
  });

  it("serves a viewer group's cloud from the cache until it expires", async () => {
    const db = t.database.db;
    await storeHome(t, [{ $hydrate: "react.tag", limit: 100 }]);
    const names = async () =>
      (((await widgets(t, "TagWidget"))[0]?.tags ?? []) as CloudTag[]).map((tag) => tag.name);
    const before = await names();
    const [publicDiscussion] = await db
      .select({ discussionID: discussions.discussionID })
      .from(discussions)
      .where(notInArray(discussions.categoryID, hidden))
      .limit(1);
    const [fresh] = await db.insert(tags).values({ name: "Brand new", urlcode: "brand-new" }).returning();
    await db
      .insert(discussionTags)
      .values({ discussionID: Number(publicDiscussion?.discussionID), tagID: Number(fresh?.tagID) });
    expect(await names()).toEqual(before);
    clearTagCloudCache(db);
    expect(await names()).toContain("Brand new");
  });
});

describe("react.sitetotals", () => {
  type Total = { recordType: string; label: string; count: number };
  const ALL = ["user", "post", "discussion", "comment", "category", "question", "accepted", "onlineUser"];

  async function totals(cookie?: string): Promise<Map<string, number>> {
    const [props] = await widgets(t, "SiteTotalsWidget", cookie);
    return new Map(((props?.totals ?? []) as Total[]).map((total) => [total.recordType, total.count]));
  }

  it("shows Members and Posts by default, in order", async () => {
    await storeHome(t, [{ $hydrate: "react.sitetotals" }]);
    const [props] = await widgets(t, "SiteTotalsWidget");
    expect(((props?.totals ?? []) as Total[]).map((total) => total.label)).toEqual(["Members", "Posts"]);
  });

  it("counts what the viewer can see, and leaves untracked online users out", async () => {
    await storeHome(t, [
      {
        $hydrate: "react.sitetotals",
        apiParams: { counts: ALL.map((recordType) => ({ recordType, label: recordType })) },
      },
    ]);
    const db = t.database.db;
    const visible = notInArray(discussions.categoryID, hidden);
    const [row] = await db
      .select({
        discussions: sql<number>`count(*)::int`,
        questions: sql<number>`(count(*) filter (where ${discussions.type} = 'question'))::int`,
      })
      .from(discussions)
      .where(visible);
    const [commentRow] = await db
      .select({ total: sql<number>`count(*)::int` })
      .from(comments)
      .innerJoin(discussions, eq(discussions.discussionID, comments.discussionID))
      .where(visible);
    const [answered] = await db
      .select({ total: sql<number>`count(distinct ${comments.discussionID})::int` })
      .from(comments)
      .innerJoin(discussions, eq(discussions.discussionID, comments.discussionID))
      .where(and(visible, eq(comments.answerStatus, "accepted"), eq(discussions.type, "question")));
    const [members] = await db
      .select({ total: sql<number>`count(*)::int` })
      .from(users)
      .where(eq(users.deleted, false));
    const [categoryRow] = await db
      .select({ total: sql<number>`count(*)::int` })
      .from(categories)
      // A group's own category counts as its group, not as a category.
      .where(
        and(
          notInArray(categories.categoryID, hidden),
          sql`${categories.categoryID} > 0`,
          isNull(categories.groupID),
        ),
      );

    const guest = await totals();
    expect(guest.has("onlineUser")).toBe(false);
    expect(Object.fromEntries(guest)).toEqual({
      user: members?.total,
      post: Number(row?.discussions) + Number(commentRow?.total),
      discussion: row?.discussions,
      comment: commentRow?.total,
      category: categoryRow?.total,
      question: row?.questions,
      accepted: answered?.total,
    });
    expect(Number(answered?.total)).toBeGreaterThan(0);
    const staff = await totals(moderator);
    expect(Number(staff.get("discussion"))).toBeGreaterThan(Number(guest.get("discussion")));
    expect(Number(staff.get("category"))).toBeGreaterThan(Number(guest.get("category")));
  });

  it("is hidden when every count is hidden", async () => {
    await storeHome(t, [
      {
        $hydrate: "react.sitetotals",
        apiParams: { counts: [{ recordType: "user", label: "M", isHidden: true }] },
      },
    ]);
    expect(await widgets(t, "SiteTotalsWidget")).toEqual([]);
  });
});

describe("react.userspotlight", () => {
  it("features an existing member with their counts, and hides for an unknown one", async () => {
    const [member] = await t.database.db.select().from(users).where(eq(users.name, "member"));
    await storeHome(t, [
      { $hydrate: "react.userspotlight", apiParams: { userID: member?.userID } },
      { $hydrate: "react.userspotlight", title: "Nobody", apiParams: { userID: 987654 } },
    ]);
    const found = await widgets(t, "UserSpotlightWidget");
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({
      title: "Customer Spotlight",
      userInfo: {
        userID: member?.userID,
        name: "member",
        url: "/profile/member",
        countDiscussions: member?.countDiscussions,
        countComments: member?.countComments,
      },
    });
  });

  it("counts only posts in categories the viewer may see", async () => {
    const [moderator] = await t.database.db.select().from(users).where(eq(users.name, "moderator"));
    const userID = moderator?.userID ?? 0;
    const [privateStarted] = await t.database.db
      .select({ total: sql<number>`count(*)::int` })
      .from(discussions)
      .where(and(eq(discussions.insertUserID, userID), inArray(discussions.categoryID, hidden)));
    await storeHome(t, [{ $hydrate: "react.userspotlight", apiParams: { userID } }]);
    const [asGuest] = await widgets(t, "UserSpotlightWidget");
    const [asModerator] = await widgets(t, "UserSpotlightWidget", await signIn(t.app, "moderator"));
    const started = (props: Record<string, unknown> | undefined) =>
      (props?.userInfo as { countDiscussions?: number } | undefined)?.countDiscussions;
    expect(privateStarted?.total).toBeGreaterThan(0); // otherwise this test could not tell the two apart
    expect(started(asGuest)).toBe((moderator?.countDiscussions ?? 0) - (privateStarted?.total ?? 0));
    expect(started(asModerator)).toBe(moderator?.countDiscussions);
  });
});

describe("react.cta and react.app.content-banner", () => {
  it("hydrates a call to action, dropping an unsafe button URL", async () => {
    await storeHome(t, [
      { $hydrate: "react.cta", title: "Join", button: { url: "/entry/register", title: "Register" } },
      { $hydrate: "react.cta", title: "Evil", button: { url: "javascript:alert(1)" } },
    ]);
    const [good, evil] = await widgets(t, "CallToActionWidget");
    expect(good?.button).toMatchObject({ url: "/entry/register", shouldUseButton: true, type: "primary" });
    expect(evil?.button).toMatchObject({ url: "", shouldUseButton: false });
  });

  it("hydrates a content banner with the site section's name and no search", async () => {
    await storeHome(t, [{ $hydrate: "react.app.content-banner" }]);
    const [banner] = await widgets(t, "BannerContentWidget");
    expect(banner).toMatchObject({ title: "Quorum Community", showTitle: true });
    expect(banner).not.toHaveProperty("showSearch");
  });
});
