// A loopback stand-in for the three machine-translation services Quorum calls (DeepL v2, Google Cloud Translation
// v2, LibreTranslate), speaking their documented request and error shapes, so adapters and end-to-end tests run
// without the network or an account. Its "translation" is deterministic: to French it swaps a few words, keeping
// their case; to any other target it prefixes the text with the target code the service received.
//   In-process: startFakeTranslationServer({ port?, apiKey? }).
//   Standalone: npx tsx tests/support/fake-translation-server.ts [--port 5055] [--api-key KEY]
//     prints "listening <url>"; the same controls are then reachable over HTTP under /__fake/ (see handleControl).
import http, { type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { parseBody, readBody } from "./http-body";

export interface RecordedRequest {
  /** The path without the query string, e.g. /v2/translate. */
  path: string;
  query: Record<string, string>;
  /** The parsed JSON body, or the raw text when it was not JSON. */
  body: unknown;
  headers: IncomingHttpHeaders;
}

export interface FakeTranslationServer {
  url: string;
  close(): Promise<void>;
  /** The next n translate calls answer `status` in the service's error shape (with Retry-After when given). */
  failNext(n: number, status: number, options?: { retryAfter?: number }): void;
  /** The next n translate calls never answer (until the client gives up or the server closes). */
  hangNext(n: number): void;
  /** Forgets the recorded requests and any pending failures or hangs. */
  reset(): void;
  requests: RecordedRequest[];
}

interface Reply {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
}

interface Job {
  texts: string[];
  target: string;
  source: string | null;
  html: boolean;
  /** Whether the texts came as an array (Google and LibreTranslate also take a single string). */
  batch: boolean;
}

/** One service's wire format. */
interface Dialect {
  maxTexts: number;
  /** The key the request carries, or undefined when it carries none. */
  key(request: RecordedRequest): string | undefined;
  authError(missing: boolean): Reply;
  /** The job, or the reason the request is malformed. */
  parse(body: Record<string, unknown>): Job | string;
  answer(job: Job, translated: string[]): unknown;
  error(status: number, message: string): unknown;
}

const FRENCH: Record<string, string> = {
  hello: "bonjour",
  world: "monde",
  thanks: "merci",
  and: "et",
  the: "le",
  welcome: "bienvenue",
};

const STATUS_TEXT: Record<number, string> = {
  400: "Bad request.",
  401: "Unauthorized.",
  403: "Forbidden.",
  429: "Too many requests, please slow down.",
  456: "Quota exceeded. The character limit has been reached.",
  500: "Internal server error.",
  503: "Service unavailable.",
};

const GOOGLE_STATUS: Record<number, string> = {
  400: "INVALID_ARGUMENT",
  401: "UNAUTHENTICATED",
  403: "PERMISSION_DENIED",
  429: "RESOURCE_EXHAUSTED",
  500: "INTERNAL",
  503: "UNAVAILABLE",
};

function matchCase(original: string, word: string): string {
  if (original.length > 1 && original === original.toUpperCase()) return word.toUpperCase();
  const first = original.charAt(0);
  return first === first.toUpperCase() ? word.charAt(0).toUpperCase() + word.slice(1) : word;
}

function frenchWords(text: string): string {
  return text.replace(/\p{L}+/gu, (word) => {
    const french = FRENCH[word.toLowerCase()];
    return french ? matchCase(word, french) : word;
  });
}

function fakeTranslate(text: string, target: string, html: boolean): string {
  if (target.toLowerCase().split("-")[0] !== "fr") return `[${target}] ${text}`;
  if (!html) return frenchWords(text);
  // Markup is left alone, as the real services do with tag handling on.
  return text
    .split(/(<[^>]*>)/)
    .map((part) => (part.startsWith("<") ? part : frenchWords(part)))
    .join("");
}

/** Google and LibreTranslate take `q` as one string or an array of strings. */
function readQ(q: unknown): { texts: string[]; batch: boolean } | null {
  if (typeof q === "string") return { texts: [q], batch: false };
  if (Array.isArray(q) && q.length > 0 && q.every((text) => typeof text === "string"))
    return { texts: q, batch: true };
  return null;
}

const optionalString = (value: unknown) => (typeof value === "string" && value !== "" ? value : null);

const deepl: Dialect = {
  maxTexts: 50,
  key: (request) => /^DeepL-Auth-Key (.+)$/.exec(String(request.headers.authorization ?? ""))?.[1],
  authError: () => ({ status: 403, body: { message: "Authorization failure, check auth_key." } }),
  parse(body) {
    const { text, target_lang: target, source_lang: source, tag_handling: tags } = body;
    if (!Array.isArray(text) || text.length === 0 || !text.every((t) => typeof t === "string"))
      return "Parameter 'text' not specified.";
    if (typeof target !== "string" || !/^[A-Z]{2}(-[A-Z0-9]+)?$/.test(target))
      return "Value for 'target_lang' not supported.";
    if (target === "EN" || target === "PT")
      return `targeting '${target}' is deprecated, please use a regional variant instead.`;
    if (tags !== undefined && tags !== "html" && tags !== "xml")
      return "Value for 'tag_handling' not supported.";
    return { texts: text, target, source: optionalString(source), html: tags === "html", batch: true };
  },
  answer: (job, translated) => ({
    translations: translated.map((text) => ({ detected_source_language: job.source ?? "EN", text })),
  }),
  error: (_status, message) => ({ message }),
};

const google: Dialect = {
  maxTexts: 128,
  key: (request) => request.query.key,
  // Google answers a missing key with 403 but a wrong one with 400 (reason API_KEY_INVALID).
  authError: (missing) =>
    missing
      ? { status: 403, body: google.error(403, "The request is missing a valid API key.") }
      : {
          status: 400,
          body: {
            error: {
              code: 400,
              message: "API key not valid. Please pass a valid API key.",
              status: "INVALID_ARGUMENT",
              details: [{ "@type": "type.googleapis.com/google.rpc.ErrorInfo", reason: "API_KEY_INVALID" }],
            },
          },
        },
  parse(body) {
    const q = readQ(body.q);
    if (!q) return "Required Text";
    if (typeof body.target !== "string" || body.target === "") return "Missing required field target.";
    if (body.format !== undefined && body.format !== "text" && body.format !== "html") return "Invalid Value";
    // Google's default format is html.
    return { ...q, target: body.target, source: optionalString(body.source), html: body.format !== "text" };
  },
  answer: (job, translated) => ({
    data: {
      translations: translated.map((translatedText) =>
        job.source ? { translatedText } : { translatedText, detectedSourceLanguage: "en" },
      ),
    },
  }),
  error: (status, message) => ({
    error: { code: status, message, status: GOOGLE_STATUS[status] ?? "UNKNOWN" },
  }),
};

const libretranslate: Dialect = {
  maxTexts: Number.POSITIVE_INFINITY,
  key: (request) => {
    const body = request.body;
    return typeof body === "object" && body !== null && "api_key" in body ? String(body.api_key) : undefined;
  },
  // LibreTranslate answers a missing key with 400 and a wrong one with 403.
  authError: (missing) =>
    missing
      ? { status: 400, body: { error: "Please contact the server operator to get an API key" } }
      : { status: 403, body: { error: "Invalid API key" } },
  parse(body) {
    const q = readQ(body.q);
    if (!q) return "Invalid request: missing q parameter";
    if (typeof body.source !== "string" || body.source === "")
      return "Invalid request: missing source parameter";
    if (typeof body.target !== "string" || body.target === "")
      return "Invalid request: missing target parameter";
    const source = body.source === "auto" ? null : body.source;
    return { ...q, target: body.target, source, html: body.format === "html" };
  },
  answer: (job, translated) => {
    const detected = { language: "en", confidence: 90 };
    if (!job.batch)
      return { translatedText: translated[0], ...(job.source ? {} : { detectedLanguage: detected }) };
    return {
      translatedText: translated,
      ...(job.source ? {} : { detectedLanguage: translated.map(() => detected) }),
    };
  },
  error: (_status, message) => ({ error: message }),
};

const DIALECTS: Record<string, Dialect> = {
  "/v2/translate": deepl,
  "/language/translate/v2": google,
  "/translate": libretranslate,
};

interface State {
  apiKey: string | undefined;
  requests: RecordedRequest[];
  failures: Array<{ status: number; retryAfter?: number }>;
  hangs: number;
}

function translateReply(dialect: Dialect, request: RecordedRequest, state: State): Reply | null {
  if (state.hangs > 0) {
    state.hangs--;
    return null;
  }
  const failure = state.failures.shift();
  if (failure) {
    const headers: Record<string, string> =
      failure.retryAfter === undefined ? {} : { "retry-after": String(failure.retryAfter) };
    const message = STATUS_TEXT[failure.status] ?? `Simulated failure ${failure.status}.`;
    return { status: failure.status, body: dialect.error(failure.status, message), headers };
  }
  if (state.apiKey !== undefined) {
    const key = dialect.key(request);
    if (key !== state.apiKey) return dialect.authError(key === undefined);
  }
  const body = request.body;
  if (typeof body !== "object" || body === null || Array.isArray(body))
    return { status: 400, body: dialect.error(400, "The request body must be a JSON object.") };
  const job = dialect.parse(body as Record<string, unknown>);
  if (typeof job === "string") return { status: 400, body: dialect.error(400, job) };
  if (job.texts.length > dialect.maxTexts)
    return {
      status: 400,
      body: dialect.error(400, `Too many texts: at most ${dialect.maxTexts} per request.`),
    };
  const translated = job.texts.map((text) => fakeTranslate(text, job.target, job.html));
  return { status: 200, body: dialect.answer(job, translated) };
}

// Test controls over HTTP, for a standalone server: POST /__fake/fail {n, status, retryAfter?},
// POST /__fake/hang {n}, POST /__fake/reset, GET /__fake/requests.
function handleControl(request: RecordedRequest, state: State): Reply {
  const body = (typeof request.body === "object" && request.body !== null ? request.body : {}) as {
    n?: number;
    status?: number;
    retryAfter?: number;
  };
  switch (request.path) {
    case "/__fake/fail":
      pushFailures(state, body.n ?? 1, body.status ?? 500, body.retryAfter);
      return { status: 204, body: null };
    case "/__fake/hang":
      state.hangs += body.n ?? 1;
      return { status: 204, body: null };
    case "/__fake/reset":
      resetState(state);
      return { status: 204, body: null };
    case "/__fake/requests":
      return { status: 200, body: state.requests.filter((r) => !r.path.startsWith("/__fake/")) };
    default:
      return { status: 404, body: { error: "Unknown control." } };
  }
}

function pushFailures(state: State, n: number, status: number, retryAfter?: number) {
  for (let i = 0; i < n; i++)
    state.failures.push(retryAfter === undefined ? { status } : { status, retryAfter });
}

function resetState(state: State) {
  state.requests.length = 0;
  state.failures.length = 0;
  state.hangs = 0;
}

function send(response: ServerResponse, reply: Reply) {
  const payload = reply.body === null ? "" : JSON.stringify(reply.body);
  const type = payload === "" ? {} : { "content-type": "application/json" };
  response.writeHead(reply.status, { ...type, ...reply.headers });
  response.end(payload);
}

async function handle(state: State, message: IncomingMessage, response: ServerResponse) {
  const url = new URL(message.url ?? "/", "http://fake.invalid");
  const request: RecordedRequest = {
    path: url.pathname,
    query: Object.fromEntries(url.searchParams),
    body: parseBody(await readBody(message)),
    headers: message.headers,
  };
  state.requests.push(request);
  if (request.path.startsWith("/__fake/")) return send(response, handleControl(request, state));
  const dialect = DIALECTS[request.path];
  if (!dialect) return send(response, { status: 404, body: { error: "Not found" } });
  if (message.method !== "POST")
    return send(response, { status: 405, body: dialect.error(405, "Use POST.") });
  const reply = translateReply(dialect, request, state);
  if (reply) send(response, reply);
}

export async function startFakeTranslationServer(
  options: { port?: number; apiKey?: string } = {},
): Promise<FakeTranslationServer> {
  const state: State = { apiKey: options.apiKey, requests: [], failures: [], hangs: 0 };
  const server = http.createServer((message, response) => {
    handle(state, message, response).catch(() =>
      send(response, { status: 500, body: { error: "fake failed" } }),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, "127.0.0.1", resolve);
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests: state.requests,
    failNext: (n, status, failOptions) => pushFailures(state, n, status, failOptions?.retryAfter),
    hangNext: (n) => {
      state.hangs += n;
    },
    reset: () => resetState(state),
    close: () =>
      new Promise<void>((resolve) => {
        // Hanging requests hold their sockets open; server.close alone would wait for them forever.
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function isMainModule(): boolean {
  const entry = process.argv[1];
  return entry !== undefined && path.resolve(entry) === fileURLToPath(import.meta.url);
}

async function main() {
  const { values } = parseArgs({ options: { port: { type: "string" }, "api-key": { type: "string" } } });
  const server = await startFakeTranslationServer({
    port: values.port === undefined ? undefined : Number(values.port),
    apiKey: values["api-key"],
  });
  console.log(`listening ${server.url}`);
  const stop = () => void server.close().then(() => process.exit(0));
  process.once("SIGINT", stop);
  process.once("SIGTERM", stop);
}

if (isMainModule()) void main();
