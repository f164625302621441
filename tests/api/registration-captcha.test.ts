// Registration's bot checks (docs/reference/errors.md#registration): the captcha, verified against a siteverify
// stand-in on 127.0.0.1 (QUORUM_CAPTCHA_VERIFY_URL), the honeypot and the form's minimum time; the captcha's
// secret never leaves GET /config for people without settings.manage, and the page CSP names the provider's hosts
// only while one is configured.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../src/server/db/schema";
import { issueFormToken } from "../../src/server/services/captcha/form-token";
import { writeConfig } from "../../src/server/services/config";
import { invalidateRouteState } from "../../src/server/services/route-state";
import type { ErrorBody } from "../../src/types/generated/api/error-body";
import type { RegistrationForm } from "../../src/types/generated/api/registration-form";
import { createTestApp, get, json, signIn, type TestApp, XRW } from "./support/app";
import { pagesPlugin } from "./support/guest-cache";

/** The siteverify stand-in: success for the token "good", 500 for "broken", false otherwise; it keeps each form. */
interface FakeVerifier {
  url: string;
  forms: URLSearchParams[];
  close(): Promise<void>;
}

async function startVerifier(): Promise<FakeVerifier> {
  const forms: URLSearchParams[] = [];
  const server: Server = createServer((request, response) => {
    let text = "";
    request.on("data", (chunk) => {
      text += chunk;
    });
    request.on("end", () => {
      const form = new URLSearchParams(text);
      forms.push(form);
      if (form.get("response") === "broken") {
        response.writeHead(500).end("oops");
        return;
      }
      const success = form.get("response") === "good" && form.get("secret") === "the-secret";
      response.writeHead(200, { "content-type": "application/json" });
      response.end(JSON.stringify({ success, "error-codes": success ? [] : ["invalid-input-response"] }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/siteverify`,
    forms,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

let t: TestApp;
let verifier: FakeVerifier;
let admin: string;
const previousUrl = process.env.QUORUM_CAPTCHA_VERIFY_URL;

beforeAll(async () => {
  t = await createTestApp({ extraPlugins: [pagesPlugin] });
  verifier = await startVerifier();
  process.env.QUORUM_CAPTCHA_VERIFY_URL = verifier.url;
  admin = await signIn(t.app, "admin");
});
afterAll(async () => {
  // The workers share process.env across files (vitest isolate: false): put it back.
  if (previousUrl === undefined) delete process.env.QUORUM_CAPTCHA_VERIFY_URL;
  else process.env.QUORUM_CAPTCHA_VERIFY_URL = previousUrl;
  await verifier.close();
  await t.close();
});

async function configure(values: Record<string, unknown>): Promise<void> {
  await writeConfig(t.database.db, values);
  invalidateRouteState(t.database.db);
}

const CAPTCHA_ON = {
  "captcha.provider": "hcaptcha",
  "captcha.siteKey": "site-key-1",
  "captcha.secretKey": "the-secret",
};
const CAPTCHA_OFF = { "captcha.provider": "", "captcha.siteKey": "", "captcha.secretKey": "" };

let serial = 0;
function account(extra: Record<string, unknown> = {}) {
  serial += 1;
  const name = `captcha_${serial}`;
  return { name, email: `${name}@example.org`, password: "a fine password", ...extra };
}

function register(payload: Record<string, unknown>, cookie?: string) {
  return t.app.inject({
    method: "POST",
    url: "/api/v2/users",
    headers: cookie ? { ...XRW, cookie } : XRW,
    payload,
    remoteAddress: "198.51.100.7",
  });
}

async function exists(name: string): Promise<boolean> {
  const rows = await t.database.db.select({ userID: users.userID }).from(users).where(eq(users.name, name));
  return rows.length > 0;
}

function fieldError(body: ErrorBody, field: string) {
  return body.errors?.[field]?.[0];
}

describe("the registration form", () => {
  afterEach(() => configure(CAPTCHA_OFF));

  it("answers a fresh signed token and no captcha by default, stored by no cache", async () => {
    const response = await get(t.app, "/api/v2/users/registration-form");
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("private, no-store");
    const form = json<RegistrationForm>(response);
    expect(form.captcha).toBeNull();
    expect(form.formToken).toMatch(/^[0-9a-z]+\.[A-Za-z0-9_-]{43}$/);
  });

  it("names the configured provider and site key, never the secret", async () => {
    await configure(CAPTCHA_ON);
    const response = await get(t.app, "/api/v2/users/registration-form");
    expect(json<RegistrationForm>(response).captcha).toEqual({ provider: "hcaptcha", siteKey: "site-key-1" });
    expect(response.body).not.toContain("the-secret");
  });

  it("shows no captcha while its secret is missing (its answers could not be checked)", async () => {
    await configure({ ...CAPTCHA_ON, "captcha.secretKey": "" });
    const form = json<RegistrationForm>(await get(t.app, "/api/v2/users/registration-form"));
    expect(form.captcha).toBeNull();
  });
});

describe("the captcha secret in GET /config", () => {
  afterAll(() => configure(CAPTCHA_OFF));

  it("is answered to settings.manage only", async () => {
    await configure(CAPTCHA_ON);
    const url = "/api/v2/config?select=captcha.provider,captcha.siteKey,captcha.secretKey";
    const guest = json<Record<string, unknown>>(await get(t.app, url));
    expect(guest).toEqual({ "captcha.provider": "hcaptcha", "captcha.siteKey": "site-key-1" });
    const member = json<Record<string, unknown>>(await get(t.app, url, await signIn(t.app, "member")));
    expect(member).not.toHaveProperty("captcha.secretKey");
    const all = json<Record<string, unknown>>(await get(t.app, "/api/v2/config"));
    expect(all).not.toHaveProperty("captcha.secretKey");
    expect(all).toHaveProperty("signatures.enabled");
    const managed = json<Record<string, unknown>>(await get(t.app, url, admin));
    expect(managed["captcha.secretKey"]).toBe("the-secret");
  });
});

describe("the page CSP", () => {
  afterAll(() => configure(CAPTCHA_OFF));

  const policy = async () => String((await get(t.app, "/entry/register")).headers["content-security-policy"]);

  it("allows a captcha host only while a captcha is configured", async () => {
    expect(await policy()).not.toContain("hcaptcha");
    await configure(CAPTCHA_ON);
    const withHcaptcha = await policy();
    expect(withHcaptcha).toMatch(
      /script-src 'self' 'nonce-[^']+' https:\/\/hcaptcha\.com https:\/\/\*\.hcaptcha\.com/,
    );
    expect(withHcaptcha).toMatch(/frame-src [^;]*https:\/\/\*\.hcaptcha\.com/);
    await configure({ ...CAPTCHA_ON, "captcha.provider": "turnstile" });
    const withTurnstile = await policy();
    expect(withTurnstile).toMatch(/script-src [^;]*https:\/\/challenges\.cloudflare\.com/);
    expect(withTurnstile).not.toContain("hcaptcha");
  });
});

describe("registering with a captcha configured", () => {
  beforeAll(() => configure(CAPTCHA_ON));
  afterAll(() => configure(CAPTCHA_OFF));

  it("refuses a guest without a captcha answer on the captcha field, creating nothing", async () => {
    const payload = account();
    const response = await register(payload);
    expect(response.statusCode).toBe(422);
    expect(fieldError(json<ErrorBody>(response), "captcha")).toMatchObject({ code: "required" });
    expect(await exists(payload.name)).toBe(false);
  });

  it("checks the answer with the provider (secret, response, remoteip) and registers when it passes", async () => {
    const payload = account({ captchaToken: "good" });
    const before = verifier.forms.length;
    const response = await register(payload);
    expect(response.statusCode).toBe(201);
    const form = verifier.forms[before];
    expect(form?.get("secret")).toBe("the-secret");
    expect(form?.get("response")).toBe("good");
    expect(form?.get("remoteip")).toBe("198.51.100.7");
    expect(await exists(payload.name)).toBe(true);
  });

  it("answers a field error when the provider says no", async () => {
    const payload = account({ captchaToken: "forged" });
    const response = await register(payload);
    expect(response.statusCode).toBe(422);
    const error = fieldError(json<ErrorBody>(response), "captcha");
    expect(error).toMatchObject({
      code: "failed",
      message: "The captcha could not be verified. Please try it again.",
    });
    expect(await exists(payload.name)).toBe(false);
  });

  it("answers a field error, never a 5xx, when the provider fails or cannot be reached", async () => {
    const broken = await register(account({ captchaToken: "broken" }));
    expect(broken.statusCode).toBe(422);
    expect(fieldError(json<ErrorBody>(broken), "captcha")?.code).toBe("unavailable");

    process.env.QUORUM_CAPTCHA_VERIFY_URL = "http://127.0.0.1:1/siteverify";
    try {
      const payload = account({ captchaToken: "good" });
      const unreachable = await register(payload);
      expect(unreachable.statusCode).toBe(422);
      expect(fieldError(json<ErrorBody>(unreachable), "captcha")?.code).toBe("unavailable");
      expect(await exists(payload.name)).toBe(false);
    } finally {
      process.env.QUORUM_CAPTCHA_VERIFY_URL = verifier.url;
    }
  });

  it("lets staff add a member without a captcha (users.add)", async () => {
    const payload = account();
    const response = await register(payload, admin);
    expect(response.statusCode).toBe(201);
  });
});

describe("the honeypot", () => {
  it("refuses a filled honeypot with a vague error on no visible field, before asking the provider", async () => {
    await configure(CAPTCHA_ON);
    try {
      const payload = account({ honeypot: "https://spam.example", captchaToken: "good" });
      const before = verifier.forms.length;
      const response = await register(payload);
      expect(response.statusCode).toBe(422);
      const body = json<ErrorBody>(response);
      expect(Object.keys(body.errors ?? {})).toEqual(["registration"]);
      expect(body.message).toBe("We could not accept this registration. Please try again.");
      expect(verifier.forms.length).toBe(before);
      expect(await exists(payload.name)).toBe(false);
    } finally {
      await configure(CAPTCHA_OFF);
    }
  });

  it("accepts an empty one", async () => {
    expect((await register(account({ honeypot: "" }))).statusCode).toBe(201);
  });
});

describe("the form token", () => {
  it("refuses a forged or expired token", async () => {
    const forged = await register(account({ formToken: `${Date.now().toString(36)}.${"A".repeat(43)}` }));
    expect(forged.statusCode).toBe(422);
    expect(fieldError(json<ErrorBody>(forged), "formToken")?.code).toBe("invalid");
    const old = await issueFormToken(t.database.db, Date.now() - 25 * 3_600_000);
    const expired = await register(account({ formToken: old }));
    expect(expired.statusCode).toBe(422);
    expect(fieldError(json<ErrorBody>(expired), "formToken")?.code).toBe("expired");
  });

  it("is not timed while the limits are off (QUORUM_RATE_LIMIT=off, as here)", async () => {
    const { formToken } = json<RegistrationForm>(await get(t.app, "/api/v2/users/registration-form"));
    expect((await register(account({ formToken }))).statusCode).toBe(201);
  });

  describe("with the limits on", () => {
    let limited: TestApp;
    beforeAll(async () => {
      limited = await createTestApp({ rateLimit: true });
    });
    afterAll(() => limited.close());

    const registerOn = (app: TestApp, payload: Record<string, unknown>) =>
      app.app.inject({
        method: "POST",
        url: "/api/v2/users",
        headers: XRW,
        payload,
        remoteAddress: "203.0.113.40",
      });

    it("refuses a form submitted sooner than registration.minimumSeconds, and takes it once that has passed", async () => {
      const { formToken } = json<RegistrationForm>(await get(limited.app, "/api/v2/users/registration-form"));
      const payload = account({ formToken });
      const tooSoon = await registerOn(limited, payload);
      expect(tooSoon.statusCode).toBe(422);
      const error = fieldError(json<ErrorBody>(tooSoon), "formToken");
      expect(error).toMatchObject({
        code: "tooSoon",
        message: "Please take a moment before submitting, then try again.",
      });
      expect(await exists(payload.name)).toBe(false);

      const shownEarlier = await issueFormToken(limited.database.db, Date.now() - 4000);
      expect((await registerOn(limited, { ...payload, formToken: shownEarlier })).statusCode).toBe(201);
    });

    it("follows the config value (0 = no minimum)", async () => {
      await writeConfig(limited.database.db, { "registration.minimumSeconds": 0 });
      const { formToken } = json<RegistrationForm>(await get(limited.app, "/api/v2/users/registration-form"));
      expect((await registerOn(limited, account({ formToken }))).statusCode).toBe(201);
    });

    it("does not time an API client that sends no form token", async () => {
      await writeConfig(limited.database.db, { "registration.minimumSeconds": 3 });
      expect((await registerOn(limited, account())).statusCode).toBe(201);
    });
  });
});
