// Group-1 widgets hydrated end to end: a stored layout applied globally to the home page, then lookup-hydrate as
// different viewers. Data must match the database as each viewer may see it (private categories excluded).
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { and, eq, inArray, notInArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  categories,
  comments,
  discussions,
  discussionTags,
  layouts,
  layoutViews,
  tags,
  userRoles,
  users,
} from "../../src/server/db/schema";
import { clearLeaderboardCache } from "../../src/server/services/leaderboard";
import { clearFeedCache } from "../../src/server/services/rss/feeds";
import { fetchFeedText } from "../../src/server/services/rss/fetch-feed";
import type { HydratedLayout } from "../../src/types/generated/layout/hydrated-layout";
import type { HydratedNode } from "../../src/types/generated/layout/hydrated-node";
import { createTestApp, get, json, signIn, type TestApp } from "./support/app";
import { privateCategoryIDs } from "./support/data";

let t: TestApp;
let moderator: string;
let hidden: number[];
beforeAll(async () => {
  t = await createTestApp();
  moderator = await signIn(t.app, "moderator");
  hidden = await privateCategoryIDs(t.database.db);
});
afterAll(() => t.close());

/** Stores a home layout holding these widget nodes, applied globally, replacing any earlier one. */
async function storeHome(widgets: Record<string, unknown>[]): Promise<void> {
  const db = t.database.db;
  await db.delete(layoutViews);
  await db.delete(layouts);
  const [stored] = await db
    .insert(layouts)
    .values({
      name: "Widgets group 1",
      layoutViewType: "home",
      insertUserID: 1,
      layout: [{ $hydrate: "react.section.1-column", children: widgets }],
    })
    .returning();
  await db.insert(layoutViews).values({
    layoutID: String(stored?.layoutID),
    layoutViewType: "home",
    recordType: "global",
    recordID: -1,
    insertUserID: 1,
  });
}

async function home(cookie?: string): Promise<HydratedLayout> {
  const response = await get(
    t.app,
    "/api/v2/layouts/lookup-hydrate?layoutViewType=home&recordType=siteSection&recordID=0",
    cookie,
  );
  expect(response.statusCode, response.body).toBe(200);
  return json<HydratedLayout>(response);
}

function nodes(value: unknown): HydratedNode[] {
  if (Array.isArray(value)) return value.flatMap(nodes);
  if (!value || typeof value !== "object") return [];
  const node = value as HydratedNode;
  const inner = Object.values(node.$reactProps ?? {}).flatMap(nodes);
  return typeof node.$reactComponent === "string" ? [node, ...inner] : inner;
}

async function widgets(component: string, cookie?: string): Promise<Record<string, unknown>[]> {
  const layout = await home(cookie);
  const errors = nodes(layout.layout).filter((node) => node.$reactComponent === "LayoutError");
  expect(errors.map((node) => node.$reactProps)).toEqual([]);
  return nodes(layout.layout)
    .filter((node) => node.$reactComponent === component)
    .map((node) => node.$reactProps);
}

describe("react.tag", () => {
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
    await storeHome([{ $hydrate: "react.tag", limit: 5 }]);
    const [guest] = await widgets("TagWidget");
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
    await storeHome([{ $hydrate: "react.tag", limit: 100 }]);
    const names = async (cookie?: string) =>
      (((await widgets("TagWidget", cookie))[0]?.tags ?? []) as CloudTag[]).map((tag) => tag.name);
    expect(await names()).not.toContain("Staff secret");
    expect(await names(moderator)).toContain("Staff secret");
  });

  it("is hidden when the viewer can see no tagged discussion", async () => {
    await t.database.db.update(tags).set({ type: "User" });
    try {
      await storeHome([{ $hydrate: "react.tag" }]);
      expect(await widgets("TagWidget")).toEqual([]);
    } finally {
      await t.database.db.update(tags).set({ type: "" });
    }
  });
});

describe("react.sitetotals", () => {
  type Total = { recordType: string; label: string; count: number };
  const ALL = ["user", "post", "discussion", "comment", "category", "question", "accepted", "onlineUser"];

  async function totals(cookie?: string): Promise<Map<string, number>> {
    const [props] = await widgets("SiteTotalsWidget", cookie);
    return new Map(((props?.totals ?? []) as Total[]).map((total) => [total.recordType, total.count]));
  }

  it("shows Members and Posts by default, in order", async () => {
    await storeHome([{ $hydrate: "react.sitetotals" }]);
    const [props] = await widgets("SiteTotalsWidget");
    expect(((props?.totals ?? []) as Total[]).map((total) => total.label)).toEqual(["Members", "Posts"]);
  });

  it("counts what the viewer can see, and leaves untracked online users out", async () => {
    await storeHome([
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
      .where(and(notInArray(categories.categoryID, hidden), sql`${categories.categoryID} > 0`));

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
    await storeHome([
      {
        $hydrate: "react.sitetotals",
        apiParams: { counts: [{ recordType: "user", label: "M", isHidden: true }] },
      },
    ]);
    expect(await widgets("SiteTotalsWidget")).toEqual([]);
  });
});

describe("react.userspotlight", () => {
  it("features an existing member with their counts, and hides for an unknown one", async () => {
    const [member] = await t.database.db.select().from(users).where(eq(users.name, "member"));
    await storeHome([
      { $hydrate: "react.userspotlight", apiParams: { userID: member?.userID } },
      { $hydrate: "react.userspotlight", title: "Nobody", apiParams: { userID: 987654 } },
    ]);
    const found = await widgets("UserSpotlightWidget");
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
});

describe("react.cta and react.app.content-banner", () => {
  it("hydrates a call to action, dropping an unsafe button URL", async () => {
    await storeHome([
      { $hydrate: "react.cta", title: "Join", button: { url: "/entry/register", title: "Register" } },
      { $hydrate: "react.cta", title: "Evil", button: { url: "javascript:alert(1)" } },
    ]);
    const [good, evil] = await widgets("CallToActionWidget");
    expect(good?.button).toMatchObject({ url: "/entry/register", shouldUseButton: true, type: "primary" });
    expect(evil?.button).toMatchObject({ url: "", shouldUseButton: false });
  });

  it("hydrates a content banner with the site section's name and no search", async () => {
    await storeHome([{ $hydrate: "react.app.content-banner" }]);
    const [banner] = await widgets("BannerContentWidget");
    expect(banner).toMatchObject({ title: "Quorum Community", showTitle: true });
    expect(banner).not.toHaveProperty("showSearch");
  });
});

describe("react.leaderboard", () => {
  type Leader = { user: { userID: number; name: string }; points: number };
  const board = async (cookie?: string) => {
    const [props] = await widgets("LeaderboardWidget", cookie);
    return (props?.leaders ?? []) as Leader[];
  };

  beforeEach(() => clearLeaderboardCache(t.database.db));

  it("ranks posts (discussions + comments) in visible categories, all time", async () => {
    await storeHome([{ $hydrate: "react.leaderboard", apiParams: { leaderboardType: "posts", limit: 3 } }]);
    const leaders = await board();
    expect(leaders.length).toBe(3);
    const db = t.database.db;
    for (const leader of leaders) {
      const [own] = await db
        .select({ total: sql<number>`count(*)::int` })
        .from(discussions)
        .where(
          and(eq(discussions.insertUserID, leader.user.userID), notInArray(discussions.categoryID, hidden)),
        );
      const [replies] = await db
        .select({ total: sql<number>`count(*)::int` })
        .from(comments)
        .innerJoin(discussions, eq(discussions.discussionID, comments.discussionID))
        .where(
          and(eq(comments.insertUserID, leader.user.userID), notInArray(discussions.categoryID, hidden)),
        );
      expect(leader.points).toBe(Number(own?.total) + Number(replies?.total));
    }
    const points = leaders.map((leader) => leader.points);
    expect(points).toEqual(points.toSorted((a, b) => b - a));
  });

  it("counts today's posts only in the day window, and honours role filters", async () => {
    const db = t.database.db;
    const [member] = await db.select().from(users).where(eq(users.name, "member"));
    const [publicCategory] = await db
      .select({ categoryID: categories.categoryID })
      .from(categories)
      .where(and(notInArray(categories.categoryID, hidden), eq(categories.displayAs, "discussions")))
      .limit(1);
    const memberID = Number(member?.userID);
    await db.insert(discussions).values(
      [1, 2, 3, 4, 5, 6, 7, 8, 9].map((n) => ({
        categoryID: Number(publicCategory?.categoryID),
        name: `Fresh ${n}`,
        body: "Today",
        insertUserID: memberID,
        dateInserted: new Date(),
      })),
    );
    await storeHome([
      { $hydrate: "react.leaderboard", apiParams: { leaderboardType: "posts", slotType: "d" } },
    ]);
    const today = await board();
    const mine = today.find((leader) => leader.user.userID === memberID);
    expect(Number(mine?.points)).toBeGreaterThanOrEqual(9);
    const since = sql`now() - interval '1 day'`;
    const visibleToday = (column: typeof discussions.dateInserted | typeof comments.dateInserted) =>
      and(notInArray(discussions.categoryID, hidden), sql`${column} >= ${since}`);
    const [ownToday] = await db
      .select({ total: sql<number>`count(*)::int` })
      .from(discussions)
      .where(and(eq(discussions.insertUserID, memberID), visibleToday(discussions.dateInserted)));
    const [repliesToday] = await db
      .select({ total: sql<number>`count(*)::int` })
      .from(comments)
      .innerJoin(discussions, eq(discussions.discussionID, comments.discussionID))
      .where(and(eq(comments.insertUserID, memberID), visibleToday(comments.dateInserted)));
    expect(mine?.points).toBe(Number(ownToday?.total) + Number(repliesToday?.total));

    const memberRoles = await db.select().from(userRoles).where(eq(userRoles.userID, memberID));
    const roleIDs = memberRoles.map((row) => row.roleID);
    await storeHome([
      {
        $hydrate: "react.leaderboard",
        apiParams: { leaderboardType: "posts", slotType: "d", excludedRoleIDs: roleIDs },
      },
    ]);
    clearLeaderboardCache(db);
    const without = await board();
    expect(without.some((leader) => leader.user.userID === memberID)).toBe(false);
  });

  it("sums reaction values received on discussions and comments, counting private content only for staff", async () => {
    const db = t.database.db;
    const [author] = await db
      .insert(users)
      .values({ name: "rep_tester", email: "rep@example.com", passwordHash: "-" })
      .returning();
    const authorID = Number(author?.userID);
    const [publicCategory] = await db
      .select({ categoryID: categories.categoryID })
      .from(categories)
      .where(and(notInArray(categories.categoryID, hidden), eq(categories.displayAs, "discussions")))
      .limit(1);
    const post = (categoryID: number, name: string) =>
      db.insert(discussions).values({ categoryID, name, body: "b", insertUserID: authorID }).returning();
    const [open] = await post(Number(publicCategory?.categoryID), "Open");
    const [secret] = await post(Number(hidden[0]), "Secret");
    const [reply] = await db
      .insert(comments)
      .values({ discussionID: Number(open?.discussionID), body: "c", insertUserID: authorID })
      .returning();
    const [positive] = await db
      .execute<{ tagID: number; value: number }>(
        sql`SELECT "tagID", value FROM reaction_types WHERE value > 0 ORDER BY value DESC LIMIT 1`,
      )
      .then((result) => (result as unknown as { rows: { tagID: number; value: number }[] }).rows);
    const value = Number(positive?.value);
    const react = (recordType: string, recordID: number, reactors: number[]) =>
      db.execute(sql`INSERT INTO reactions ("recordType", "recordID", "userID", "tagID")
        SELECT ${recordType}, ${recordID}, u."userID", ${positive?.tagID} FROM users u
         WHERE u."userID" = ANY(${`{${reactors.join(",")}}`}::int[])`);
    await react("discussion", Number(open?.discussionID), [1, 2, 3]);
    await react("comment", Number(reply?.commentID), [1, 2]);
    await react("discussion", Number(secret?.discussionID), [1, 2, 3, 4]);

    await storeHome([{ $hydrate: "react.leaderboard", apiParams: { limit: 100 } }]);
    const pointsOf = (leaders: Leader[]) => leaders.find((leader) => leader.user.userID === authorID)?.points;
    expect(pointsOf(await board())).toBe(5 * value);
    expect(pointsOf(await board(moderator))).toBe(9 * value);
  });

  it("counts accepted answers", async () => {
    await storeHome([{ $hydrate: "react.leaderboard", apiParams: { leaderboardType: "acceptedAnswers" } }]);
    const leaders = await board();
    const [top] = leaders;
    const [accepted] = await t.database.db
      .select({ total: sql<number>`count(*)::int` })
      .from(comments)
      .innerJoin(discussions, eq(discussions.discussionID, comments.discussionID))
      .where(
        and(
          eq(comments.insertUserID, Number(top?.user.userID)),
          eq(comments.answerStatus, "accepted"),
          notInArray(discussions.categoryID, hidden),
        ),
      );
    expect(top?.points).toBe(accepted?.total);
  });
});

describe("react.rss", () => {
  const FEED = `<?xml version="1.0"?><rss version="2.0"><channel><title>Local</title>
    <item><title>First &amp; foremost</title><link>https://blog.example.com/1</link>
      <description>&lt;p&gt;Hello &lt;b&gt;world&lt;/b&gt;&lt;/p&gt;</description></item>
    <item><title>Second</title><link>/2</link><description>Two</description></item>
    <item><title>Third</title><link>https://blog.example.com/3</link></item>
  </channel></rss>`;
  let server: Server;
  let base = "";
  const hits = new Map<string, number>();
  const previousAllowList = process.env.QUORUM_RSS_ALLOWED_HOSTS;

  beforeAll(async () => {
    server = createServer((request, response) => {
      const path = request.url ?? "/";
      hits.set(path, (hits.get(path) ?? 0) + 1);
      if (path.startsWith("/huge")) {
        response.writeHead(200, { "content-type": "application/rss+xml" });
        response.end(`<rss><channel>${"<item><title>x</title></item>".repeat(50_000)}</channel></rss>`);
      } else if (path.startsWith("/slow")) {
        // Never answers: only the fetch deadline ends the request.
      } else if (path.startsWith("/to-localhost")) {
        response.writeHead(302, {
          location: `http://localhost:${(server.address() as AddressInfo).port}/feed`,
        });
        response.end();
      } else if (path.startsWith("/not-a-feed")) {
        response.writeHead(200, { "content-type": "text/html" });
        response.end("<html><body>Nope</body></html>");
      } else {
        response.writeHead(200, { "content-type": "application/rss+xml" });
        response.end(FEED);
      }
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    process.env.QUORUM_RSS_ALLOWED_HOSTS = "127.0.0.1";
  });
  afterAll(async () => {
    if (previousAllowList === undefined) delete process.env.QUORUM_RSS_ALLOWED_HOSTS;
    else process.env.QUORUM_RSS_ALLOWED_HOSTS = previousAllowList;
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });
  beforeEach(() => clearFeedCache());

  const rss = (feedUrl: string, extra: Record<string, unknown> = {}) => ({
    $hydrate: "react.rss",
    title: "Local feed",
    apiParams: { feedUrl, fallbackImageUrl: "https://cdn.example.com/fallback.png", ...extra },
  });

  it("fetches, parses and limits the feed on the server, with plain-text descriptions", async () => {
    await storeHome([rss(`${base}/feed`, { limit: 2 })]);
    const [props] = await widgets("RSSWidget");
    expect(props?.itemData).toEqual([
      {
        to: "https://blog.example.com/1",
        name: "First & foremost",
        description: "Hello world",
        imageUrl: "https://cdn.example.com/fallback.png",
      },
      {
        to: `${base}/2`,
        name: "Second",
        description: "Two",
        imageUrl: "https://cdn.example.com/fallback.png",
      },
    ]);
  });

  it("caches the feed by URL, so repeated page loads fetch it once", async () => {
    await storeHome([rss(`${base}/feed?cached`)]);
    await widgets("RSSWidget");
    await widgets("RSSWidget", moderator);
    expect(hits.get("/feed?cached")).toBe(1);
  });

  it("refuses private addresses that are not on the allow-list, even through a redirect", async () => {
    await storeHome([rss(`http://localhost:${(server.address() as AddressInfo).port}/feed?direct`)]);
    expect(await widgets("RSSWidget")).toEqual([]);
    expect(hits.get("/feed?direct")).toBeUndefined();
    await storeHome([rss(`${base}/to-localhost`)]);
    expect(await widgets("RSSWidget")).toEqual([]);
    expect(hits.get("/feed")).toBeUndefined();
  });

  it("hides the widget for an oversized feed or a page that is not a feed", async () => {
    await storeHome([rss(`${base}/huge`), rss(`${base}/not-a-feed`)]);
    expect(await widgets("RSSWidget")).toEqual([]);
    expect(hits.get("/huge")).toBe(1);
  });

  it("gives up on a feed that does not answer within the deadline", async () => {
    const { FeedFetchError } = await import("../../src/server/services/rss/fetch-feed");
    await expect(
      fetchFeedText(
        `${base}/slow`,
        { allowedHosts: new Set(["127.0.0.1"]) },
        { timeoutMs: 200, maxBytes: 1024 },
      ),
    ).rejects.toBeInstanceOf(FeedFetchError);
  });

  it("rejects a non-http(s) feed URL when the layout is read", async () => {
    await storeHome([rss("file:///etc/passwd")]);
    const layout = await home();
    const [error] = nodes(layout.layout).filter((node) => node.$reactComponent === "LayoutError");
    expect(String(error?.$reactProps.message)).toContain("apiParams.feedUrl");
  });
});
