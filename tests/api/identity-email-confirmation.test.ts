import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../src/server/db/schema";
import type { CurrentUser } from "../../src/types/generated/api/current-user";
import type { ErrorBody } from "../../src/types/generated/api/error-body";
import { createTestApp, get, json, signIn, type TestApp, XRW } from "./support/app";
import { latestLink, mailsTo, tokenOf } from "./support/mail";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (url: string, payload?: Record<string, unknown>, cookie?: string) =>
  t.app.inject({
    method: "POST",
    url: `/api/v2${url}`,
    headers: cookie ? { ...XRW, cookie } : XRW,
    ...(payload === undefined ? {} : { payload }),
  });

async function register(name: string) {
  const email = `${name}@example.org`;
  const response = await post("/users", { name, email, password: "first password 1" });
  expect(response.statusCode).toBe(201);
  const cookie = response.cookies.find((c) => c.name === "quorum_session");
  return { email, cookie: `quorum_session=${cookie?.value}` };
}

const me = async (cookie: string) => json<CurrentUser>(await get(t.app, "/api/v2/users/me", cookie));

describe("email confirmation", () => {
  it("registration mails a confirmation link; confirming it (even as a guest) confirms the email once", async () => {
    const { email, cookie } = await register("newcomer");
    expect((await me(cookie)).emailConfirmed).toBe(false);
    const mail = mailsTo(t.mailDir, email).at(-1);
    expect(mail?.subject).toMatch(/Confirm your email address/);
    const token = tokenOf(latestLink(t.mailDir, email, "/entry/emailconfirm/"));
    const confirmed = await post("/users/confirm-email", { token });
    expect(confirmed.statusCode).toBe(200);
    expect(json<{ message: string }>(confirmed).message).toMatch(/confirmed/);
    expect((await me(cookie)).emailConfirmed).toBe(true);
    const again = await post("/users/confirm-email", { token });
    expect(again.statusCode).toBe(400);
    expect(json<ErrorBody>(again).errors?.token?.[0]?.code).toBe("invalid");
  });

  it("resends a new link to a signed-in unconfirmed user; the old link stops working", async () => {
    const { email, cookie } = await register("resender");
    const first = tokenOf(latestLink(t.mailDir, email, "/entry/emailconfirm/"));
    const resent = await post("/users/me/confirm-email-resend", undefined, cookie);
    expect(resent.statusCode).toBe(200);
    const second = tokenOf(latestLink(t.mailDir, email, "/entry/emailconfirm/"));
    expect(second).not.toBe(first);
    expect(mailsTo(t.mailDir, email)).toHaveLength(2);
    expect((await post("/users/confirm-email", { token: first })).statusCode).toBe(400);
    expect((await me(cookie)).emailConfirmed).toBe(false);
    expect((await post("/users/confirm-email", { token: second })).statusCode).toBe(200);
    expect((await me(cookie)).emailConfirmed).toBe(true);
    // Already confirmed: nothing to resend.
    const done = await post("/users/me/confirm-email-resend", undefined, cookie);
    expect(done.statusCode).toBe(409);
    expect(json<ErrorBody>(done).message).toMatch(/already confirmed/);
  });

  it("refuses guests, bad bodies and password-reset tokens", async () => {
    const guest = await post("/users/me/confirm-email-resend");
    expect(guest.statusCode).toBe(401);
    expect(json<ErrorBody>(guest).status).toBe(401);
    expect((await post("/users/confirm-email", {})).statusCode).toBe(400);
    expect((await post("/users/confirm-email", { token: "" })).statusCode).toBe(400);
    expect((await post("/users/confirm-email", { token: "nope", extra: 1 })).statusCode).toBe(400);
    const { email } = await register("mixup");
    await post("/users/request-password", { email });
    const resetToken = tokenOf(latestLink(t.mailDir, email, "/entry/passwordreset/"));
    expect((await post("/users/confirm-email", { token: resetToken })).statusCode).toBe(400);
    const [row] = await t.database.db.select().from(users).where(eq(users.email, email));
    expect(row?.emailConfirmed).toBe(false);
  });

  it("needs the CSRF header", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/v2/users/confirm-email",
      payload: { token: "x" },
    });
    expect(response.statusCode).toBe(403);
  });

  it("is rate-limited per user when limits are on", async () => {
    const limited = await (await import("./support/app")).createTestApp({ rateLimit: true });
    try {
      const response = await limited.app.inject({
        method: "POST",
        url: "/api/v2/users",
        headers: XRW,
        payload: { name: "hasty", email: "hasty@example.org", password: "first password 1" },
      });
      const cookie = `quorum_session=${response.cookies.find((c) => c.name === "quorum_session")?.value}`;
      const resend = () =>
        limited.app.inject({
          method: "POST",
          url: "/api/v2/users/me/confirm-email-resend",
          headers: { ...XRW, cookie },
        });
      expect((await resend()).statusCode).toBe(200);
      const second = await resend();
      expect(second.statusCode).toBe(429);
      expect(Number(second.headers["retry-after"])).toBeGreaterThan(0);
      expect(json<ErrorBody>(second)).toMatchObject({ status: 429, message: "Too many requests." });
      await signIn(limited.app, "member");
    } finally {
      await limited.close();
    }
  });
});

describe("a site that requires confirmed emails (isConfirmEmailRequired)", () => {
  const discussion = { name: "Hello there", body: "My first post.", format: "markdown", categoryID: 1 };
  const patchConfig = async (value: boolean) => {
    const admin = await signIn(t.app, "admin");
    const response = await t.app.inject({
      method: "PATCH",
      url: "/api/v2/config",
      headers: { ...XRW, cookie: admin },
      payload: { isConfirmEmailRequired: value },
    });
    expect(response.statusCode).toBe(200);
  };

  it("keeps an unconfirmed member from posting until they confirm, and lets them read", async () => {
    await patchConfig(true);
    try {
      const { email, cookie } = await register("unconfirmed-poster");
      expect((await post("/discussions", discussion, cookie)).statusCode).toBe(403);
      expect((await get(t.app, "/api/v2/discussions?limit=1", cookie)).statusCode).toBe(200);
      const token = tokenOf(latestLink(t.mailDir, email, "/entry/emailconfirm/"));
      expect((await post("/users/confirm-email", { token })).statusCode).toBe(200);
      expect((await post("/discussions", discussion, cookie)).statusCode).toBe(201);
    } finally {
      await patchConfig(false);
    }
  });

  it("lets unconfirmed members post while it is off", async () => {
    const { cookie } = await register("unconfirmed-allowed");
    expect((await post("/discussions", { ...discussion, name: "Allowed" }, cookie)).statusCode).toBe(201);
  });
});
