// Localisation (docs/reference/localisation.md): the locales an administrator enables, the language a page speaks
// (section, the member's choice, the browser) and the guest cache keyed by it, content translations of site records
// shown on pages, machine translation services (keys write-only, tried before saving) against the loopback fake
// LibreTranslate and DeepL, and posts read in another language (cached per source, retranslated after an edit).
import { and, eq } from "drizzle-orm";
import type { InjectOptions, LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { config, layouts, postTranslations } from "../../src/server/db/schema";
import { setMachineTranslationSettings } from "../../src/server/services/translation/service-settings";
import type { ErrorBody } from "../../src/types/generated/api/error-body";
import type { Locale } from "../../src/types/generated/api/locale";
import type { PostTranslation } from "../../src/types/generated/api/post-translation";
import type { Translation } from "../../src/types/generated/api/translation";
import type { TranslationService } from "../../src/types/generated/api/translation-service";
import { type FakeTranslationServer, startFakeTranslationServer } from "../support/fake-translation-server";
import { createTestApp, get, json, signIn, type TestApp, XRW } from "./support/app";
import { categoryIDByUrlcode } from "./support/data";
import { cacheStatus, pagesPlugin } from "./support/guest-cache";
import { home, storeHome } from "./support/stored-layout";

let t: TestApp;
let admin: string;
let member: string;
let fake: FakeTranslationServer;
let general: number;

const DEEPL_KEY = "deepl-test-key:fx";

beforeAll(async () => {
  t = await createTestApp({ guestCache: { pollMs: 100 }, extraPlugins: [pagesPlugin] });
  setMachineTranslationSettings(t.database.db, { options: { timeoutMs: 2000, retries: 0 } });
  fake = await startFakeTranslationServer({ apiKey: DEEPL_KEY });
  admin = await signIn(t.app, "admin");
  member = await signIn(t.app, "member");
  general = await categoryIDByUrlcode(t.database.db, "general");
});
afterAll(async () => {
  await fake.close();
  await t.close();
});

function send(method: InjectOptions["method"], url: string, payload: unknown, cookie = admin) {
  return t.app.inject({
    method,
    url: `/api/v2${url}`,
    headers: { ...XRW, cookie },
    payload: payload as InjectOptions["payload"],
  });
}

function page(url: string, headers: Record<string, string> = {}): Promise<LightMyRequestResponse> {
  return t.app.inject({ method: "GET", url, headers });
}

/** The page's inlined state's language part. */
function pageLanguage(response: LightMyRequestResponse) {
  const lang = /<html[^>]*\slang="([^"]+)"/.exec(response.body)?.[1];
  const dir = /<html[^>]*\sdir="([^"]+)"/.exec(response.body)?.[1];
  const state = inlinedState(response).i18n?.locale;
  return { lang, dir, state };
}

function inlinedState(response: LightMyRequestResponse): {
  i18n?: { locale: string; messages: Record<string, unknown> };
} {
  const text = /<script id="__QUORUM_STATE__" type="application\/json">(.*?)<\/script>/s.exec(
    response.body,
  )?.[1];
  return JSON.parse(text ?? "{}");
}

async function localeID(key: string): Promise<number> {
  const all = json<Locale[]>(await get(t.app, "/api/v2/locales?enabled=false", admin));
  const found = all.find((locale) => locale.localeKey === key);
  if (!found) throw new Error(`No locale ${key}`);
  return found.localeID;
}

describe("locales", () => {
  it("lists the enabled ones with their names in every enabled locale", async () => {
    const locales = json<Locale[]>(await get(t.app, "/api/v2/locales"));
    expect(locales.map((locale) => locale.localeKey)).toEqual(["en", "fr"]);
    expect(locales[1]).toMatchObject({
      localeKey: "fr",
      interface: true,
      dir: "ltr",
      translationService: null,
      displayNames: { en: "French", fr: "français" },
    });
  });

  it("turns Arabic on (a right-to-left interface) but never English off", async () => {
    const arabic = await send("PATCH", `/locales/${await localeID("ar")}`, { enabled: true });
    expect(arabic.statusCode, arabic.body).toBe(200);
    expect(json<Locale>(arabic)).toMatchObject({
      localeKey: "ar",
      enabled: true,
      dir: "rtl",
      interface: true,
    });
    const english = await send("PATCH", `/locales/${await localeID("en")}`, { enabled: false });
    expect(english.statusCode).toBe(422);
    expect(json<ErrorBody>(english).errors?.enabled?.[0]?.code).toBe("sourceLocale");
  });

  it("adds a content locale in its canonical spelling and refuses what is no language tag", async () => {
    const added = await send("POST", "/locales", { localeKey: "pt_br" });
    expect(added.statusCode, added.body).toBe(201);
    expect(json<Locale>(added)).toMatchObject({ localeKey: "pt-BR", interface: false, enabled: true });
    expect((await send("POST", "/locales", { localeKey: "not a language" })).statusCode).toBe(400);
  });

  it("refuses a translation service that is not set up", async () => {
    const response = await send("PATCH", `/locales/${await localeID("fr")}`, {
      translationService: "google",
    });
    expect(response.statusCode).toBe(422);
    expect(json<ErrorBody>(response).errors?.translationService?.[0]?.code).toBe("notConfigured");
  });
});

describe("the language of a page", () => {
  it("is the section's on /fr, whatever the browser says", async () => {
    const response = await page("/fr", { "accept-language": "en-US,en;q=0.9" });
    expect(pageLanguage(response)).toEqual({ lang: "fr", dir: "ltr", state: "fr" });
  });

  it("follows the browser elsewhere, and the member's choice before it", async () => {
    expect(pageLanguage(await page("/", { "accept-language": "fr-CA,fr;q=0.9,en;q=0.5" })).state).toBe("fr");
    expect(pageLanguage(await page("/", { "accept-language": "de-DE" })).state).toBe("en");
    const chosen = await page("/", { "accept-language": "fr", cookie: "quorum_locale=en" });
    expect(pageLanguage(chosen).state).toBe("en");
  });

  it("takes a malformed language cookie or header for no choice", async () => {
    const response = await page("/", { cookie: "quorum_locale=%E0%A4%A", "quorum-locale": "%%" });
    expect(response.statusCode).toBe(200);
    expect(pageLanguage(response).state).toBe("en");
  });

  it("mirrors the page for a right-to-left language", async () => {
    expect(pageLanguage(await page("/", { cookie: "quorum_locale=ar" }))).toEqual({
      lang: "ar",
      dir: "rtl",
      state: "ar",
    });
  });

  it("keeps one guest cache entry per language, and says pages vary by it", async () => {
    const french = await page("/categories", { "accept-language": "fr" });
    const english = await page("/categories", { "accept-language": "en" });
    const frenchAgain = await page("/categories", { "accept-language": "fr" });
    expect(pageLanguage(french).state).toBe("fr");
    expect(pageLanguage(english).state).toBe("en");
    expect(pageLanguage(frenchAgain).state).toBe("fr");
    expect(cacheStatus(frenchAgain)).toBe("hit");
    expect(String(french.headers.vary)).toContain("accept-language");
  });

  it("carries the French messages, parsed where they have placeholders", async () => {
    const response = await page("/fr");
    const state = /<script id="__QUORUM_STATE__" type="application\/json">(.*?)<\/script>/s.exec(
      response.body,
    )?.[1];
    const parsed = JSON.parse(state ?? "{}") as { i18n?: { messages: Record<string, unknown> } };
    const messages = parsed.i18n?.messages ?? {};
    expect(Object.keys(messages).length).toBeGreaterThan(0);
    const withPlaceholders = Object.values(messages).filter((message) => typeof message !== "string");
    for (const message of withPlaceholders) expect(Array.isArray(message)).toBe(true);
  });
});

describe("content translations", () => {
  const generalName = () => ({
    translationPropertyKey: `category.${general}.name`,
    locale: "fr",
    recordType: "category",
    recordID: general,
    propertyName: "name",
  });

  it("stores, lists and removes a category's name in French", async () => {
    const stored = await send("PATCH", "/translations/site", [
      { ...generalName(), translation: "Discussions générales" },
    ]);
    expect(stored.statusCode, stored.body).toBe(200);
    const listed = json<Translation[]>(
      await get(
        t.app,
        `/api/v2/translations/site?locale=fr&recordType=category&recordIDs=${general},999`,
        admin,
      ),
    );
    expect(listed).toEqual([
      expect.objectContaining({ ...generalName(), translation: "Discussions générales" }),
    ]);
    expect((await send("PATCH", "/translations/site/remove", [generalName()])).statusCode).toBe(204);
    // The demo's own French texts (its knowledge base's names) are of other record types.
    const left = await get(t.app, "/api/v2/translations/site?locale=fr&recordType=category", admin);
    expect(json<Translation[]>(left)).toEqual([]);
  });

  it("refuses a property key that does not match its record", async () => {
    const response = await send("PATCH", "/translations/site", [
      { ...generalName(), translationPropertyKey: "category.1.description", translation: "x" },
    ]);
    expect(response.statusCode).toBe(400);
    expect(Object.keys(json<ErrorBody>(response).errors ?? {})).toEqual(["0.translationPropertyKey"]);
  });

  it("shows a guest of the French section the translated category, and the English one the source", async () => {
    await send("PATCH", "/translations/site", [{ ...generalName(), translation: "Discussions générales" }]);
    const french = await page("/fr/categories");
    expect(french.statusCode).toBe(200);
    expect(french.body).toContain("Discussions générales");
    const english = await page("/categories", { "accept-language": "en" });
    expect(english.body).not.toContain("Discussions générales");
    await send("PATCH", "/translations/site/remove", [generalName()]);
    expect((await page("/fr/categories")).body).not.toContain("Discussions générales");
  });
});

describe("machine translation services", () => {
  it("lists the three services, none set up", async () => {
    const services = json<TranslationService[]>(await get(t.app, "/api/v2/translation-services", admin));
    expect(services.map((service) => [service.type, service.isConfigured])).toEqual([
      ["deepl", false],
      ["google", false],
      ["libretranslate", false],
    ]);
  });

  it("tries a key before saving it, and never answers it", async () => {
    const wrong = await send("PUT", "/translation-services/deepl", { apiKey: "wrong:fx", url: fake.url });
    expect(wrong.statusCode).toBe(422);
    expect(json<ErrorBody>(wrong).message).toMatch(/DeepL/);
    expect(wrong.body).not.toContain("wrong:fx");
    const right = await send("PUT", "/translation-services/deepl", { apiKey: DEEPL_KEY, url: fake.url });
    expect(right.statusCode, right.body).toBe(200);
    expect(json<TranslationService>(right)).toMatchObject({ type: "deepl", isConfigured: true });
    const listed = await get(t.app, "/api/v2/translation-services", admin);
    expect(listed.body).not.toContain(DEEPL_KEY);
  });

  it("pre-fills the translator from the locale's service", async () => {
    // The fake asks every service for the one key it was started with.
    const saved = await send("PUT", "/translation-services/libretranslate", {
      url: fake.url,
      apiKey: DEEPL_KEY,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const chosen = await send("PATCH", `/locales/${await localeID("fr")}`, {
      translationService: "libretranslate",
    });
    expect(chosen.statusCode, chosen.body).toBe(200);
    const response = await send("POST", "/translations/site/machine", {
      locale: "fr",
      properties: [{ translationPropertyKey: "category.1.name", sourceText: "Hello world" }],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(json(response)).toEqual({
      locale: "fr",
      service: "libretranslate",
      translations: [{ translationPropertyKey: "category.1.name", translation: "Bonjour monde" }],
    });
  });

  it("answers 502 with the service's problem when it fails", async () => {
    fake.failNext(1, 500);
    const response = await send("POST", "/translations/site/machine", {
      locale: "fr",
      properties: [{ translationPropertyKey: "category.1.name", sourceText: "Hello" }],
    });
    expect(response.statusCode).toBe(502);
    expect(json<ErrorBody>(response).message).toMatch(/LibreTranslate/);
  });
});

describe("reading a post in another language", () => {
  let discussionID: number;

  beforeAll(async () => {
    const created = await send(
      "POST",
      "/discussions",
      { name: "Hello world", body: "Thanks and welcome", format: "markdown", categoryID: general },
      member,
    );
    expect(created.statusCode, created.body).toBe(201);
    discussionID = json<{ discussionID: number }>(created).discussionID;
  });

  it("asks guests to sign in", async () => {
    expect((await get(t.app, `/api/v2/discussions/${discussionID}/translation?locale=fr`)).statusCode).toBe(
      401,
    );
  });

  it("translates through the locale's service once, then answers from the cache", async () => {
    const first = await get(t.app, `/api/v2/discussions/${discussionID}/translation?locale=fr`, member);
    expect(first.statusCode, first.body).toBe(200);
    expect(json<PostTranslation>(first)).toMatchObject({
      recordType: "discussion",
      name: "Bonjour monde",
      service: "libretranslate",
      cached: false,
    });
    expect(json<PostTranslation>(first).body).toContain("Merci et bienvenue");
    const calls = fake.requests.length;
    const second = await get(t.app, `/api/v2/discussions/${discussionID}/translation?locale=fr`, member);
    expect(json<PostTranslation>(second).cached).toBe(true);
    expect(fake.requests.length).toBe(calls);
  });

  it("translates afresh after the post is edited", async () => {
    const stored = () =>
      t.database.db
        .select({ locale: postTranslations.locale })
        .from(postTranslations)
        .where(
          and(eq(postTranslations.recordType, "discussion"), eq(postTranslations.recordID, discussionID)),
        );
    expect((await stored()).length).toBeGreaterThan(0);
    const edited = await send("PATCH", `/discussions/${discussionID}`, { body: "Hello and thanks" }, member);
    expect(edited.statusCode, edited.body).toBe(200);
    // The edit drops the translations of the old text.
    expect(await stored()).toHaveLength(0);
    const response = await get(t.app, `/api/v2/discussions/${discussionID}/translation?locale=fr`, member);
    expect(json<PostTranslation>(response)).toMatchObject({ cached: false });
    expect(json<PostTranslation>(response).body).toContain("Bonjour et merci");
  });

  it("answers 409 for a language no service translates into", async () => {
    const response = await get(t.app, `/api/v2/discussions/${discussionID}/translation?locale=ar`, member);
    expect(response.statusCode).toBe(409);
  });
});

describe("layout texts, navigation labels and role names", () => {
  it("shows a layout's banner title, a navigation label and a role name in the reader's language", async () => {
    await storeHome(t, [
      {
        $hydrate: "react.app-banner",
        title: "Welcome to our community",
        titleType: "static",
        showTitle: true,
      },
      { $hydrate: "react.role-spotlight" },
    ]);
    const [stored] = await t.database.db.select({ layoutID: layouts.layoutID }).from(layouts);
    const layoutID = stored?.layoutID ?? 0;
    await t.database.db
      .insert(config)
      .values({ key: "navigation.items", value: [{ id: "posts", name: "Posts", url: "/discussions" }] })
      .onConflictDoUpdate({
        target: config.key,
        set: { value: [{ id: "posts", name: "Posts", url: "/discussions" }] },
      });
    const stored2 = await send("PATCH", "/translations/site", [
      {
        translationPropertyKey: `layout.${layoutID}.layout.0.children.0.title`,
        locale: "fr",
        translation: "Bienvenue dans notre communauté",
        recordType: "layout",
        recordID: layoutID,
        propertyName: "layout.0.children.0.title",
      },
      {
        translationPropertyKey: "navigationItem.posts.name",
        locale: "fr",
        translation: "Publications",
        recordType: "navigationItem",
        recordKey: "posts",
        propertyName: "name",
      },
    ]);
    expect(stored2.statusCode, stored2.body).toBe(200);
    const french = await t.app.inject({
      method: "GET",
      url: "/api/v2/layouts/lookup-hydrate?layoutViewType=home&recordType=siteSection&recordID=0",
      headers: { "quorum-locale": "fr" },
    });
    expect(french.body).toContain("Bienvenue dans notre communauté");
    expect(french.body).toContain("Publications");
    const english = await home(t);
    expect(JSON.stringify(english)).toContain("Welcome to our community");
    expect(JSON.stringify(english)).not.toContain("Publications");
  });
});
