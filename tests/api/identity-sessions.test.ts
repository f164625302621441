import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessions } from "../../src/server/db/schema";
import type { ErrorBody } from "../../src/types/generated/api/error-body";
import type { UserSession } from "../../src/types/generated/api/user-session";
import { createTestApp, get, json, TEST_PASSWORD, type TestApp, XRW } from "./support/app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function signInFrom(userAgent: string, remoteAddress: string): Promise<string> {
  const response = await t.app.inject({
    method: "POST",
    url: "/api/v2/authenticate/password",
    headers: { ...XRW, "user-agent": userAgent },
    payload: { username: "moderator", password: TEST_PASSWORD },
    remoteAddress,
  });
  expect(response.statusCode).toBe(200);
  return `quorum_session=${response.cookies.find((c) => c.name === "quorum_session")?.value}`;
}

const list = async (cookie: string) =>
  json<UserSession[]>(await get(t.app, "/api/v2/users/me/sessions", cookie));
const del = (url: string, cookie?: string) =>
  t.app.inject({ method: "DELETE", url: `/api/v2${url}`, headers: cookie ? { ...XRW, cookie } : XRW });

describe("/users/me/sessions", () => {
  it("lists the user's sessions with device details, flags the current one, and never shows a token hash", async () => {
    const phone = await signInFrom("PhoneBrowser/1.0", "198.51.100.1");
    const laptop = await signInFrom("LaptopBrowser/2.0", "198.51.100.2");
    const listed = await list(laptop);
    expect(listed.length).toBeGreaterThanOrEqual(2);
    const current = listed.filter((s) => s.current);
    expect(current).toHaveLength(1);
    expect(current[0]).toMatchObject({ userAgent: "LaptopBrowser/2.0", ipAddress: "198.51.100.2" });
    expect(listed.some((s) => s.userAgent === "PhoneBrowser/1.0" && !s.current)).toBe(true);
    const hashes = (await t.database.db.select().from(sessions)).map((row) => row.tokenHash);
    const body = JSON.stringify(listed);
    for (const hash of hashes) {
      expect(body).not.toContain(hash);
      expect(body).not.toContain(hash.slice(0, 16));
    }
    for (const session of listed) expect(session.sessionID).toMatch(/^[0-9a-f]{16}$/);
    expect((await list(phone)).find((s) => s.current)?.userAgent).toBe("PhoneBrowser/1.0");
  });

  it("revokes one other session by ID; the revoked cookie is signed out", async () => {
    const phone = await signInFrom("Phone/3", "198.51.100.3");
    const laptop = await signInFrom("Laptop/3", "198.51.100.4");
    const target = (await list(laptop)).find((s) => s.userAgent === "Phone/3");
    expect((await del(`/users/me/sessions/${target?.sessionID}`, laptop)).statusCode).toBe(204);
    expect(json<{ userID: number }>(await get(t.app, "/api/v2/users/me", phone)).userID).toBe(0);
    expect((await list(laptop)).some((s) => s.userAgent === "Phone/3")).toBe(false);
    // Gone now, and someone else's ID is not found either.
    expect((await del(`/users/me/sessions/${target?.sessionID}`, laptop)).statusCode).toBe(404);
  });

  it("does not let a user revoke another user's session", async () => {
    const moderator = await signInFrom("Mod/1", "198.51.100.5");
    const memberSignIn = await t.app.inject({
      method: "POST",
      url: "/api/v2/authenticate/password",
      headers: XRW,
      payload: { username: "member", password: TEST_PASSWORD },
    });
    const member = `quorum_session=${memberSignIn.cookies.find((c) => c.name === "quorum_session")?.value}`;
    const moderatorSession = (await list(moderator)).find((s) => s.current);
    const response = await del(`/users/me/sessions/${moderatorSession?.sessionID}`, member);
    expect(response.statusCode).toBe(404);
    expect(json<{ userID: number }>(await get(t.app, "/api/v2/users/me", moderator)).userID).toBeGreaterThan(
      0,
    );
  });

  it("revoking the current session signs out and clears the cookie", async () => {
    const cookie = await signInFrom("Self/1", "198.51.100.6");
    const mine = (await list(cookie)).find((s) => s.current);
    const response = await del(`/users/me/sessions/${mine?.sessionID}`, cookie);
    expect(response.statusCode).toBe(204);
    expect(response.cookies.find((c) => c.name === "quorum_session")?.value).toBe("");
  });

  it("signs every other session out with others=true and keeps the current one", async () => {
    const a = await signInFrom("A/1", "198.51.100.7");
    const b = await signInFrom("B/1", "198.51.100.8");
    expect((await del("/users/me/sessions?others=true", b)).statusCode).toBe(204);
    const left = await list(b);
    expect(left).toHaveLength(1);
    expect(left[0]?.current).toBe(true);
    expect(json<{ userID: number }>(await get(t.app, "/api/v2/users/me", a)).userID).toBe(0);
    const [row] = await t.database.db.select().from(sessions).where(eq(sessions.userAgent, "B/1"));
    expect(row).toBeTruthy();
  });

  it("refuses guests, a missing others flag and malformed IDs", async () => {
    const guest = await get(t.app, "/api/v2/users/me/sessions");
    expect(guest.statusCode).toBe(401);
    expect(json<ErrorBody>(guest).status).toBe(401);
    expect((await del("/users/me/sessions?others=true")).statusCode).toBe(401);
    const cookie = await signInFrom("C/1", "198.51.100.9");
    expect((await del("/users/me/sessions", cookie)).statusCode).toBe(400);
    expect((await del("/users/me/sessions?others=false", cookie)).statusCode).toBe(400);
    expect((await del("/users/me/sessions/not-hex", cookie)).statusCode).toBe(400);
    expect((await list(cookie)).some((s) => s.current)).toBe(true);
  });
});
