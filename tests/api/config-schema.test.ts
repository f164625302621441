// The config table's schema (schemas/config/site-config.schema.json, docs/reference/configuration.md): GET /config
// answers every key it declares (private ones to settings.manage only), PATCH /config is checked against it with
// errors grouped by key, its defaults agree with the constants code reads, and the settings it adds take effect (the
// site name in pages, upload rules, registration).
import type { InjectOptions, LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import siteConfigSchema from "../../schemas/config/site-config.schema.json";
import { DEFAULT_EDIT_TIMEOUT_SECONDS, EDIT_TIMEOUT_CONFIG_KEY } from "../../src/lib/editing/edit-window";
import { DEFAULT_ENTRY_URLS } from "../../src/lib/entry-url";
import integrationsCatalogue from "../../src/lib/i18n/messages/en/dashboard-integrations.json";
import enCatalogue from "../../src/lib/i18n/messages/en/dashboard-settings.json";
import publicIntegrationsCatalogue from "../../src/lib/i18n/messages/en/integrations.json";
import { NOTIFICATION_TYPES } from "../../src/lib/notification-types";
import { PRIVATE_CONFIG_KEYS, PUBLIC_CONFIG_DEFAULTS } from "../../src/server/services/config";
import type { ErrorBody } from "../../src/types/generated/api/error-body";
import { createTestApp, get, json, signIn, type TestApp, XRW } from "./support/app";
import { pagesPlugin } from "./support/guest-cache";
import { storeHome, widgets } from "./support/stored-layout";

let t: TestApp;
let admin: string;
let member: string;

beforeAll(async () => {
  t = await createTestApp({ extraPlugins: [pagesPlugin] });
  admin = await signIn(t.app, "admin");
  member = await signIn(t.app, "member");
});
afterAll(() => t.close());

function patch(values: unknown, cookie = admin) {
  return t.app.inject({
    method: "PATCH",
    url: "/api/v2/config",
    headers: { ...XRW, cookie },
    payload: values as InjectOptions["payload"],
  });
}

const properties = siteConfigSchema.properties as Record<string, Record<string, unknown>>;
const keys = Object.keys(properties);

function pageState(response: LightMyRequestResponse): { site: { name: string; description: string } } {
  const text = /<script id="__QUORUM_STATE__" type="application\/json">(.*?)<\/script>/s.exec(
    response.body,
  )?.[1];
  return JSON.parse(text ?? "{}");
}

describe("the schema", () => {
  it("declares each key once with a default, a group, and labels in the catalogue where a page shows it", () => {
    // The integrations page's labels live in their own areas (docs/reference/integrations.md#settings).
    const catalogue: Record<string, string> = {
      ...enCatalogue,
      ...integrationsCatalogue,
      ...publicIntegrationsCatalogue,
    };
    for (const [key, property] of Object.entries(properties)) {
      expect(property.default, key).toBeDefined();
      expect(typeof property["x-group"], key).toBe("string");
      expect(typeof property.description, key).toBe("string");
      const shown = ["site", "posting", "registration", "features", "integrations"].includes(
        String(property["x-group"]),
      );
      if (shown) {
        expect(catalogue[String(property.title)], `${key} title`).toBeDefined();
        expect(catalogue[String(property.description)], `${key} description`).toBeDefined();
      }
    }
    expect(PUBLIC_CONFIG_DEFAULTS).toEqual(
      Object.fromEntries(keys.map((key) => [key, properties[key]?.default])),
    );
  });

  it("agrees with the defaults code reads", () => {
    expect(PUBLIC_CONFIG_DEFAULTS[EDIT_TIMEOUT_CONFIG_KEY]).toBe(DEFAULT_EDIT_TIMEOUT_SECONDS);
    for (const type of NOTIFICATION_TYPES) {
      expect(PUBLIC_CONFIG_DEFAULTS[`notifications.defaults.${type.key}.popup`]).toBe(type.defaults.popup);
      expect(PUBLIC_CONFIG_DEFAULTS[`notifications.defaults.${type.key}.email`]).toBe(type.defaults.email);
    }
    expect(PUBLIC_CONFIG_DEFAULTS["entry.signInUrl"]).toBe(DEFAULT_ENTRY_URLS.signInUrl);
    expect(PUBLIC_CONFIG_DEFAULTS["entry.registerUrl"]).toBe(DEFAULT_ENTRY_URLS.registerUrl);
    expect(PUBLIC_CONFIG_DEFAULTS["entry.signOutUrl"]).toBe(DEFAULT_ENTRY_URLS.signOutUrl);
    expect([...PRIVATE_CONFIG_KEYS].sort()).toEqual([
      "captcha.secretKey",
      "integrations.github.token",
      "integrations.webhook.secret",
      "navigation.items",
    ]);
  });
});

describe("GET /config", () => {
  it("answers every key, the private ones to settings.manage only", async () => {
    const all = json<Record<string, unknown>>(await get(t.app, "/api/v2/config", admin));
    expect(Object.keys(all).sort()).toEqual([...keys].sort());
    expect(all["site.name"]).toBe(t.app.siteConfig.title);
    expect(all["upload.allowedExtensions"]).toEqual(t.app.siteConfig.upload.allowedExtensions);
    for (const cookie of [member, undefined]) {
      const seen = json<Record<string, unknown>>(await get(t.app, "/api/v2/config", cookie));
      expect(Object.keys(seen)).not.toContain("captcha.secretKey");
      expect(Object.keys(seen)).not.toContain("navigation.items");
      const asked = await get(t.app, "/api/v2/config?select=captcha.secretKey,captcha.siteKey", cookie);
      expect(json<Record<string, unknown>>(asked)).toEqual({ "captcha.siteKey": "" });
    }
  });
});

describe("PATCH /config", () => {
  it("refuses unknown keys and bad values, every error under its key", async () => {
    const refused = await patch({
      "no.such.key": true,
      "posting.newAccountDays": 99999,
      "upload.allowedExtensions": ["png", "NOT OK"],
      "captcha.provider": "other",
      "search.externalUrl": "javascript:alert(1)",
    });
    expect(refused.statusCode).toBe(400);
    const body = json<ErrorBody>(refused);
    expect(Object.keys(body.errors ?? {}).sort()).toEqual([
      "captcha.provider",
      "no.such.key",
      "posting.newAccountDays",
      "search.externalUrl",
      "upload.allowedExtensions",
    ]);
    expect(body.errors?.["posting.newAccountDays"]?.[0]?.message).toBe(
      "posting.newAccountDays must be less than or equal to 3650.",
    );
    // Nothing of a refused patch is stored.
    const days = json<Record<string, unknown>>(
      await get(t.app, "/api/v2/config?select=posting.newAccountDays"),
    );
    expect(days["posting.newAccountDays"]).toBe(7);
    expect((await patch({})).statusCode).toBe(400);
    expect((await patch({ "emails.enabled": "yes" })).statusCode).toBe(400);
    expect((await patch({ "site.name": "Mine" }, member)).statusCode).toBe(403);
  });

  it("stores a valid patch and answers the stored values", async () => {
    const saved = await patch({ "upload.allowedExtensions": ["png"], "captcha.secretKey": "s3cret" });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(json<Record<string, unknown>>(saved)).toEqual({
      "upload.allowedExtensions": ["png"],
      "captcha.secretKey": "s3cret",
    });
    const asMember = await get(t.app, "/api/v2/config?select=captcha.secretKey", member);
    expect(json<Record<string, unknown>>(asMember)).toEqual({});
    await patch({
      "upload.allowedExtensions": t.app.siteConfig.upload.allowedExtensions,
      "captcha.secretKey": "",
    });
  });
});

describe("settings in effect", () => {
  it("names the site as configured in the page state and title", async () => {
    expect((await patch({ "site.name": "Owners' Corner", "site.description": "Ours now." })).statusCode).toBe(
      200,
    );
    try {
      const page = await t.app.inject({ method: "GET", url: "/entry/signin" });
      expect(pageState(page).site).toMatchObject({ name: "Owners' Corner", description: "Ours now." });
      expect(page.body).toContain("<title>Sign In - Owners&#39; Corner</title>");
    } finally {
      await patch({ "site.name": "", "site.description": "" });
    }
    const page = await t.app.inject({ method: "GET", url: "/entry/signin" });
    expect(pageState(page).site.name).toBe(t.app.siteConfig.title);
  });

  it("gives the site's banners the configured texts, and the site name before", async () => {
    await storeHome(t, [{ $hydrate: "react.app-banner", descriptionType: "siteSection/description" }]);
    const banner = async () =>
      (await widgets(t, "BannerWidget"))[0] as { title: string; description: string };
    expect(await banner()).toMatchObject({ title: t.app.siteConfig.title });
    expect(
      (await patch({ "banner.title": "Welcome home", "banner.description": "Ask away." })).statusCode,
    ).toBe(200);
    try {
      expect(await banner()).toMatchObject({ title: "Welcome home", description: "Ask away." });
    } finally {
      await patch({ "banner.title": "", "banner.description": "" });
    }
  });

  it("applies the configured upload extensions to POST /media", async () => {
    expect((await patch({ "upload.allowedExtensions": ["gif"] })).statusCode).toBe(200);
    try {
      const boundary = "----quorum";
      const payload = Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
        ),
        Buffer.from("not really a png"),
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      const refused = await t.app.inject({
        method: "POST",
        url: "/api/v2/media",
        headers: { ...XRW, cookie: admin, "content-type": `multipart/form-data; boundary=${boundary}` },
        payload,
      });
      expect(refused.statusCode).toBe(415);
      expect(json<ErrorBody>(refused).message).toBe(
        "The uploaded file did not have an allowed extension. Allowed extensions: gif.",
      );
    } finally {
      await patch({ "upload.allowedExtensions": t.app.siteConfig.upload.allowedExtensions });
    }
  });

  it("hides Register when registration is closed in the settings", async () => {
    expect((await patch({ "registration.enabled": false })).statusCode).toBe(200);
    try {
      const page = await t.app.inject({ method: "GET", url: "/entry/signin" });
      const state = JSON.parse(
        /<script id="__QUORUM_STATE__" type="application\/json">(.*?)<\/script>/s.exec(page.body)?.[1] ??
          "{}",
      );
      expect(state.site.entryUrls.registerUrl).toBeNull();
    } finally {
      await patch({ "registration.enabled": true });
    }
  });
});
