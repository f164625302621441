// The user card / profile (docs/reference/ui-behaviour.md#user-card, docs/reference/api-conventions.md#resources,
// docs/reference/permissions.md#global-permissions): GET /users/{id} and /users/by-name/{name} with every card field,
// counts and reactions received only from categories the viewer may see, the private and banned-private rules, and
// the lists of the profile pages: a user's comments (GET /comments?insertUserID=) and the posts that received one
// reaction (GET /users/{id}/reacted-posts).
import { and, count, eq, inArray, notInArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  comments,
  discussions,
  reactions,
  reactionTypes,
  rolePermissions,
  users,
} from "../../src/server/db/schema";
import type { Comment } from "../../src/types/generated/api/comment";
import type { ErrorBody } from "../../src/types/generated/api/error-body";
import type { ReactedPost } from "../../src/types/generated/api/reacted-post";
import type { User } from "../../src/types/generated/api/user";
import { createTestApp, get, json, signIn, type TestApp } from "./support/app";
import { guestHiddenCategoryIDs } from "./support/data";

let t: TestApp;
let member: string;
let moderator: string;
let privateIDs: number[];
beforeAll(async () => {
  t = await createTestApp();
  member = await signIn(t.app, "member");
  moderator = await signIn(t.app, "moderator");
  // The staff-only categories and the private and secret groups' (the member belongs to neither).
  privateIDs = await guestHiddenCategoryIDs(t.database.db);
});
afterAll(() => t.close());

async function userRow(name: string) {
  const [row] = await t.database.db.select().from(users).where(eq(users.name, name));
  if (!row) throw new Error(`no user ${name}`);
  return row;
}

/** Discussions and comments of a user, all of them or only those outside the private categories. */
async function postCounts(userID: number, publicOnly: boolean) {
  const db = t.database.db;
  const inPublic = publicOnly ? notInArray(discussions.categoryID, privateIDs) : undefined;
  const [started] = await db
    .select({ total: count() })
    .from(discussions)
    .where(and(eq(discussions.insertUserID, userID), inPublic));
  const [replied] = await db
    .select({ total: count() })
    .from(comments)
    .innerJoin(discussions, eq(discussions.discussionID, comments.discussionID))
    .where(and(eq(comments.insertUserID, userID), inPublic));
  return { countDiscussions: started?.total ?? 0, countComments: replied?.total ?? 0 };
}

/** The staff member with the most posts in private categories: their counts differ by viewer. */
async function staffWithPrivatePosts() {
  const [row] = await t.database.db
    .select({ userID: discussions.insertUserID, total: count() })
    .from(discussions)
    .where(inArray(discussions.categoryID, privateIDs))
    .groupBy(discussions.insertUserID)
    .orderBy(sql`count(*) desc`)
    .limit(1);
  if (!row) throw new Error("the seed has no private discussions");
  const [user] = await t.database.db.select().from(users).where(eq(users.userID, row.userID));
  if (!user) throw new Error("no such user");
  return user;
}

/** Reactions on a user's posts per urlcode, as the database holds them (optionally outside private categories). */
async function reactionCounts(userID: number, publicOnly: boolean): Promise<Record<string, number>> {
  const privateFilter =
    publicOnly && privateIDs.length
      ? sql`AND d."categoryID" NOT IN (${sql.join(
          privateIDs.map((id) => sql`${id}`),
          sql`, `,
        )})`
      : sql``;
  const result = (await t.database.db.execute(sql`
    SELECT t.urlcode, count(*)::int AS n FROM (
      SELECT r."tagID" FROM reactions r JOIN discussions d ON r."recordType" = 'discussion' AND d."discussionID" = r."recordID"
       WHERE d."insertUserID" = ${userID} ${privateFilter}
      UNION ALL
      SELECT r."tagID" FROM reactions r JOIN comments c ON r."recordType" = 'comment' AND c."commentID" = r."recordID"
        JOIN discussions d ON d."discussionID" = c."discussionID"
       WHERE c."insertUserID" = ${userID} ${privateFilter}
    ) x JOIN reaction_types t ON t."tagID" = x."tagID" GROUP BY t.urlcode`)) as unknown as {
    rows: { urlcode: string; n: number }[];
  };
  return Object.fromEntries(result.rows.map((row) => [row.urlcode, row.n]));
}

/** The member whose posts received the most reactions (the seed reacts to everyone's posts). */
async function mostReactedMember(): Promise<{ userID: number; name: string }> {
  const [row] = await t.database.db
    .select({ userID: discussions.insertUserID, name: users.name, total: count() })
    .from(reactions)
    .innerJoin(
      discussions,
      and(eq(reactions.recordType, "discussion"), eq(discussions.discussionID, reactions.recordID)),
    )
    .innerJoin(users, eq(users.userID, discussions.insertUserID))
    .where(notInArray(discussions.categoryID, privateIDs))
    .groupBy(discussions.insertUserID, users.name)
    .orderBy(sql`count(*) desc`)
    .limit(1);
  if (!row) throw new Error("the seed has no reactions");
  return row;
}

describe("GET /users/{id}: the card's fields", () => {
  it("gives a member every field of a public profile but the email, with counts from categories they may see", async () => {
    const staff = await staffWithPrivatePosts();
    const response = await get(t.app, `/api/v2/users/${staff.userID}`, member);
    expect(response.statusCode, response.body).toBe(200);
    const user = json<User>(response);
    expect(user).toMatchObject({
      userID: staff.userID,
      name: staff.name,
      photoUrl: staff.photoUrl ?? "",
      url: `/profile/${staff.name}`,
      private: false,
      banned: 0,
      title: staff.title,
      labelHtml: staff.title,
      dateInserted: staff.dateInserted.toISOString(),
      dateLastActive: staff.dateLastActive?.toISOString() ?? null,
      ...(await postCounts(staff.userID, true)),
    });
    expect(user.email).toBeUndefined();
    expect(user.reactionsReceived).toBeUndefined();
    // Staff see the private categories' posts counted too.
    const asModerator = json<User>(await get(t.app, `/api/v2/users/${staff.userID}`, moderator));
    expect(asModerator).toMatchObject(await postCounts(staff.userID, false));
    expect(asModerator.countDiscussions).toBeGreaterThan(user.countDiscussions ?? 0);
    expect(asModerator.email).toBe(staff.email);
  });

  it("escapes the title in labelHtml", async () => {
    const kenji = await userRow("kenji.tanaka");
    await t.database.db.update(users).set({ title: "<b>Q&A</b> lead" }).where(eq(users.userID, kenji.userID));
    const user = json<User>(await get(t.app, `/api/v2/users/${kenji.userID}`, member));
    expect(user.title).toBe("<b>Q&A</b> lead");
    expect(user.labelHtml).toBe("&lt;b&gt;Q&amp;A&lt;/b&gt; lead");
  });

  it("adds reactionsReceived with expand=reactionsReceived or expand[]=all, only from visible categories", async () => {
    const author = await mostReactedMember();
    const expected = await reactionCounts(author.userID, true);
    for (const query of ["expand=reactionsReceived", "expand[]=all", "expand=all,-body"]) {
      const response = await get(t.app, `/api/v2/users/${author.userID}?${query}`, member);
      if (query === "expand=all,-body") {
        expect(response.statusCode).toBe(400);
        continue;
      }
      const user = json<User>(response);
      const received = user.reactionsReceived ?? [];
      expect(Object.fromEntries(received.map((entry) => [entry.urlcode, entry.count]))).toEqual(expected);
      const counts = received.map((entry) => entry.count);
      expect(counts).toEqual([...counts].sort((a, b) => b - a));
      for (const entry of received) {
        expect(entry.url).toBe(
          `/profile/reactions/${encodeURIComponent(author.name)}?reaction=${entry.urlcode}`,
        );
        expect(entry.tagID).toBeTypeOf("number");
        expect(entry.name).not.toBe("");
      }
    }
    const staff = await staffWithPrivatePosts();
    const asMember = json<User>(
      await get(t.app, `/api/v2/users/${staff.userID}?expand=reactionsReceived`, member),
    );
    const memberTotals = Object.fromEntries(
      (asMember.reactionsReceived ?? []).map((e) => [e.urlcode, e.count]),
    );
    expect(memberTotals).toEqual(await reactionCounts(staff.userID, true));
  });
});

describe("private and banned profiles", () => {
  it("restricts a private profile to a member, not to its owner nor to personalInfo.view", async () => {
    const yuki = await userRow("yuki.sato");
    await t.database.db.update(users).set({ private: true }).where(eq(users.userID, yuki.userID));
    const restricted = json<User>(await get(t.app, `/api/v2/users/${yuki.userID}?expand=all`, member));
    expect(Object.keys(restricted).sort()).toEqual(
      ["banned", "labelHtml", "name", "photoUrl", "private", "url", "userID"].sort(),
    );
    expect(restricted.private).toBe(true);
    const own = json<User>(
      await get(t.app, `/api/v2/users/${yuki.userID}?expand=all`, await signIn(t.app, "yuki.sato")),
    );
    expect(own).toMatchObject({ private: true, email: yuki.email });
    expect(own.reactionsReceived).toBeDefined();
    const staff = json<User>(await get(t.app, `/api/v2/users/${yuki.userID}`, moderator));
    expect(staff.countComments).toBeTypeOf("number");
    await t.database.db.update(users).set({ private: false }).where(eq(users.userID, yuki.userID));
  });

  it("labels a banned user 'Banned' instead of the title; banned profiles stay open unless the site makes them private", async () => {
    const moderatorRow = await userRow("moderator");
    await t.database.db.update(users).set({ banned: 1 }).where(eq(users.userID, moderatorRow.userID));
    try {
      const open = json<User>(await get(t.app, `/api/v2/users/${moderatorRow.userID}`, member));
      expect(open).toMatchObject({ banned: 1, labelHtml: "Banned", title: moderatorRow.title });
      expect(open.countDiscussions).toBeTypeOf("number");

      const strict = await createTestApp({ siteConfig: { bannedPrivateProfiles: true } });
      try {
        const [banned] = await strict.database.db
          .update(users)
          .set({ banned: 1 })
          .where(eq(users.name, "kenji.tanaka"))
          .returning();
        if (!banned) throw new Error("no kenji.tanaka");
        const asMember = json<User>(
          await get(strict.app, `/api/v2/users/${banned.userID}`, await signIn(strict.app, "member")),
        );
        expect(asMember).toEqual({
          userID: banned.userID,
          name: "kenji.tanaka",
          photoUrl: "",
          url: "/profile/kenji.tanaka",
          private: false,
          banned: 1,
          labelHtml: "Banned",
        });
        const asModerator = json<User>(
          await get(strict.app, `/api/v2/users/${banned.userID}`, await signIn(strict.app, "moderator")),
        );
        expect(asModerator.countComments).toBeTypeOf("number");
        const posts = await get(
          strict.app,
          `/api/v2/users/${banned.userID}/reacted-posts?reaction=Like`,
          await signIn(strict.app, "member"),
        );
        expect(posts.statusCode).toBe(403);
        expect(json<ErrorBody>(posts).message).toBe("This user has been banned.");
      } finally {
        await strict.close();
      }
    } finally {
      await t.database.db.update(users).set({ banned: 0 }).where(eq(users.userID, moderatorRow.userID));
    }
  });
});

describe("GET /users/by-name/{name}", () => {
  it("finds the profile whatever the case, with the same rules", async () => {
    const kenji = await userRow("kenji.tanaka");
    const user = json<User>(
      await get(t.app, "/api/v2/users/by-name/KENJI.Tanaka?expand=reactionsReceived", member),
    );
    expect(user).toMatchObject({ userID: kenji.userID, name: "kenji.tanaka" });
    expect(user.reactionsReceived).toBeDefined();
    expect((await get(t.app, "/api/v2/users/by-name/nobody.here", member)).statusCode).toBe(404);
    expect((await get(t.app, "/api/v2/users/by-name/kenji.tanaka")).statusCode).toBe(401);
  });

  it("hides deleted users, and lets a member without profiles.view see only their own", async () => {
    const strict = await createTestApp();
    try {
      await strict.database.db.delete(rolePermissions).where(eq(rolePermissions.permission, "profiles.view"));
      const cookie = await signIn(strict.app, "member");
      expect((await get(strict.app, "/api/v2/users/by-name/kenji.tanaka", cookie)).statusCode).toBe(403);
      const own = await get(strict.app, "/api/v2/users/by-name/Member", cookie);
      expect(own.statusCode).toBe(200);
      expect(json<User>(own).email).toBe("member@example.com");
      await strict.database.db.update(users).set({ deleted: true }).where(eq(users.name, "chen.wei"));
      const admin = await signIn(strict.app, "admin");
      expect((await get(strict.app, "/api/v2/users/by-name/chen.wei", admin)).statusCode).toBe(404);
    } finally {
      await strict.close();
    }
  });
});

describe("GET /users/{id}/reacted-posts", () => {
  it("lists the user's posts that received the reaction, most recently reacted first, with paging", async () => {
    const author = await mostReactedMember();
    const expected = await reactionCounts(author.userID, true);
    const [urlcode, total] = Object.entries(expected).sort((a, b) => b[1] - a[1])[0] ?? ["", 0];
    const response = await get(
      t.app,
      `/api/v2/users/${author.userID}/reacted-posts?reaction=${urlcode.toLowerCase()}&limit=100`,
      member,
    );
    expect(response.statusCode, response.body).toBe(200);
    const posts = json<ReactedPost[]>(response);
    expect(posts.reduce((sum, post) => sum + post.count, 0)).toBe(total);
    expect(Number(response.headers["x-app-page-result-count"])).toBe(posts.length);
    const dates = posts.map((post) => post.dateLastReacted);
    expect(dates).toEqual([...dates].sort().reverse());
    for (const post of posts) {
      expect(privateIDs).not.toContain(post.categoryID);
      expect(post.url).toMatch(
        post.recordType === "discussion"
          ? /^\/discussion\/\d+\//
          : /^\/discussion\/comment\/\d+#Comment_\d+$/,
      );
      expect(post.name).not.toBe("");
    }
    const firstPage = await get(
      t.app,
      `/api/v2/users/${author.userID}/reacted-posts?reaction=${urlcode}&limit=1`,
      member,
    );
    expect(json<ReactedPost[]>(firstPage)).toHaveLength(Math.min(1, posts.length));
    expect(Number(firstPage.headers["x-app-page-result-count"])).toBe(posts.length);
  });

  it("answers 404 for an unknown reaction or user, 401 for guests", async () => {
    const author = await mostReactedMember();
    expect(
      (await get(t.app, `/api/v2/users/${author.userID}/reacted-posts?reaction=Nope`, member)).statusCode,
    ).toBe(404);
    expect((await get(t.app, "/api/v2/users/999999/reacted-posts?reaction=Like", member)).statusCode).toBe(
      404,
    );
    expect((await get(t.app, `/api/v2/users/${author.userID}/reacted-posts?reaction=Like`)).statusCode).toBe(
      401,
    );
    expect((await get(t.app, `/api/v2/users/${author.userID}/reacted-posts`, member)).statusCode).toBe(400);
  });

  it("keeps a private profile's reactions to its owner and personalInfo.view (403 'This user's profile is private.')", async () => {
    const author = await mostReactedMember();
    await t.database.db.update(users).set({ private: true }).where(eq(users.userID, author.userID));
    try {
      const refused = await get(t.app, `/api/v2/users/${author.userID}/reacted-posts?reaction=Like`, member);
      expect(refused.statusCode).toBe(403);
      expect(json<ErrorBody>(refused).message).toBe("This user's profile is private.");
      expect(
        (await get(t.app, `/api/v2/users/${author.userID}/reacted-posts?reaction=Like`, moderator))
          .statusCode,
      ).toBe(200);
    } finally {
      await t.database.db.update(users).set({ private: false }).where(eq(users.userID, author.userID));
    }
  });

  it("counts only active reaction types", async () => {
    const author = await mostReactedMember();
    const [like] = await t.database.db.select().from(reactionTypes).where(eq(reactionTypes.urlcode, "Like"));
    if (!like) throw new Error("no Like");
    await t.database.db
      .update(reactionTypes)
      .set({ active: false })
      .where(eq(reactionTypes.tagID, like.tagID));
    try {
      const user = json<User>(
        await get(t.app, `/api/v2/users/${author.userID}?expand=reactionsReceived`, member),
      );
      expect(user.reactionsReceived?.some((entry) => entry.urlcode === "Like")).toBe(false);
      expect(
        (await get(t.app, `/api/v2/users/${author.userID}/reacted-posts?reaction=Like`, member)).statusCode,
      ).toBe(404);
    } finally {
      await t.database.db
        .update(reactionTypes)
        .set({ active: true })
        .where(eq(reactionTypes.tagID, like.tagID));
    }
  });
});

describe("GET /comments?insertUserID= (the profile's Comments tab)", () => {
  it("lists a user's comments in visible categories, newest first, with their discussion", async () => {
    const staff = await staffWithPrivatePosts();
    const response = await get(
      t.app,
      `/api/v2/comments?insertUserID=${staff.userID}&expand=discussion,insertUser&limit=100`,
      member,
    );
    expect(response.statusCode, response.body).toBe(200);
    const list = json<Comment[]>(response);
    const { countComments } = await postCounts(staff.userID, true);
    expect(Number(response.headers["x-app-page-result-count"])).toBe(countComments);
    expect(list.length).toBe(Math.min(100, countComments));
    for (const comment of list) {
      expect(comment.insertUserID).toBe(staff.userID);
      expect(comment.insertUser?.name).toBe(staff.name);
      expect(privateIDs).not.toContain(comment.categoryID);
      expect(comment.discussion?.discussionID).toBe(comment.discussionID);
      expect(comment.discussion?.url).toMatch(new RegExp(`^/discussion/${comment.discussionID}/`));
    }
    const dates = list.map((comment) => comment.dateInserted);
    expect(dates).toEqual([...dates].sort().reverse());
    const asModerator = await get(t.app, `/api/v2/comments?insertUserID=${staff.userID}&limit=1`, moderator);
    expect(Number(asModerator.headers["x-app-page-result-count"])).toBe(
      (await postCounts(staff.userID, false)).countComments,
    );
    expect(json<Comment[]>(asModerator)[0]?.discussion).toBeUndefined();
  });

  it("needs a discussionID or an insertUserID", async () => {
    const response = await get(t.app, "/api/v2/comments", member);
    expect(response.statusCode).toBe(400);
    expect(json<ErrorBody>(response).errors?.discussionID?.[0]?.code).toBe("required");
  });
});
