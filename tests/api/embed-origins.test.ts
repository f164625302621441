// The dashboard's embedding sites (config embed.allowedOrigins, docs/reference/configuration.md) join the pages'
// frame-ancestors at once, and the Custom HTML frame's too; a value outside the schema is refused.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, signIn, type TestApp, XRW } from "./support/app";
import { pagesPlugin } from "./support/guest-cache";

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp({ extraPlugins: [pagesPlugin] });
  admin = await signIn(t.app, "admin");
});
afterAll(() => t.close());

const patchConfig = (payload: object) =>
  t.app.inject({ method: "PATCH", url: "/api/v2/config", headers: { ...XRW, cookie: admin }, payload });

function frameAncestors(csp: unknown): string {
  return /frame-ancestors ([^;]*)/.exec(String(csp))?.[1] ?? "";
}

describe("embedding sites", () => {
  it("frame the forum's pages once an administrator lists them", async () => {
    expect(frameAncestors((await t.app.inject({ url: "/" })).headers["content-security-policy"])).toBe(
      "'self'",
    );
    expect((await patchConfig({ "embed.allowedOrigins": ["https://blog.example.com"] })).statusCode).toBe(
      200,
    );
    const page = await t.app.inject({ url: "/" });
    expect(frameAncestors(page.headers["content-security-policy"])).toBe("'self' https://blog.example.com");
    const frame = await t.app.inject({ url: "/html-widget-frame.html" });
    expect(frameAncestors(frame.headers["content-security-policy"])).toContain("https://blog.example.com");
    await patchConfig({ "embed.allowedOrigins": [] });
    expect(frameAncestors((await t.app.inject({ url: "/" })).headers["content-security-policy"])).toBe(
      "'self'",
    );
  });

  it("refuses an origin with a path or a script scheme", async () => {
    expect(
      (await patchConfig({ "embed.allowedOrigins": ["https://blog.example.com/page"] })).statusCode,
    ).toBe(400);
    expect((await patchConfig({ "embed.allowedOrigins": ["javascript:alert(1)"] })).statusCode).toBe(400);
  });
});
