import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessions, users } from "../../src/server/db/schema";
import type { CurrentUser } from "../../src/types/generated/api/current-user";
import type { ErrorBody } from "../../src/types/generated/api/error-body";
import { createTestApp, get, json, signIn, TEST_PASSWORD, type TestApp, XRW } from "./support/app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function signInRequest(payload: Record<string, unknown>, headers: Record<string, string> = {}) {
  return t.app.inject({
    method: "POST",
    url: "/api/v2/authenticate/password",
    headers: { ...XRW, ...headers },
    payload,
  });
}

describe("POST /authenticate/password", () => {
  it("signs in by name, case-insensitively, and returns the current user", async () => {
    const response = await signInRequest({ username: "MODERATOR", password: TEST_PASSWORD });
    expect(response.statusCode).toBe(200);
    const user = json<CurrentUser>(response);
    expect(user).toMatchObject({ name: "moderator", isAdmin: false, emailConfirmed: true });
    expect(user.userID).toBeGreaterThan(0);
    expect(user.roleIDs.length).toBe(1);
  });

  it("signs in by email", async () => {
    const response = await signInRequest({ username: "Admin@Example.com", password: TEST_PASSWORD });
    expect(response.statusCode).toBe(200);
    expect(json<CurrentUser>(response)).toMatchObject({ name: "admin", isAdmin: true });
  });

  it("sets an httpOnly, SameSite=Lax session cookie on path /, not Secure over http, without Max-Age by default", async () => {
    const response = await signInRequest({ username: "member", password: TEST_PASSWORD });
    const cookie = response.cookies.find((c) => c.name === "quorum_session");
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/" });
    expect(cookie?.secure).toBeUndefined();
    expect(cookie?.maxAge).toBeUndefined();
    expect(cookie?.value.length).toBeGreaterThanOrEqual(40);
  });

  it("keeps the cookie for 30 days with persist", async () => {
    const response = await signInRequest({ username: "member", password: TEST_PASSWORD, persist: true });
    const cookie = response.cookies.find((c) => c.name === "quorum_session");
    expect(cookie?.maxAge).toBe(30 * 24 * 60 * 60);
  });

  it("stores only a hash of the session token", async () => {
    const response = await signInRequest({ username: "member", password: TEST_PASSWORD });
    const token = response.cookies.find((c) => c.name === "quorum_session")?.value ?? "";
    const rows = await t.database.db.select({ tokenHash: sessions.tokenHash }).from(sessions);
    expect(rows.some((row) => row.tokenHash === token)).toBe(false);
    expect(rows.every((row) => /^[0-9a-f]{64}$/.test(row.tokenHash))).toBe(true);
  });

  it("answers a wrong password and an unknown user alike, on the password field", async () => {
    const wrong = await signInRequest({ username: "member", password: "not the password" });
    const unknown = await signInRequest({ username: "nobody-here", password: "not the password" });
    for (const response of [wrong, unknown]) {
      expect(response.statusCode).toBe(400);
      const body = json<ErrorBody>(response);
      expect(body.message).toBe("The username or password is incorrect.");
      expect(body.errors?.password?.[0]).toMatchObject({ field: "password", code: "credentials" });
      expect(response.cookies).toHaveLength(0);
    }
    expect(wrong.body).toBe(unknown.body);
  });

  it("refuses banned and deleted users", async () => {
    const { db } = t.database;
    await db.update(users).set({ banned: 1 }).where(eq(users.name, "hannah_lee"));
    await db.update(users).set({ deleted: true }).where(eq(users.name, "sam_taylor"));
    const banned = await signInRequest({ username: "hannah_lee", password: TEST_PASSWORD });
    expect(banned.statusCode).toBe(403);
    const deleted = await signInRequest({ username: "sam_taylor", password: TEST_PASSWORD });
    expect(deleted.statusCode).toBe(400);
  });

  it("rejects a missing password with a field error", async () => {
    const response = await signInRequest({ username: "member" });
    expect(response.statusCode).toBe(400);
    expect(json<ErrorBody>(response).errors?.password?.[0]).toMatchObject({
      code: "required",
      field: "password",
    });
  });
});

describe("sessions", () => {
  it("makes GET /users/me return the signed-in user, and the guest without a cookie", async () => {
    const cookie = await signIn(t.app, "member");
    expect(json<CurrentUser>(await get(t.app, "/api/v2/users/me", cookie))).toMatchObject({ name: "member" });
    const guest = json<CurrentUser>(await get(t.app, "/api/v2/users/me"));
    expect(guest).toMatchObject({
      userID: 0,
      name: "Guest",
      isAdmin: false,
      countUnreadNotifications: 0,
      countUnreadConversations: 0,
    });
    expect(guest.roleIDs.length).toBe(1);
  });

  it("treats an unknown token as a guest and clears the cookie", async () => {
    const response = await get(t.app, "/api/v2/users/me", "quorum_session=forged-token");
    expect(json<CurrentUser>(response).userID).toBe(0);
    expect(response.cookies.find((c) => c.name === "quorum_session")?.value).toBe("");
  });

  it("ends the session of a user who is banned after signing in", async () => {
    const cookie = await signIn(t.app, "olga.petrova");
    await t.database.db.update(users).set({ banned: 1 }).where(eq(users.name, "olga.petrova"));
    expect(json<CurrentUser>(await get(t.app, "/api/v2/users/me", cookie)).userID).toBe(0);
  });

  it("writes activity at most once an hour, sliding the 30-day expiry", async () => {
    const response = await signInRequest({ username: "priya.sharma", password: TEST_PASSWORD });
    const token = response.cookies.find((c) => c.name === "quorum_session")?.value ?? "";
    const cookie = `quorum_session=${token}`;
    const { db } = t.database;
    const [session] = await db
      .select()
      .from(sessions)
      .where(eq(sessions.userID, json<CurrentUser>(response).userID));
    if (!session) throw new Error("no session row");
    const setActivity = (minutesAgo: number) =>
      db
        .update(sessions)
        .set({
          dateLastActive: new Date(Date.now() - minutesAgo * 60_000),
          dateExpires: new Date(Date.now() + 86_400_000),
        })
        .where(eq(sessions.tokenHash, session.tokenHash));
    const current = async () =>
      (await db.select().from(sessions).where(eq(sessions.tokenHash, session.tokenHash)))[0];

    await setActivity(20);
    await get(t.app, "/api/v2/users/me", cookie);
    const untouched = await current();
    expect(Date.now() - (untouched?.dateLastActive.getTime() ?? 0)).toBeGreaterThan(19 * 60_000);

    await setActivity(90);
    await get(t.app, "/api/v2/users/me", cookie);
    const touched = await current();
    expect(Date.now() - (touched?.dateLastActive.getTime() ?? 0)).toBeLessThan(60_000);
    expect((touched?.dateExpires.getTime() ?? 0) - Date.now()).toBeGreaterThan(29 * 86_400_000);
  });

  it("treats an expired session as a guest", async () => {
    const cookie = await signIn(t.app, "lukas.muller");
    const [lukas] = await t.database.db.select().from(users).where(eq(users.name, "lukas.muller"));
    await t.database.db
      .update(sessions)
      .set({ dateExpires: new Date(Date.now() - 1000) })
      .where(eq(sessions.userID, lukas?.userID ?? 0));
    expect(json<CurrentUser>(await get(t.app, "/api/v2/users/me", cookie)).userID).toBe(0);
  });

  it("DELETE /authenticate signs out: the session row is gone and the cookie cleared", async () => {
    const cookie = await signIn(t.app, "member");
    const response = await t.app.inject({
      method: "DELETE",
      url: "/api/v2/authenticate",
      headers: { ...XRW, cookie },
    });
    expect(response.statusCode).toBe(204);
    expect(response.cookies.find((c) => c.name === "quorum_session")?.value).toBe("");
    expect(json<CurrentUser>(await get(t.app, "/api/v2/users/me", cookie)).userID).toBe(0);
  });

  it("marks the cookie Secure when the request came over https (behind a trusted proxy)", async () => {
    const secure = await createTestApp({ trustProxy: true });
    try {
      const response = await secure.app.inject({
        method: "POST",
        url: "/api/v2/authenticate/password",
        headers: { ...XRW, "x-forwarded-proto": "https" },
        payload: { username: "member", password: TEST_PASSWORD },
      });
      expect(response.cookies.find((c) => c.name === "quorum_session")?.secure).toBe(true);
    } finally {
      await secure.close();
    }
  });
});
