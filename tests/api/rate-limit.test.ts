import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ErrorBody } from "../../src/types/generated/api/error-body";
import { createTestApp, get, json, type TestApp, XRW } from "./support/app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ rateLimit: true });
});
afterAll(() => t.close());

describe("rate limits", () => {
  it("allow 6 sign-in attempts a minute per IP, then answer 429 with Retry-After", async () => {
    const attempt = () =>
      t.app.inject({
        method: "POST",
        url: "/api/v2/authenticate/password",
        headers: XRW,
        payload: { username: "member", password: "wrong password" },
        remoteAddress: "203.0.113.7",
      });
    for (let i = 0; i < 6; i++) expect((await attempt()).statusCode).toBe(400);
    const limited = await attempt();
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    const body = json<ErrorBody>(limited);
    expect(body).toMatchObject({ status: 429, message: "Too many requests." });
  });

  it("limit registration too, per IP, and leave reads alone", async () => {
    const register = (i: number) =>
      t.app.inject({
        method: "POST",
        url: "/api/v2/users",
        headers: XRW,
        payload: { name: "x", email: `not-an-email-${i}`, password: "short" },
        remoteAddress: "203.0.113.8",
      });
    for (let i = 0; i < 10; i++) expect((await register(i)).statusCode).toBe(400);
    expect((await register(10)).statusCode).toBe(429);
    for (let i = 0; i < 12; i++) expect((await get(t.app, "/api/v2/users/me")).statusCode).toBe(200);
  });
});
