import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../src/server/db/schema";
import type { CurrentUser } from "../../src/types/generated/api/current-user";
import type { ErrorBody } from "../../src/types/generated/api/error-body";
import type { User } from "../../src/types/generated/api/user";
import { createTestApp, get, json, signIn, type TestApp, XRW } from "./support/app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const register = (payload: Record<string, unknown>, cookie?: string) =>
  t.app.inject({ method: "POST", url: "/api/v2/users", headers: cookie ? { ...XRW, cookie } : XRW, payload });

async function userID(name: string): Promise<number> {
  const [row] = await t.database.db.select({ userID: users.userID }).from(users).where(eq(users.name, name));
  if (!row) throw new Error(`no user ${name}`);
  return row.userID;
}

describe("POST /users (registration)", () => {
  it("creates a Member, signs them in, and answers 201 with the user", async () => {
    const response = await register({
      name: "Zoë_new",
      email: "zoe@example.org",
      password: "long enough password",
    });
    expect(response.statusCode).toBe(201);
    const user = json<User>(response);
    expect(user).toMatchObject({
      name: "Zoë_new",
      email: "zoe@example.org",
      private: false,
      banned: 0,
      countDiscussions: 0,
    });
    const cookie = response.cookies.find((c) => c.name === "quorum_session");
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax" });
    const me = json<CurrentUser>(await get(t.app, "/api/v2/users/me", `quorum_session=${cookie?.value}`));
    expect(me).toMatchObject({ userID: user.userID, name: "Zoë_new", isAdmin: false });
    const member = json<CurrentUser>(await get(t.app, "/api/v2/users/me", await signIn(t.app, "member")));
    expect(me.roleIDs).toEqual(member.roleIDs);
  });

  it("refuses a taken name or email, case-insensitively, with 422 field errors", async () => {
    const response = await register({
      name: "MEMBER",
      email: "Admin@Example.com",
      password: "long enough password",
    });
    expect(response.statusCode).toBe(422);
    const body = json<ErrorBody>(response);
    expect(body.errors?.name?.[0]).toMatchObject({ field: "name", code: "taken" });
    expect(body.errors?.email?.[0]).toMatchObject({ field: "email", code: "taken" });
    expect(response.cookies).toHaveLength(0);
  });

  it("validates name, email and password", async () => {
    const response = await register({ name: "a b", email: "nope", password: "short" });
    expect(response.statusCode).toBe(400);
    const body = json<ErrorBody>(response);
    expect(body.errors?.name?.[0]?.code).toBe("pattern");
    expect(body.errors?.email?.[0]?.code).toBe("format");
    expect(body.errors?.password?.[0]?.code).toBe("minLength");
    const tooShort = json<ErrorBody>(
      await register({ name: "ab", email: "ab@example.org", password: "long enough password" }),
    );
    expect(tooShort.errors?.name?.[0]?.code).toBe("minLength");
    const tooLong = json<ErrorBody>(
      await register({ name: "x".repeat(41), email: "long@example.org", password: "long enough password" }),
    );
    expect(tooLong.errors?.name?.[0]?.code).toBe("maxLength");
  });

  it("is refused to a signed-in member, but lets an administrator add a user without switching session", async () => {
    const member = await signIn(t.app, "member");
    const refused = await register(
      { name: "another", email: "another@example.org", password: "long enough password" },
      member,
    );
    expect(refused.statusCode).toBe(403);
    const admin = await signIn(t.app, "admin");
    const added = await register(
      { name: "added_by_admin", email: "added@example.org", password: "long enough password" },
      admin,
    );
    expect(added.statusCode).toBe(201);
    expect(added.cookies).toHaveLength(0);
    expect(json<CurrentUser>(await get(t.app, "/api/v2/users/me", admin)).name).toBe("admin");
  });

  it("is closed to guests when the site turns registration off", async () => {
    const closed = await createTestApp({ siteConfig: { registrationEnabled: false } });
    try {
      const response = await closed.app.inject({
        method: "POST",
        url: "/api/v2/users",
        headers: XRW,
        payload: { name: "latecomer", email: "late@example.org", password: "long enough password" },
      });
      expect(response.statusCode).toBe(403);
    } finally {
      await closed.close();
    }
  });
});

describe("GET /users/{id}", () => {
  it("shows a public profile without email to members, with email to moderators and to oneself", async () => {
    const id = await userID("kenji.tanaka");
    const asMember = json<User>(await get(t.app, `/api/v2/users/${id}`, await signIn(t.app, "member")));
    expect(asMember).toMatchObject({
      userID: id,
      name: "kenji.tanaka",
      url: "/profile/kenji.tanaka",
      private: false,
    });
    expect(asMember.countDiscussions).toBeGreaterThanOrEqual(0);
    expect(asMember.email).toBeUndefined();
    const asModerator = json<User>(await get(t.app, `/api/v2/users/${id}`, await signIn(t.app, "moderator")));
    expect(asModerator.email).toBe("kenji.tanaka@example.com");
    const asSelf = json<User>(await get(t.app, `/api/v2/users/${id}`, await signIn(t.app, "kenji.tanaka")));
    expect(asSelf.email).toBe("kenji.tanaka@example.com");
  });

  it("restricts a private profile unless it is one's own or the viewer has personalInfo.view", async () => {
    const id = await userID("yuki.sato");
    await t.database.db.update(users).set({ private: true }).where(eq(users.userID, id));
    const restricted = json<User>(await get(t.app, `/api/v2/users/${id}`, await signIn(t.app, "member")));
    expect(restricted).toEqual({
      userID: id,
      name: "yuki.sato",
      photoUrl: "",
      url: "/profile/yuki.sato",
      private: true,
      banned: 0,
      labelHtml: null,
    });
    const full = json<User>(await get(t.app, `/api/v2/users/${id}`, await signIn(t.app, "moderator")));
    expect(full.countComments).toBeTypeOf("number");
    const own = json<User>(await get(t.app, `/api/v2/users/${id}`, await signIn(t.app, "yuki.sato")));
    expect(own.email).toBe("yuki.sato@example.com");
  });

  it("needs sign-in (profiles.view) for guests, and hides deleted users", async () => {
    const id = await userID("chen.wei");
    expect((await get(t.app, `/api/v2/users/${id}`)).statusCode).toBe(401);
    await t.database.db.update(users).set({ deleted: true }).where(eq(users.userID, id));
    expect((await get(t.app, `/api/v2/users/${id}`, await signIn(t.app, "admin"))).statusCode).toBe(404);
  });
});
