// The machine-translation adapters (src/server/services/translation/providers) against a loopback fake of DeepL,
// Google Cloud Translation v2 and LibreTranslate (tests/support/fake-translation-server.ts): the requests they send,
// chunking and order, and how every failure maps to a MachineTranslationError. No database.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  createMachineTranslator,
  MachineTranslationError,
  type MachineTranslatorOptions,
  type TranslateRequest,
  type TranslateResult,
  type TranslationServiceConfig,
  type TranslationServiceType,
  verifyMachineTranslator,
} from "../../src/server/services/translation/providers";
import { deeplTargetLang } from "../../src/server/services/translation/providers/deepl";
import { googleLanguage } from "../../src/server/services/translation/providers/google";
import { type FakeTranslationServer, startFakeTranslationServer } from "../support/fake-translation-server";

const KEY = "secret-key-4242";
const HI: TranslateRequest = { texts: ["Hi"], to: "fr", format: "text" };

let fake: FakeTranslationServer;
beforeAll(async () => {
  fake = await startFakeTranslationServer({ apiKey: KEY });
});
afterAll(() => fake.close());
beforeEach(() => fake.reset());

function translator(
  type: TranslationServiceType,
  config: Partial<TranslationServiceConfig> = {},
  options: MachineTranslatorOptions = {},
) {
  return createMachineTranslator(
    { type, apiKey: KEY, url: fake.url, ...config },
    { timeoutMs: 3000, ...options },
  );
}

async function failure(promise: Promise<unknown>): Promise<MachineTranslationError> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(MachineTranslationError);
  return error as MachineTranslationError;
}

/** A fetch that records the URLs it is asked for and answers every call with `body` and `status`. */
function stubFetch(body: unknown, status = 200) {
  const urls: string[] = [];
  const fetch: typeof globalThis.fetch = async (input) => {
    urls.push(String(input));
    return Response.json(body, { status });
  };
  return { urls, fetch };
}

const numbered = (count: number) => Array.from({ length: count }, (_, i) => `hello ${i}`);
const bonjour = (count: number) => Array.from({ length: count }, (_, i) => `bonjour ${i}`);

describe("DeepL", () => {
  it("sends the documented request: key header, JSON, uppercase target, base source language", async () => {
    const result = await translator("deepl").translate({
      texts: ["Hello world", "Thanks"],
      to: "pt-BR",
      from: "en",
      format: "text",
    });
    expect(result).toEqual({ texts: ["[PT-BR] Hello world", "[PT-BR] Thanks"], detectedSource: "en" });
    expect(fake.requests).toHaveLength(1);
    const [request] = fake.requests;
    expect(request?.path).toBe("/v2/translate");
    expect(request?.headers.authorization).toBe(`DeepL-Auth-Key ${KEY}`);
    expect(request?.headers["content-type"]).toBe("application/json");
    expect(request?.body).toEqual({
      text: ["Hello world", "Thanks"],
      target_lang: "PT-BR",
      source_lang: "EN",
    });
  });

  it("lets DeepL detect the source, translates word by word to French and reports the detected language", async () => {
    const result = await translator("deepl").translate({
      texts: ["Hello, World!"],
      to: "fr",
      format: "text",
    });
    expect(result).toEqual({ texts: ["Bonjour, Monde!"], detectedSource: "en" });
    expect(fake.requests[0]?.body).toEqual({ text: ["Hello, World!"], target_lang: "FR" });
  });

  it("asks for tag handling with html and leaves the markup alone", async () => {
    const result = await translator("deepl").translate({
      texts: ['<p class="hello">Hello <b>world</b></p>'],
      to: "fr",
      from: null,
      format: "html",
    });
    expect(result.texts).toEqual(['<p class="hello">Bonjour <b>monde</b></p>']);
    expect(fake.requests[0]?.body).toMatchObject({ tag_handling: "html" });
  });

  it("maps Quorum locales to DeepL targets", async () => {
    expect(
      ["fr", "en", "en-GB", "en-US", "pt", "pt-BR", "zh", "zh-TW", "zh-CN", "de-AT", "ar"].map(
        deeplTargetLang,
      ),
    ).toEqual(["FR", "EN-US", "EN-GB", "EN-US", "PT-PT", "PT-BR", "ZH", "ZH-HANT", "ZH-HANS", "DE", "AR"]);
    // The fake refuses a bare EN target, as DeepL does.
    const result = await translator("deepl").translate({
      texts: ["Bonjour"],
      to: "en",
      from: "fr",
      format: "text",
    });
    expect(result.texts).toEqual(["[EN-US] Bonjour"]);
  });

  it("splits batches over 50 texts and keeps their order", async () => {
    const result = await translator("deepl").translate({ texts: numbered(120), to: "fr", format: "text" });
    expect(result.texts).toEqual(bonjour(120));
    expect(fake.requests.map((r) => (r.body as { text: string[] }).text.length)).toEqual([50, 50, 20]);
  });

  it("picks api-free.deepl.com for a Free key (:fx) and api.deepl.com otherwise", async () => {
    const answer = { translations: [{ detected_source_language: "EN", text: "Bonjour" }] };
    for (const [apiKey, url] of [
      ["abc:fx", "https://api-free.deepl.com/v2/translate"],
      ["abc", "https://api.deepl.com/v2/translate"],
    ]) {
      const stub = stubFetch(answer);
      const deepl = createMachineTranslator({ type: "deepl", apiKey }, { fetch: stub.fetch });
      await verifyMachineTranslator(deepl);
      expect(stub.urls).toEqual([url]);
    }
  });

  it("reports a refused key as auth, without the key", async () => {
    const error = await failure(translator("deepl", { apiKey: "wrong-key" }).translate(HI));
    expect(error).toMatchObject({ kind: "auth", status: 403, provider: "deepl" });
    expect(error.message).toMatch(/^DeepL refused the API key \(403\)\./);
    expect(error.message).not.toContain("wrong-key");
    expect(fake.requests).toHaveLength(1);
  });

  it("reports 456 as quota and does not retry it", async () => {
    fake.failNext(1, 456);
    const error = await failure(translator("deepl").translate(HI));
    expect(error).toMatchObject({ kind: "quota", status: 456 });
    expect(fake.requests).toHaveLength(1);
  });
});

describe("retries and deadlines", () => {
  it("waits out a 429's Retry-After and then succeeds", async () => {
    fake.failNext(1, 429, { retryAfter: 1 });
    const started = Date.now();
    const result = await translator("deepl").translate({ texts: ["Hello"], to: "fr", format: "text" });
    expect(result.texts).toEqual(["Bonjour"]);
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);
    expect(fake.requests).toHaveLength(2);
  });

  it("fails at once with rate-limit when Retry-After is longer than it will wait", async () => {
    fake.failNext(1, 429, { retryAfter: 120 });
    const error = await failure(
      translator("google").translate({ texts: ["Hello"], to: "fr", format: "text" }),
    );
    expect(error).toMatchObject({ kind: "rate-limit", status: 429 });
    expect(error.message).toContain("120 seconds");
    expect(fake.requests).toHaveLength(1);
  });

  it("retries two 500s with backoff and then succeeds", async () => {
    fake.failNext(2, 500);
    const result = await translator("libretranslate").translate({
      texts: ["Thanks"],
      to: "fr",
      format: "text",
    });
    expect(result.texts).toEqual(["Merci"]);
    expect(fake.requests).toHaveLength(3);
  });

  it("gives up after the retries with a provider error", async () => {
    fake.failNext(3, 500);
    const error = await failure(translator("deepl").translate(HI));
    expect(error).toMatchObject({ kind: "provider", status: 500 });
    expect(error.message).toContain("DeepL failed with an error (500)");
    expect(fake.requests).toHaveLength(3);

    fake.reset();
    fake.failNext(1, 503);
    const once = await failure(translator("deepl", {}, { retries: 0 }).translate(HI));
    expect(once.status).toBe(503);
    expect(fake.requests).toHaveLength(1);
  });

  it("times out a service that never answers, without retrying", async () => {
    fake.hangNext(1);
    const started = Date.now();
    const error = await failure(translator("deepl", {}, { timeoutMs: 300 }).translate(HI));
    expect(error).toMatchObject({ kind: "timeout", status: null });
    expect(error.message).toBe("DeepL did not answer within 0.3 seconds.");
    expect(Date.now() - started).toBeLessThan(2000);
    expect(fake.requests).toHaveLength(1);
  });

  it("reports an unreachable service as network, naming the origin but never the key", async () => {
    const gone = await startFakeTranslationServer();
    await gone.close();
    const error = await failure(translator("google", { url: gone.url }, { retries: 1 }).translate(HI));
    expect(error).toMatchObject({ kind: "network", status: null });
    expect(error.message).toContain(gone.url);
    expect(error.message).not.toContain(KEY);
  });

  it("quotes the service's explanation without the key", async () => {
    const stub = stubFetch({ message: `Key ${KEY} is malformed.` }, 400);
    const deepl = createMachineTranslator({ type: "deepl", apiKey: KEY }, { fetch: stub.fetch });
    const error = await failure(deepl.translate(HI));
    expect(error.kind).toBe("bad-request");
    expect(error.message).toBe('DeepL rejected the request (400). It said: "Key [API key] is malformed."');
  });
});

describe("Google Cloud Translation", () => {
  it("sends the key as a query parameter and lowercase base codes", async () => {
    const result = await translator("google").translate({
      texts: ["Hello", "world"],
      to: "pt-BR",
      from: "en-GB",
      format: "text",
    });
    expect(result).toEqual({ texts: ["[pt] Hello", "[pt] world"], detectedSource: null });
    const [request] = fake.requests;
    expect(request?.path).toBe("/language/translate/v2");
    expect(request?.query).toEqual({ key: KEY });
    expect(request?.body).toEqual({ q: ["Hello", "world"], target: "pt", source: "en", format: "text" });
  });

  it("keeps zh-CN and zh-TW, detects the source, and passes html through", async () => {
    expect(["zh-TW", "zh-CN", "zh", "pt-BR", "AR"].map(googleLanguage)).toEqual([
      "zh-TW",
      "zh-CN",
      "zh",
      "pt",
      "ar",
    ]);
    const result = await translator("google").translate({
      texts: ["<i>Welcome</i>"],
      to: "fr",
      format: "html",
    });
    expect(result).toEqual({ texts: ["<i>Bienvenue</i>"], detectedSource: "en" });
    expect(fake.requests[0]?.body).toEqual({ q: ["<i>Welcome</i>"], target: "fr", format: "html" });
  });

  it("splits batches over 128 texts and keeps their order", async () => {
    const result = await translator("google").translate({ texts: numbered(300), to: "fr", format: "text" });
    expect(result.texts).toEqual(bonjour(300));
    expect(fake.requests.map((r) => (r.body as { q: string[] }).q.length)).toEqual([128, 128, 44]);
  });

  it("reads Google's 400 API_KEY_INVALID as auth", async () => {
    const error = await failure(translator("google", { apiKey: "nope" }).translate(HI));
    expect(error).toMatchObject({ kind: "auth", status: 400, provider: "google" });
    expect(error.message).toMatch(/^Google Cloud Translation refused the API key \(400\)\./);
  });

  it("reads a 403 dailyLimitExceeded as quota", async () => {
    const body = {
      error: { code: 403, message: "Daily Limit Exceeded", errors: [{ reason: "dailyLimitExceeded" }] },
    };
    const stub = stubFetch(body, 403);
    const google = createMachineTranslator({ type: "google", apiKey: KEY }, { fetch: stub.fetch });
    const error = await failure(google.translate(HI));
    expect(error).toMatchObject({ kind: "quota", status: 403 });
    expect(stub.urls).toEqual([`https://translation.googleapis.com/language/translate/v2?key=${KEY}`]);
  });

  it("refuses to run without a key, before any request", async () => {
    const error = await failure(translator("google", { apiKey: "" }).translate(HI));
    expect(error).toMatchObject({ kind: "auth", status: null });
    expect(fake.requests).toHaveLength(0);
  });
});

describe("LibreTranslate", () => {
  it("sends q as an array, source auto, the format and api_key in the body", async () => {
    const result = await translator("libretranslate").translate({
      texts: ["Hello <b>the</b> world", "Welcome"],
      to: "fr",
      format: "html",
    });
    expect(result).toEqual({ texts: ["Bonjour <b>le</b> monde", "Bienvenue"], detectedSource: "en" });
    const [request] = fake.requests;
    expect(request?.path).toBe("/translate");
    expect(request?.body).toEqual({
      q: ["Hello <b>the</b> world", "Welcome"],
      source: "auto",
      target: "fr",
      format: "html",
      api_key: KEY,
    });
  });

  it("sends base codes for a known source and keeps the order of large batches", async () => {
    const result = await translator("libretranslate").translate({
      texts: numbered(70),
      to: "pt-BR",
      from: "en-US",
      format: "text",
    });
    expect(result.texts).toEqual(numbered(70).map((text) => `[pt] ${text}`));
    expect(fake.requests[0]?.body).toMatchObject({ source: "en", target: "pt", format: "text" });
  });

  it("works without a key against an instance that needs none", async () => {
    const open = await startFakeTranslationServer();
    try {
      const libre = createMachineTranslator({ type: "libretranslate", url: `${open.url}/` });
      await verifyMachineTranslator(libre);
      expect(open.requests[0]?.body).toEqual({ q: ["Hello"], source: "en", target: "fr", format: "text" });
    } finally {
      await open.close();
    }
  });

  it("reads a wrong key (403) and a missing required key (400) as auth", async () => {
    const wrong = await failure(verifyMachineTranslator(translator("libretranslate", { apiKey: "bad" })));
    expect(wrong).toMatchObject({ kind: "auth", status: 403 });
    const missing = await failure(
      verifyMachineTranslator(translator("libretranslate", { apiKey: undefined })),
    );
    expect(missing).toMatchObject({ kind: "auth", status: 400 });
  });

  it("needs a URL", async () => {
    const error = await failure(createMachineTranslator({ type: "libretranslate" }).translate(HI));
    expect(error).toMatchObject({ kind: "bad-request", status: null });
  });

  it("accepts a pre-1.3 single-string answer for one text only", async () => {
    const single = stubFetch({ translatedText: "Bonjour" });
    const libre = createMachineTranslator(
      { type: "libretranslate", url: "http://libre.test" },
      { fetch: single.fetch },
    );
    expect((await libre.translate({ texts: ["Hello"], to: "fr", format: "text" })).texts).toEqual([
      "Bonjour",
    ]);
    const error = await failure(libre.translate({ texts: ["Hello", "world"], to: "fr", format: "text" }));
    expect(error.kind).toBe("provider");
  });
});

describe("verifyMachineTranslator", () => {
  it.each(["deepl", "google", "libretranslate"] as const)("passes against a working %s", async (type) => {
    await expect(verifyMachineTranslator(translator(type))).resolves.toBeUndefined();
    expect(JSON.stringify(fake.requests[0]?.body)).toContain('"Hello"');
  });

  it("throws the translator's MachineTranslationError", async () => {
    const error = await failure(verifyMachineTranslator(translator("deepl", { apiKey: "wrong" })));
    expect(error.kind).toBe("auth");
  });

  it("sends nothing for an empty batch", async () => {
    const empty: TranslateResult = { texts: [], detectedSource: null };
    expect(await translator("deepl").translate({ ...HI, texts: [] })).toEqual(empty);
    expect(fake.requests).toHaveLength(0);
  });
});
