import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { authTokens, sessions, users } from "../../src/server/db/schema";
import type { ErrorBody } from "../../src/types/generated/api/error-body";
import type { IdentityNotice } from "../../src/types/generated/api/identity-notice";
import { createTestApp, get, json, signIn, TEST_PASSWORD, type TestApp, XRW } from "./support/app";
import { latestLink, mailsTo, readMails, tokenOf } from "./support/mail";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (url: string, payload: Record<string, unknown>, cookie?: string) =>
  t.app.inject({ method: "POST", url: `/api/v2${url}`, headers: cookie ? { ...XRW, cookie } : XRW, payload });

async function register(name: string) {
  const email = `${name}@example.org`;
  const response = await post("/users", { name, email, password: "first password 1" });
  expect(response.statusCode).toBe(201);
  const [row] = await t.database.db.select().from(users).where(eq(users.email, email));
  if (!row) throw new Error("not registered");
  return { email, userID: row.userID, passwordHash: row.passwordHash };
}

async function requestReset(email: string) {
  const response = await post("/users/request-password", { email });
  expect(response.statusCode).toBe(200);
  return latestLink(t.mailDir, email, "/entry/passwordreset/");
}

describe("POST /users/request-password", () => {
  it("mails a one-hour reset link as an RFC 5322 file and answers neutrally", async () => {
    const { email, userID } = await register("resetter");
    const response = await post("/users/request-password", { email: email.toUpperCase() });
    expect(response.statusCode).toBe(200);
    const notice = json<IdentityNotice>(response);
    expect(notice.message).toMatch(/If an account uses that email address/);
    const mail = mailsTo(t.mailDir, email).at(-1);
    expect(mail?.subject).toMatch(/Reset your .* password/);
    expect(mail?.raw).toMatch(/^From: .*\r\nTo: resetter@example\.org\r\nSubject: /);
    expect(mail?.raw).toMatch(/\r\nMIME-Version: 1\.0\r\n/);
    expect(mail?.html).toContain('<a href="http://localhost:');
    const link = latestLink(t.mailDir, email, "/entry/passwordreset/");
    expect(link).toMatch(/^\/entry\/passwordreset\/[A-Za-z0-9_-]{43}$/);
    // Only the token's hash is stored, with a one-hour expiry.
    const [stored] = await t.database.db
      .select()
      .from(authTokens)
      .where(and(eq(authTokens.userID, userID), eq(authTokens.purpose, "passwordReset")));
    expect(stored?.tokenHash).not.toContain(tokenOf(link));
    expect(stored?.purpose).toBe("passwordReset");
    const lifetime = (stored?.dateExpires.getTime() ?? 0) - (stored?.dateInserted.getTime() ?? 0);
    expect(lifetime).toBe(60 * 60 * 1000);
  });

  it("gives the same answer for an unknown address and mails nothing", async () => {
    const before = readMails(t.mailDir).length;
    const known = await post("/users/request-password", { email: "member@example.com" });
    const unknown = await post("/users/request-password", { email: "nobody-here@example.org" });
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.json()).toEqual(known.json());
    expect(readMails(t.mailDir).length).toBe(before + 1);
  });

  it("refuses a malformed address with a field error", async () => {
    const response = await post("/users/request-password", { email: "not an email" });
    expect(response.statusCode).toBe(400);
    expect(json<ErrorBody>(response).errors?.email?.[0]?.message).toBeTruthy();
    expect((await post("/users/request-password", {})).statusCode).toBe(400);
  });
});

describe("POST /users/password-reset", () => {
  it("sets the new password once, signs every session out, and the old password stops working", async () => {
    const { email, userID } = await register("forgetful");
    const oldCookie = await signIn(t.app, "forgetful", "first password 1");
    const token = tokenOf(await requestReset(email));
    const reset = await post("/users/password-reset", { token, password: "second password 2" });
    expect(reset.statusCode).toBe(200);
    expect(json<IdentityNotice>(reset).message).toMatch(/password has been changed/);
    expect(await t.database.db.select().from(sessions).where(eq(sessions.userID, userID))).toEqual([]);
    expect(json<{ userID: number }>(await get(t.app, "/api/v2/users/me", oldCookie)).userID).toBe(0);
    await expect(signIn(t.app, "forgetful", "first password 1")).rejects.toThrow();
    await signIn(t.app, "forgetful", "second password 2");
    // Single use.
    const again = await post("/users/password-reset", { token, password: "third password 3" });
    expect(again.statusCode).toBe(400);
    expect(json<ErrorBody>(again).errors?.token?.[0]?.code).toBe("invalid");
    await signIn(t.app, "forgetful", "second password 2");
  });

  it("keeps the resetting session when it is the user's own, and confirms the email", async () => {
    const { email, userID } = await register("keeper");
    const other = await signIn(t.app, "keeper", "first password 1");
    const mine = await signIn(t.app, "keeper", "first password 1");
    const token = tokenOf(await requestReset(email));
    expect(
      (await post("/users/password-reset", { token, password: "second password 2" }, mine)).statusCode,
    ).toBe(200);
    expect(json<{ userID: number }>(await get(t.app, "/api/v2/users/me", mine)).userID).toBe(userID);
    expect(json<{ userID: number }>(await get(t.app, "/api/v2/users/me", other)).userID).toBe(0);
    const [row] = await t.database.db.select().from(users).where(eq(users.userID, userID));
    expect(row?.emailConfirmed).toBe(true);
  });

  it("refuses an expired token, an older link, a short password and a confirm token, changing nothing", async () => {
    const { email, userID, passwordHash } = await register("careful");
    const first = tokenOf(await requestReset(email));
    const second = tokenOf(await requestReset(email));
    // A newer request retires the older link.
    expect(
      (await post("/users/password-reset", { token: first, password: "new password 99" })).statusCode,
    ).toBe(400);
    // Too short: the token is not spent.
    const short = await post("/users/password-reset", { token: second, password: "short" });
    expect(short.statusCode).toBe(400);
    expect(json<ErrorBody>(short).errors?.password).toBeTruthy();
    await t.database.db
      .update(authTokens)
      .set({ dateExpires: new Date(Date.now() - 1000) })
      .where(eq(authTokens.userID, userID));
    const expired = await post("/users/password-reset", { token: second, password: "new password 99" });
    expect(expired.statusCode).toBe(400);
    expect(json<ErrorBody>(expired)).toMatchObject({ status: 400, errors: { token: [{ code: "invalid" }] } });
    const confirmToken = tokenOf(latestLink(t.mailDir, email, "/entry/emailconfirm/"));
    expect(
      (await post("/users/password-reset", { token: confirmToken, password: "new password 99" })).statusCode,
    ).toBe(400);
    expect(
      (await post("/users/password-reset", { token: "x".repeat(201), password: "new password 99" }))
        .statusCode,
    ).toBe(400);
    const [row] = await t.database.db.select().from(users).where(eq(users.userID, userID));
    expect(row?.passwordHash).toBe(passwordHash);
  });

  it("leaves the seeded member's password alone for an unknown token", async () => {
    const response = await post("/users/password-reset", {
      token: "unknown-token",
      password: "new password 99",
    });
    expect(response.statusCode).toBe(400);
    await signIn(t.app, "member", TEST_PASSWORD);
  });
});
