// Groups (docs/reference/groups.md): creating, listing and reading per privacy and viewer, joining and asking to
// join, approving and denying, leaving and the last leader, roles, changes and deletion, posting in a group, and bad
// input answered 4xx.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { categories, discussions } from "../../src/server/db/schema";
import type { Category } from "../../src/types/generated/api/category";
import type { Discussion } from "../../src/types/generated/api/discussion";
import type { Group } from "../../src/types/generated/api/group";
import type { GroupMember } from "../../src/types/generated/api/group-member";
import { createTestApp, signIn, type TestApp } from "./support/app";
import { makeGroup, postInGroup, type Send, sender } from "./support/groups";

let t: TestApp;
let send: Send;
const cookies: Record<string, string> = {};
const NAMES = [
  "admin",
  "moderator",
  "member",
  "MariaGarcia",
  "kenji.tanaka",
  "EmmaWilson",
  "ravi.k",
  "hannah_lee",
];

beforeAll(async () => {
  t = await createTestApp();
  send = sender(t);
  for (const name of NAMES) cookies[name] = await signIn(t.app, name);
});
afterAll(() => t.close());

const as = (name: string) => cookies[name] ?? "";
const groupsOf = async (query: string, cookie?: string) => {
  const response = await send("GET", `/groups?${query}`, cookie);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Group[]>();
};
const seeded = async (name: string) => {
  const found = (await groupsOf("limit=100", as("admin"))).find((group) => group.name === name);
  if (!found) throw new Error(`no seeded group ${name}`);
  return found;
};

describe("creating a group", () => {
  it("makes the creator its leader and gives it a hidden category of its own", async () => {
    const group = await makeGroup(send, as("EmmaWilson"), {
      name: "  Night Owls  ",
      description: "Members who post after midnight.",
      privacy: "public",
    });
    expect(group).toMatchObject({
      name: "Night Owls",
      privacy: "public",
      countMembers: 1,
      countDiscussions: 0,
      url: `/groups/${group.groupID}-night-owls`,
      viewer: { membership: "leader", canManage: true, canInvite: true, canPost: true, canJoin: "no" },
    });
    const [category] = await t.database.db
      .select()
      .from(categories)
      .where(eq(categories.categoryID, group.categoryID));
    expect(category).toMatchObject({
      groupID: group.groupID,
      urlcode: `group-${group.groupID}`,
      name: "Night Owls",
    });
    const flat = await send("GET", "/categories?outputFormat=flat&maxDepth=10&limit=500", as("admin"));
    expect(flat.json<Category[]>().map((c) => c.categoryID)).not.toContain(group.categoryID);
    const tree = await send("GET", "/categories?maxDepth=10", as("admin"));
    expect(tree.body).not.toContain("Night Owls");
    const picked = await send("GET", "/categories/search?query=Night", as("admin"));
    expect(picked.json<Category[]>()).toEqual([]);
  });

  it("needs groups.add: a guest is asked to sign in", async () => {
    const response = await send("POST", "/groups", undefined, { name: "Nobody's", privacy: "public" });
    expect(response.statusCode).toBe(401);
  });

  it("refuses bad input with 4xx", async () => {
    const bodies: object[] = [
      { name: "   ", privacy: "public" },
      { name: "", privacy: "public" },
      { name: "x".repeat(101), privacy: "public" },
      { name: "Odd", privacy: "hidden" },
      { name: "Odd" },
      { name: "Odd", privacy: "public", description: "d".repeat(2001) },
      { name: "Odd", privacy: "public", iconUrl: "javascript:alert(1)" },
      { name: "Odd", privacy: "public", bannerUrl: "//evil.example/x.png" },
      { name: "Odd", privacy: "public", extra: true },
      { name: 42, privacy: "public" },
    ];
    for (const body of bodies) {
      const response = await send("POST", "/groups", as("member"), body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
  });
});

describe("seeing groups", () => {
  it("lists public and private groups by name to everyone, secret ones to their members and moderators", async () => {
    const guest = (await groupsOf("")).map((group) => group.name);
    expect(guest).toEqual(expect.arrayContaining(["Beta Testers", "Trail Runners"]));
    expect(guest).not.toContain("Moderators' Lounge");
    expect(guest).toEqual([...guest].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
    expect((await groupsOf("", as("member"))).map((group) => group.name)).not.toContain("Moderators' Lounge");
    expect((await groupsOf("", as("moderator"))).map((group) => group.name)).toContain("Moderators' Lounge");
    const mine = await groupsOf("filter=mine", as("member"));
    expect(mine.map((group) => group.name)).toEqual(["Trail Runners"]);
    expect(mine[0]?.viewer.membership).toBe("member");
    expect(await groupsOf("filter=mine")).toEqual([]);
    expect((await groupsOf("query=beta", as("member"))).map((group) => group.name)).toEqual(["Beta Testers"]);
  });

  it("pages the list with headers", async () => {
    const response = await send("GET", "/groups?limit=1&page=2", as("admin"));
    expect(response.statusCode).toBe(200);
    expect(response.json<Group[]>()).toHaveLength(1);
    expect(Number(response.headers["x-app-page-result-count"])).toBeGreaterThanOrEqual(3);
  });

  it("answers 404 for a secret group to those who may not see it", async () => {
    const lounge = await seeded("Moderators' Lounge");
    expect((await send("GET", `/groups/${lounge.groupID}`)).statusCode).toBe(404);
    expect((await send("GET", `/groups/${lounge.groupID}`, as("member"))).statusCode).toBe(404);
    const seen = await send("GET", `/groups/${lounge.groupID}`, as("moderator"));
    expect(seen.json<Group>().viewer).toMatchObject({ membership: "leader", canManage: true });
    // groups.moderate: administrators pass as leaders of every group.
    expect((await send("GET", `/groups/${lounge.groupID}`, as("admin"))).json<Group>().viewer.canManage).toBe(
      true,
    );
  });

  it("tells each viewer what they may do in a private group", async () => {
    const beta = await seeded("Beta Testers");
    const guest = (await send("GET", `/groups/${beta.groupID}`)).json<Group>();
    expect(guest.viewer).toMatchObject({ membership: "none", canJoin: "no", canPost: false });
    const member = (await send("GET", `/groups/${beta.groupID}`, as("member"))).json<Group>();
    expect(member.viewer).toMatchObject({
      membership: "none",
      canJoin: "apply",
      canPost: false,
      canInvite: false,
    });
  });

  it("answers 4xx for ids that name nothing", async () => {
    expect((await send("GET", "/groups/999999")).statusCode).toBe(404);
    for (const id of ["0", "-1", "abc", "99999999999", "1.5"]) {
      expect((await send("GET", `/groups/${id}`)).statusCode, id).toBe(400);
    }
    for (const query of ["filter=everything", "limit=0", "limit=101", "page=0", `query=${"q".repeat(101)}`]) {
      expect((await send("GET", `/groups?${query}`)).statusCode, query).toBe(400);
    }
  });
});

describe("joining and asking to join", () => {
  it("joins a public group at once, and a second time is a conflict", async () => {
    const trail = await seeded("Trail Runners");
    const joined = await send("POST", `/groups/${trail.groupID}/join`, as("ravi.k"));
    expect(joined.statusCode, joined.body).toBe(200);
    expect(joined.json<Group>()).toMatchObject({
      countMembers: trail.countMembers + 1,
      viewer: { membership: "member", canPost: true },
    });
    expect((await send("POST", `/groups/${trail.groupID}/join`, as("ravi.k"), {})).statusCode).toBe(409);
    expect((await send("POST", `/groups/${trail.groupID}/join`)).statusCode).toBe(401);
  });

  it("asks to join a private group; a leader approves one request and denies another", async () => {
    const beta = await seeded("Beta Testers");
    const asked = await send("POST", `/groups/${beta.groupID}/join`, as("ravi.k"), { reason: "I love bugs" });
    expect(asked.json<Group>().viewer).toMatchObject({ membership: "none", hasApplied: true, canJoin: "no" });
    expect((await send("POST", `/groups/${beta.groupID}/join`, as("ravi.k"))).statusCode).toBe(409);
    await send("POST", `/groups/${beta.groupID}/join`, as("hannah_lee"));
    // Only leaders (and group moderators) see the requests.
    expect((await send("GET", `/groups/${beta.groupID}/applicants`, as("member"))).statusCode).toBe(403);
    expect((await send("GET", `/groups/${beta.groupID}/applicants`)).statusCode).toBe(401);
    const applicants = (await send("GET", `/groups/${beta.groupID}/applicants`, as("kenji.tanaka"))).json<
      GroupMember[]
    >();
    const ravi = applicants.find((applicant) => applicant.user.name === "ravi.k");
    expect(ravi).toMatchObject({ role: "applicant", reason: "I love bugs" });
    const hannah = applicants.find((applicant) => applicant.user.name === "hannah_lee");
    const decide = (userID: number, status: string, cookie = as("kenji.tanaka")) =>
      send("PATCH", `/groups/${beta.groupID}/applicants/${userID}`, cookie, { status });
    expect((await decide(ravi?.userID ?? 0, "approved", as("member"))).statusCode).toBe(403);
    expect((await decide(ravi?.userID ?? 0, "approved")).statusCode).toBe(204);
    expect((await decide(hannah?.userID ?? 0, "denied", as("moderator"))).statusCode).toBe(204);
    expect((await decide(hannah?.userID ?? 0, "approved")).statusCode).toBe(404);
    expect((await decide(ravi?.userID ?? 0, "maybe")).statusCode).toBe(400);
    expect((await send("GET", `/groups/${beta.groupID}`, as("ravi.k"))).json<Group>().viewer.membership).toBe(
      "member",
    );
    expect(
      (await send("GET", `/groups/${beta.groupID}`, as("hannah_lee"))).json<Group>().viewer,
    ).toMatchObject({
      membership: "none",
      hasApplied: false,
      canJoin: "apply",
    });
  });

  it("hides a secret group from someone without an invitation, even when they try to join", async () => {
    const lounge = await seeded("Moderators' Lounge");
    expect((await send("POST", `/groups/${lounge.groupID}/join`, as("member"))).statusCode).toBe(404);
    expect(
      (await send("POST", `/groups/${lounge.groupID}/join`, as("member"), { reason: 7 })).statusCode,
    ).toBe(400);
  });
});

describe("members, roles and leaving", () => {
  it("lists members leaders first, to those who may read the group", async () => {
    const beta = await seeded("Beta Testers");
    const response = await send("GET", `/groups/${beta.groupID}/members`, as("kenji.tanaka"));
    expect(response.statusCode).toBe(200);
    const members = response.json<GroupMember[]>();
    expect(members[0]).toMatchObject({ role: "leader", user: { name: "kenji.tanaka" } });
    expect(members.slice(1).every((member) => member.role === "member")).toBe(true);
    expect(Number(response.headers["x-app-page-result-count"])).toBe(members.length);
    const leaders = await send("GET", `/groups/${beta.groupID}/members?role=leader`, as("kenji.tanaka"));
    expect(leaders.json<GroupMember[]>()).toHaveLength(1);
    expect((await send("GET", `/groups/${beta.groupID}/members`, as("member"))).statusCode).toBe(403);
    expect((await send("GET", `/groups/${beta.groupID}/members`)).statusCode).toBe(401);
    const trail = await seeded("Trail Runners");
    expect((await send("GET", `/groups/${trail.groupID}/members`)).statusCode).toBe(200);
    const lounge = await seeded("Moderators' Lounge");
    expect((await send("GET", `/groups/${lounge.groupID}/members`, as("member"))).statusCode).toBe(404);
    expect(
      (await send("GET", `/groups/${beta.groupID}/members?role=applicant`, as("admin"))).statusCode,
    ).toBe(400);
  });

  it("keeps a leader: the last one cannot leave or step down until another member leads", async () => {
    const group = await makeGroup(send, as("EmmaWilson"), { name: "Leader test", privacy: "public" });
    const emma = group.insertUserID;
    await send("POST", `/groups/${group.groupID}/join`, as("member"));
    const members = (await send("GET", `/groups/${group.groupID}/members`)).json<GroupMember[]>();
    const memberID = members.find((m) => m.user.name === "member")?.userID ?? 0;
    const leave = await send("DELETE", `/groups/${group.groupID}/members/${emma}`, as("EmmaWilson"));
    expect(leave.statusCode).toBe(409);
    expect(leave.json<{ message: string }>().message).toMatch(/needs a leader/);
    const stepDown = await send("PATCH", `/groups/${group.groupID}/members/${emma}`, as("EmmaWilson"), {
      role: "member",
    });
    expect(stepDown.statusCode).toBe(409);
    // A member may not change roles or remove others.
    expect(
      (await send("PATCH", `/groups/${group.groupID}/members/${emma}`, as("member"), { role: "member" }))
        .statusCode,
    ).toBe(403);
    expect((await send("DELETE", `/groups/${group.groupID}/members/${emma}`, as("member"))).statusCode).toBe(
      403,
    );
    const promoted = await send("PATCH", `/groups/${group.groupID}/members/${memberID}`, as("EmmaWilson"), {
      role: "leader",
    });
    expect(promoted.json<GroupMember>()).toMatchObject({ userID: memberID, role: "leader" });
    expect(
      (await send("DELETE", `/groups/${group.groupID}/members/${emma}`, as("EmmaWilson"))).statusCode,
    ).toBe(204);
    const after = (await send("GET", `/groups/${group.groupID}`, as("EmmaWilson"))).json<Group>();
    expect(after).toMatchObject({ countMembers: 1, viewer: { membership: "none", canManage: false } });
    // Leaving twice, or removing someone who is no member: 404.
    expect(
      (await send("DELETE", `/groups/${group.groupID}/members/${emma}`, as("EmmaWilson"))).statusCode,
    ).toBe(404);
    expect((await send("DELETE", `/groups/${group.groupID}/members/${emma}`, as("member"))).statusCode).toBe(
      404,
    );
  });

  it("lets a leader remove a member", async () => {
    const group = await makeGroup(send, as("ravi.k"), { name: "Removal test", privacy: "public" });
    await send("POST", `/groups/${group.groupID}/join`, as("hannah_lee"));
    const members = (await send("GET", `/groups/${group.groupID}/members`)).json<GroupMember[]>();
    const hannah = members.find((m) => m.user.name === "hannah_lee")?.userID ?? 0;
    expect(
      (await send("DELETE", `/groups/${group.groupID}/members/${hannah}`, as("ravi.k"))).statusCode,
    ).toBe(204);
    expect((await send("GET", `/groups/${group.groupID}`)).json<Group>().countMembers).toBe(1);
  });
});

describe("posting in a group", () => {
  it("lets members post, everyone read a public group, and only members read a private one", async () => {
    const group = await makeGroup(send, as("MariaGarcia"), { name: "Potters", privacy: "public" });
    const refused = await send("POST", "/discussions", as("member"), {
      name: "Not a member",
      body: "Hello",
      format: "markdown",
      categoryID: group.categoryID,
    });
    expect(refused.statusCode).toBe(403);
    const discussionID = await postInGroup(send, as("MariaGarcia"), group, "First firing");
    const read = await send("GET", `/discussions/${discussionID}?expand=category,breadcrumbs`);
    expect(read.statusCode).toBe(200);
    const discussion = read.json<Discussion>();
    expect(discussion.category).toEqual({ categoryID: group.categoryID, name: "Potters", url: group.url });
    expect(discussion.breadcrumbs).toEqual([
      { name: "Home", url: "/" },
      { name: "Groups", url: "/groups" },
      { name: "Potters", url: group.url },
    ]);
    const comment = await send("POST", "/comments", as("member"), {
      discussionID,
      body: "May I?",
      format: "markdown",
    });
    expect(comment.statusCode).toBe(403);
    expect((await send("GET", `/groups/${group.groupID}`)).json<Group>().countDiscussions).toBe(1);

    // Made private: the index follows at once, and guests and non-members lose the discussion.
    const patched = await send("PATCH", `/groups/${group.groupID}`, as("MariaGarcia"), {
      privacy: "private",
      name: "Potters' Guild",
    });
    expect(patched.json<Group>()).toMatchObject({ privacy: "private", name: "Potters' Guild" });
    expect((await send("GET", `/discussions/${discussionID}`)).statusCode).toBe(404);
    expect((await send("GET", `/discussions/${discussionID}`, as("member"))).statusCode).toBe(404);
    const own = await send("GET", `/discussions/${discussionID}?expand=category`, as("MariaGarcia"));
    expect(own.json<Discussion>().category?.name).toBe("Potters' Guild");
    expect((await send("GET", `/discussions/${discussionID}`, as("moderator"))).statusCode).toBe(200);
  });

  it("changes and deletes only for leaders and group moderators; deleting takes the discussions along", async () => {
    const group = await makeGroup(send, as("kenji.tanaka"), { name: "Short lived", privacy: "secret" });
    const discussionID = await postInGroup(send, as("kenji.tanaka"), group, "Soon gone");
    expect((await send("PATCH", `/groups/${group.groupID}`, as("member"), { name: "Mine" })).statusCode).toBe(
      404,
    );
    const trail = await seeded("Trail Runners");
    expect((await send("PATCH", `/groups/${trail.groupID}`, as("member"), { name: "Mine" })).statusCode).toBe(
      403,
    );
    expect((await send("PATCH", `/groups/${trail.groupID}`, undefined, { name: "Mine" })).statusCode).toBe(
      401,
    );
    expect((await send("PATCH", `/groups/${trail.groupID}`, as("MariaGarcia"), {})).statusCode).toBe(400);
    expect((await send("DELETE", `/groups/${trail.groupID}`, as("member"))).statusCode).toBe(403);
    expect((await send("DELETE", `/groups/${group.groupID}`, as("moderator"))).statusCode).toBe(204);
    expect((await send("GET", `/groups/${group.groupID}`, as("kenji.tanaka"))).statusCode).toBe(404);
    expect((await send("GET", `/discussions/${discussionID}`, as("admin"))).statusCode).toBe(404);
    const left = await t.database.db
      .select()
      .from(discussions)
      .where(eq(discussions.discussionID, discussionID));
    expect(left).toEqual([]);
    const category = await t.database.db
      .select()
      .from(categories)
      .where(eq(categories.categoryID, group.categoryID));
    expect(category).toEqual([]);
  });
});
