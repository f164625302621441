// Talking to real server processes over HTTP (server-process.ts starts them): sign-in, JSON calls, and a reader of
// the notification stream (server-sent events).
const WRITE_HEADERS = { "content-type": "application/json", "x-requested-with": "XMLHttpRequest" };

export interface JsonReply<T = unknown> {
  status: number;
  body: T;
  headers: Headers;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * fetch, but a 503 from load shedding (the server busy: a loaded test machine) is tried again after its Retry-After,
 * a few times, as a browser's user would: nothing was done for it.
 */
async function patientFetch(url: string, init: RequestInit, timeoutMs = 30_000): Promise<Response> {
  for (let attempt = 1; ; attempt++) {
    const response = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    const retryAfter = Number(response.headers.get("retry-after") ?? "1");
    if (response.status !== 503 || attempt >= 10) return response;
    await response.arrayBuffer();
    await sleep(Math.min(5, retryAfter) * 1000);
  }
}

/** A JSON call; `cookie` is "name=value". Network errors reject. */
export async function call<T = unknown>(
  base: string,
  method: string,
  urlPath: string,
  options: { body?: unknown; cookie?: string | undefined; timeoutMs?: number } = {},
): Promise<JsonReply<T>> {
  const headers: Record<string, string> = { "x-requested-with": "XMLHttpRequest" };
  if (options.cookie) headers.cookie = options.cookie;
  const init: RequestInit = { method, headers };
  if (options.body !== undefined) {
    headers["content-type"] = "application/json";
    init.body = JSON.stringify(options.body);
  }
  const response = await patientFetch(`${base}${urlPath}`, init, options.timeoutMs);
  const text = await response.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    // an HTML page or a plain text error: kept as text
  }
  return { status: response.status, body: body as T, headers: response.headers };
}

/** A page's HTML as a guest (or with a cookie). */
export async function page(base: string, urlPath: string, cookie?: string): Promise<string> {
  const response = await patientFetch(`${base}${urlPath}`, { headers: cookie ? { cookie } : {} });
  return response.text();
}

/** Signs in through the API and returns the session cookie ("quorum_session=…"). */
export async function signInAt(base: string, username: string, password: string): Promise<string> {
  const response = await patientFetch(`${base}/api/v2/authenticate/password`, {
    method: "POST",
    headers: WRITE_HEADERS,
    body: JSON.stringify({ username, password }),
  });
  await response.arrayBuffer();
  const cookie = response.headers.getSetCookie().find((line) => line.startsWith("quorum_session="));
  if (!response.ok || !cookie) throw new Error(`signing in as ${username} at ${base}: ${response.status}`);
  return cookie.split(";")[0] ?? "";
}

export interface CountsStream {
  /** The next `counts` event's data; rejects after timeoutMs. */
  next(timeoutMs: number): Promise<Record<string, number>>;
  close(): void;
}

/** Opens GET /api/v2/notifications/stream and reads its `counts` events. */
export async function openCountsStream(base: string, cookie: string): Promise<CountsStream> {
  const controller = new AbortController();
  const response = await fetch(`${base}/api/v2/notifications/stream`, {
    headers: { cookie, accept: "text/event-stream" },
    signal: controller.signal,
  });
  const reader = response.body?.getReader();
  if (response.status !== 200 || !reader) throw new Error(`the stream answered ${response.status}`);
  const decoder = new TextDecoder();
  let buffer = "";
  let reading: Promise<ReadableStreamReadResult<Uint8Array>> | null = null;
  const next = async (timeoutMs: number) => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const match = /event: counts\ndata: (.*)\n\n/.exec(buffer);
      if (match?.[1]) {
        buffer = buffer.slice(match.index + match[0].length);
        return JSON.parse(match[1]) as Record<string, number>;
      }
      reading ??= reader.read();
      const left = deadline - Date.now();
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<"timeout">((resolve) => {
        timer = setTimeout(() => resolve("timeout"), Math.max(0, left));
      });
      const result = await Promise.race([reading, timeout]);
      clearTimeout(timer);
      if (result === "timeout") throw new Error(`no counts event within ${timeoutMs} ms`);
      reading = null;
      if (result.done) throw new Error("the stream ended");
      buffer += decoder.decode(result.value, { stream: true });
    }
  };
  return { next, close: () => controller.abort() };
}

/** Polls `check` every 50 ms until it is true; resolves with the milliseconds it took, or rejects at timeoutMs. */
export async function within(
  timeoutMs: number,
  what: string,
  check: () => Promise<boolean>,
): Promise<number> {
  const began = performance.now();
  for (;;) {
    if (await check()) return performance.now() - began;
    if (performance.now() - began > timeoutMs) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
