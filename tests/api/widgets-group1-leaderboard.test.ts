// The Leaderboard widget end to end: the points model (reputation, posts, accepted answers) over time windows,
// role filters, and private categories counted only for viewers who may see them.
import { and, eq, notInArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { categories, comments, discussions, userRoles, users } from "../../src/server/db/schema";
import { clearLeaderboardCache } from "../../src/server/services/leaderboard";
import { createTestApp, signIn, type TestApp } from "./support/app";
import { privateCategoryIDs } from "./support/data";
import { storeHome, widgets } from "./support/stored-layout";

let t: TestApp;
let moderator: string;
let hidden: number[];
beforeAll(async () => {
  t = await createTestApp();
  moderator = await signIn(t.app, "moderator");
  hidden = await privateCategoryIDs(t.database.db);
});
afterAll(() => t.close());

describe("react.leaderboard", () => {
  type Leader = { user: { userID: number; name: string }; points: number };
  const board = async (cookie?: string) => {
    const [props] = await widgets(t, "LeaderboardWidget", cookie);
    return (props?.leaders ?? []) as Leader[];
  };

  beforeEach(() => clearLeaderboardCache(t.database.db));

  it("ranks posts (discussions + comments) in visible categories, all time", async () => {
    await storeHome(t, [
      { $hydrate: "react.leaderboard", apiParams: { leaderboardType: "posts", limit: 3 } },
    ]);
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
    await storeHome(t, [
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
    await storeHome(t, [
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

    await storeHome(t, [{ $hydrate: "react.leaderboard", apiParams: { limit: 100 } }]);
    const pointsOf = (leaders: Leader[]) => leaders.find((leader) => leader.user.userID === authorID)?.points;
    expect(pointsOf(await board())).toBe(5 * value);
    expect(pointsOf(await board(moderator))).toBe(9 * value);
  });

  it("caches a board per viewer group: new posts show after the cache is cleared", async () => {
    const db = t.database.db;
    const [member] = await db.select().from(users).where(eq(users.name, "member"));
    const memberID = Number(member?.userID);
    await storeHome(t, [
      { $hydrate: "react.leaderboard", apiParams: { leaderboardType: "posts", limit: 100 } },
    ]);
    const pointsOf = (leaders: Leader[]) =>
      leaders.find((leader) => leader.user.userID === memberID)?.points ?? 0;
    const before = pointsOf(await board());
    const [anyDiscussion] = await db
      .select({ discussionID: discussions.discussionID })
      .from(discussions)
      .where(notInArray(discussions.categoryID, hidden))
      .limit(1);
    await db
      .insert(comments)
      .values({ discussionID: Number(anyDiscussion?.discussionID), body: "More", insertUserID: memberID });
    expect(pointsOf(await board())).toBe(before);
    // Staff see other categories: their board is a separate entry, computed now.
    expect(pointsOf(await board(moderator))).toBeGreaterThan(before);
    clearLeaderboardCache(db);
    expect(pointsOf(await board())).toBe(before + 1);
  });

  it("counts accepted answers", async () => {
    await storeHome(t, [
      { $hydrate: "react.leaderboard", apiParams: { leaderboardType: "acceptedAnswers" } },
    ]);
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
