// Role Spotlight hydrated end to end: a stored home layout with the widget, then lookup-hydrate. The members
// are the role's from the database (banned and deleted accounts left out), most recently active first, and the
// widget is hidden for a role that does not exist or features nobody.
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { roles, userRoles, users } from "../../src/server/db/schema";
import { createTestApp, type TestApp } from "./support/app";
import { storeHome, widgets } from "./support/stored-layout";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function roleID(name: string): Promise<number> {
  const [role] = await t.database.db.select().from(roles).where(eq(roles.name, name));
  if (!role) throw new Error(`the seed has a ${name} role`);
  return role.roleID;
}

/** The role's members the widget may feature, straight from the tables. */
async function featuredMembers(id: number): Promise<string[]> {
  const rows = await t.database.db
    .select({ name: users.name })
    .from(userRoles)
    .innerJoin(users, eq(users.userID, userRoles.userID))
    .where(and(eq(userRoles.roleID, id), eq(users.deleted, false), eq(users.banned, 0)));
  return rows.map((row) => row.name);
}

describe("react.rolespotlight", () => {
  it("shows the role's name, description and members, and hides for an unknown role", async () => {
    const moderatorRole = await roleID("Moderator");
    await storeHome(t, [
      { $hydrate: "react.rolespotlight", apiParams: { roleID: moderatorRole } },
      { $hydrate: "react.rolespotlight", apiParams: { roleID: 987654 } },
      { $hydrate: "react.rolespotlight" },
    ]);
    const found = await widgets(t, "RoleSpotlightWidget");
    expect(found).toHaveLength(1);
    const expected = await featuredMembers(moderatorRole);
    expect(expected.length).toBeGreaterThan(0);
    expect(found[0]).toMatchObject({
      title: "Moderator",
      description: "Keeps discussions on track across the community.",
      role: { roleID: moderatorRole, name: "Moderator" },
      countMembers: expected.length,
    });
    const members = (found[0]?.members ?? []) as { name: string; url: string }[];
    expect(members.map((member) => member.name).sort()).toEqual(expected.sort());
    for (const member of members) expect(member.url).toBe(`/profile/${encodeURIComponent(member.name)}`);
  });

  it("cuts the list at the limit, counts every member, and leaves banned members out", async () => {
    const memberRole = await roleID("Member");
    const before = await featuredMembers(memberRole);
    expect(before.length).toBeGreaterThan(3);
    const [banned] = await t.database.db
      .select({ userID: users.userID })
      .from(userRoles)
      .innerJoin(users, eq(users.userID, userRoles.userID))
      .where(eq(userRoles.roleID, memberRole))
      .limit(1);
    await t.database.db
      .update(users)
      .set({ banned: 1 })
      .where(eq(users.userID, banned?.userID ?? 0));
    await storeHome(t, [
      {
        $hydrate: "react.rolespotlight",
        titleType: "static",
        title: "Our members",
        apiParams: { roleID: memberRole, limit: 3 },
      },
    ]);
    const [spotlight] = await widgets(t, "RoleSpotlightWidget");
    const members = (spotlight?.members ?? []) as { userID: number; dateLastActive: string | null }[];
    expect(spotlight).toMatchObject({ title: "Our members", countMembers: before.length - 1 });
    expect(members).toHaveLength(3);
    expect(members.map((member) => member.userID)).not.toContain(banned?.userID);
    const active = members.map((member) => member.dateLastActive ?? "");
    expect(active).toEqual(active.toSorted().reverse());
  });
});
