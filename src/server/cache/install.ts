// The guest cache in the request cycle (what Discourse calls its anonymous cache). A guest's GET of a cached route
// (cache/routes.ts) is answered in onRequest, before the viewer is even loaded, when the same URL was answered at
// the current content generation; otherwise the answer is kept on its way out (onSend, before compression, which
// @fastify/compress adds per route, after every hook of the app). Every successful content write bumps the
// generation (cache/generation.ts), so no stale answer is ever looked up again.
//
// A guest is a request without a session cookie. A request with one, even a dead one, is never served nor stored:
// its answer may carry the member's page or a Set-Cookie. Only 200 answers without Set-Cookie are kept.
import type { Readable } from "node:stream";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { requestDevice } from "../../lib/request-device";
import { dropHere } from "../bus/invalidation";
import type { Db } from "../db/client";
import { answeringHook } from "../http/answering-hook";
import { cspNonce } from "../http/security-headers";
import { requestLocale } from "../i18n/request-locale";
import { CATEGORY_INDEX_CACHE } from "../services/category-index";
import { countDiscussionView } from "../services/member-discussions/read-position";
import { ROUTE_STATE_CACHE } from "../services/route-state";
import { ContentGeneration } from "./generation";
import {
  type CachedAnswer,
  cacheKey,
  GuestCache,
  type GuestCacheOptions,
  NONCE_PLACEHOLDER,
} from "./guest-cache";
import { discussionViewOf, isKeptOut } from "./notes";
import { isCachedRoute, isContentWrite, isDeviceRoute } from "./routes";
import { shareHydrations } from "./shared-hydration";
import { SingleFlight } from "./single-flight";
import { sendStoredAnswer, swapNonce } from "./stored-encoding";

export type { GuestCacheOptions };

const SESSION_COOKIE = /(?:^|;)\s*quorum_session=/;

/** Headers drawn per response, by the transport, or by hooks that run again on a hit: never stored. */
const PER_RESPONSE_HEADERS = new Set([
  "content-length",
  "content-encoding",
  "transfer-encoding",
  "connection",
  "date",
  "etag",
  "set-cookie",
  "content-security-policy",
  "strict-transport-security",
  "x-request-id",
  "x-guest-cache",
]);

const CACHE_STATUS_HEADER = "x-guest-cache";

function isGuest(request: FastifyRequest): boolean {
  const cookie = request.headers.cookie;
  return cookie === undefined || !SESSION_COOKIE.test(cookie);
}

function isStream(payload: unknown): payload is Readable {
  return typeof (payload as Readable | null)?.pipe === "function";
}

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(typeof chunk === "string" ? Buffer.from(chunk) : chunk);
  return Buffer.concat(chunks);
}

function storedHeaders(reply: FastifyReply): Record<string, string | string[]> {
  const headers: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(reply.getHeaders())) {
    if (value === undefined || PER_RESPONSE_HEADERS.has(name)) continue;
    headers[name] = Array.isArray(value) ? value : String(value);
  }
  return headers;
}

function isHtml(headers: Record<string, string | string[]>): boolean {
  const type = headers["content-type"];
  return typeof type === "string" && type.toLowerCase().startsWith("text/html");
}

interface InstalledGuestCache {
  cache: GuestCache;
  generation: ContentGeneration;
}

/** A guest request that missed: the key its answer is stored under, and whether it leads its flight. */
interface Miss {
  key: string;
  leads: boolean;
}

function startGeneration(db: Db, options: GuestCacheOptions): ContentGeneration {
  return new ContentGeneration(db, {
    ...(options.pollMs !== undefined ? { pollMs: options.pollMs } : {}),
    // A write seen elsewhere: writers through Quorum also said which caches to drop (bus/invalidation.ts), but a
    // script or SQL by hand only bumps the generation, so this process's copies of the category tree and the route
    // state go too (here only: every process sees the bump itself).
    onRemoteChange: () => dropHere(db, [CATEGORY_INDEX_CACHE, ROUTE_STATE_CACHE]),
  });
}

export async function installGuestCache(
  app: FastifyInstance,
  db: Db,
  options: GuestCacheOptions = {},
): Promise<InstalledGuestCache> {
  const cache = new GuestCache(options);
  const generation = startGeneration(db, options);
  await generation.start();
  // Signed-in pages share the widget data of viewers with the same roles, under the same generation.
  const stopSharing =
    options.shareHydrations === false
      ? () => {}
      : shareHydrations(db, () => generation.token(), options.ttlMs);
  app.addHook("onClose", async () => {
    stopSharing();
    await generation.stop();
  });
  const flights = new SingleFlight();
  const misses = new WeakMap<FastifyRequest, Miss>();
  const landFlight = (request: FastifyRequest) => {
    const miss = misses.get(request);
    if (miss?.leads) flights.land(miss.key);
  };

  // The stored answer is sent from the hook, so the route never runs (http/answering-hook.ts).
  app.addHook(
    "onRequest",
    answeringHook(async (request, reply) => {
      if (request.method !== "GET" || !isCachedRoute(request.routeOptions.url) || !isGuest(request))
        return false;
      // Pages and messages are written in the guest's language (docs/reference/localisation.md).
      const language = await requestLocale(db, request);
      // A phone's layout page leaves out what is hidden on mobile (docs/reference/layout-documents.md#hiding-on-phones).
      const device = isDeviceRoute(request.routeOptions.url) ? requestDevice(request.headers) : "any";
      const key = cacheKey(generation.token(), request.method, request.url, language, device);
      let hit = cache.get(key);
      let leads = false;
      if (!hit) {
        leads = !(await flights.joined(key));
        if (!leads) hit = cache.get(key);
      }
      if (!hit) {
        misses.set(request, { key, leads });
        reply.header(CACHE_STATUS_HEADER, "miss");
        return false;
      }
      if (hit.viewedDiscussionID !== undefined) await countDiscussionView(db, hit.viewedDiscussionID);
      reply.code(200).headers(hit.headers).header(CACHE_STATUS_HEADER, "hit");
      sendStoredAnswer(request, reply, hit, cspNonce(request));
      return true;
    }),
  );

  app.addHook("onSend", async (request, reply, payload) => {
    if (isContentWrite(request.method, request.routeOptions.url) && reply.statusCode < 400) {
      await generation.bump();
      return payload;
    }
    const miss = misses.get(request);
    if (!miss || reply.statusCode !== 200 || reply.hasHeader("set-cookie") || isKeptOut(request))
      return payload;
    // An answer its route marked private or not to be stored (sign-in pages, tokens) is kept by nobody.
    if (/\b(private|no-store)\b/.test(String(reply.getHeader("cache-control") ?? ""))) return payload;
    const body = isStream(payload) ? await readAll(payload) : payload;
    if (typeof body !== "string" && !Buffer.isBuffer(body)) return body;
    cache.set(miss.key, answerOf(request, reply, body));
    landFlight(request);
    return body;
  });
  // Whatever the answer (an error, nothing stored, the client gone), the guests waiting for it go on.
  app.addHook("onResponse", async (request) => landFlight(request));
  app.addHook("onRequestAbort", async (request) => landFlight(request));
  return { cache, generation };
}

function answerOf(request: FastifyRequest, reply: FastifyReply, body: string | Buffer): CachedAnswer {
  const headers = storedHeaders(reply);
  const html = isHtml(headers);
  const answer: CachedAnswer = {
    body: html ? swapNonce(body, cspNonce(request), NONCE_PLACEHOLDER) : body,
    headers,
    html,
  };
  const viewed = discussionViewOf(request);
  if (viewed !== undefined) answer.viewedDiscussionID = viewed;
  return answer;
}
