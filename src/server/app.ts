// Builds the Quorum server (no listen): cookies, optional rate limiting, and the JSON API under /api/v2 with its
// validation, CSRF guard, viewer, and error bodies. Static files and HTML pages come in through extraPlugins.
import cookie from "@fastify/cookie";
import rateLimit from "@fastify/rate-limit";
import Fastify, { type FastifyInstance, type FastifyPluginAsync, type FastifyServerOptions } from "fastify";
import { createAttemptLimits, pleaseWait } from "./auth/attempt-limits";
import { installViewer } from "./auth/viewer";
import { type GuestCacheOptions, installGuestCache } from "./cache/install";
import type { Database } from "./db/client";
import { installCachePolicy } from "./http/cache-policy";
import { installCompression } from "./http/compression";
import { requireRequestedWithOnMutations } from "./http/csrf";
import { installApiErrorHandlers } from "./http/error-handler";
import { ApiError } from "./http/errors";
import { installApiEtags } from "./http/etag";
import { answerFrameworkError } from "./http/framework-errors";
import { installJsonBodyParser } from "./http/json-body";
import { rejectNulCharacters } from "./http/nul-characters";
import { DEFAULT_REQUEST_LIMITS, installRequestLimits, type RequestLimits } from "./http/rate-limits";
import { installRequestIdHeader, newRequestId } from "./http/request-log";
import {
  DEFAULT_FRAME_ANCESTORS,
  type FrameAncestors,
  installSecurityHeaders,
} from "./http/security-headers";
import { warnWhenForwardedButUntrusted } from "./http/trust-proxy";
import "./http/fastify-types";
import { connectBus } from "./bus/connect";
import { hearInvalidations } from "./bus/invalidation";
import { bumpStoredGeneration } from "./cache/generation";
import { installOpenApi } from "./http/openapi";
import { parseQueryString } from "./http/querystring";
import { addApiSchemas } from "./http/schemas";
import { buildResponseSerializer } from "./http/serialization";
import { buildRequestValidator } from "./http/validation";
import { startDraftScheduler } from "./jobs/draft-scheduler";
import { startDigests, startPostFanout } from "./jobs/notification-jobs";
import { startJobQueue } from "./jobs/queue";
import { rateLimitStoreOver } from "./limits/rate-limit-store";
import { windowStoreFor } from "./limits/store-for";
import { type MailOptions, resolveMailSettings } from "./mail/config";
import { defaultMediaDir } from "./media/config";
import { mediaFiles } from "./media/serve";
import { installObservability, type ObservabilitySettings } from "./observability/install";
import { resolvePublicUrl } from "./public-url";
import { feedRoutes } from "./routes/feeds";
import { apiRoutes } from "./routes/index";
import { sitemapRoutes } from "./routes/sitemaps";
import { oneClickUnsubscribeRoutes } from "./routes/unsubscribe";
import { resolveSiteConfig, type SiteConfig } from "./site-config";
import { embedDemoRoutes } from "./web/embed-demo";
import { htmlWidgetFrameRoutes } from "./web/html-widget-frame";

const API_PREFIX = "/api/v2";

export interface BuildAppOptions {
  database: Database;
  siteConfig?: Partial<SiteConfig>;
  /** Fastify's logger; main.ts passes http/request-log.ts's (5xx by default, every request with QUORUM_LOG=1). */
  logger?: FastifyServerOptions["logger"];
  /**
   * Every limit: requests, sign-in, registration, mail, posting, per client address; default true (tests switch it
   * off).
   */
  rateLimit?: boolean;
  /** Requests per client address (http/rate-limits.ts); default 200 a minute and 50 per 10 s. */
  requestLimits?: RequestLimits;
  /** Trust X-Forwarded-* from these reverse proxies (client address for limits, https for Secure cookies and HSTS);
   * QUORUM_TRUST_PROXY (http/trust-proxy.ts). Default: none. */
  trustProxy?: FastifyServerOptions["trustProxy"];
  /** Who may frame the forum's pages (CSP frame-ancestors); QUORUM_FRAME_ANCESTORS. Default: this site only. */
  frameAncestors?: FrameAncestors;
  /** Where uploads are stored; default <QUORUM_DATA_DIR>/media (tests pass a temporary dir). */
  mediaDir?: string;
  /** Mail transport; default from QUORUM_SMTP_URL / .eml files under <QUORUM_DATA_DIR>/mail. */
  mail?: MailOptions;
  /** The site's public address, the origin of every absolute URL (public-url.ts); default QUORUM_PUBLIC_URL. */
  publicUrl?: string;
  /** Registered after the API, at the root: static files, HTML pages. */
  extraPlugins?: FastifyPluginAsync[];
  /** Publish scheduled drafts every intervalMs (jobs/draft-scheduler.ts); off by default, main.ts turns it on. */
  draftScheduler?: { intervalMs?: number } | false;
  /**
   * The durable job queue (jobs/queue.ts) and its workers: the fan-out of new posts to followers and emails. Off by
   * default (posting still notifies mentions and replies), main.ts turns it on.
   */
  jobs?: { pollingIntervalSeconds?: number } | false;
  /** Guests' pages and public reads served from memory (cache/install.ts); off by default, main.ts turns it on. */
  guestCache?: GuestCacheOptions | false;
  /**
   * /healthz and /readyz always; load shedding and /metrics when set (observability/install.ts). Off by default,
   * main.ts turns them on.
   */
  observability?: ObservabilitySettings;
}

const DISPLAY_NAME = Symbol.for("fastify.display-name");

/**
 * A route plugin with the display name Fastify looks for first. Without one, Fastify names a plugin by comparing it
 * with the exports of every loaded CommonJS module, for each of the ~70 route plugins: about 3% of the API tests' CPU,
 * where every file builds an app in a worker that has loaded thousands of modules.
 */
function withDisplayName(plugin: FastifyPluginAsync): FastifyPluginAsync {
  if (!(DISPLAY_NAME in plugin))
    Object.defineProperty(plugin, DISPLAY_NAME, { value: plugin.name || "routes" });
  return plugin;
}

const api: FastifyPluginAsync<{ debug: boolean }> = async (scope, { debug }) => {
  installApiErrorHandlers(scope, debug);
  requireRequestedWithOnMutations(scope);
  rejectNulCharacters(scope);
  installViewer(scope);
  for (const routes of apiRoutes) await scope.register(withDisplayName(routes));
};

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const siteConfig = resolveSiteConfig(options.siteConfig);
  const app = Fastify({
    logger: options.logger ?? false,
    genReqId: newRequestId,
    // A request that reaches the router while the server drains is still answered (lifecycle/drain.ts).
    return503OnClosing: false,
    trustProxy: options.trustProxy ?? false,
    routerOptions: { querystringParser: parseQueryString, ignoreTrailingSlash: true },
    // JSON bodies are validated without coercion, query strings and params with strict coercion (http/validation.ts).
    schemaController: {
      compilersFactory: { buildValidator: buildRequestValidator, buildSerializer: buildResponseSerializer },
    },
    frameworkErrors: answerFrameworkError,
  });
  app.decorate("db", options.database.db);
  app.decorate("siteConfig", siteConfig);
  app.decorate("mediaDir", options.mediaDir ?? defaultMediaDir());
  app.decorate("publicUrl", resolvePublicUrl(options.publicUrl));
  app.decorate("mail", resolveMailSettings(options.mail ?? {}, siteConfig.title, app.publicUrl));
  // Sign-in and mail limits of src/server/auth/attempt-limits.ts follow the same switch as the plugin below; every
  // limit counts in one window store, shared by every process on PostgreSQL (limits/store-for.ts).
  app.decorate("notificationEvents", null);
  app.decorate("jobQueue", null);
  const limitWindows = options.rateLimit !== false ? windowStoreFor(options.database) : null;
  if (limitWindows) app.addHook("onClose", async () => limitWindows.stop());
  app.decorate("limitWindows", limitWindows?.store ?? null);
  app.decorate("attemptLimits", limitWindows ? createAttemptLimits(limitWindows.store) : null);
  // Live counts and cache invalidations reach the other processes of the site (bus/shared-bus.ts).
  const disconnectBus = await connectBus(options.database);
  hearInvalidations(options.database.db);
  app.addHook("onClose", disconnectBus);
  addApiSchemas(app);
  installJsonBodyParser(app);
  // Every response: nosniff, Referrer-Policy, HSTS over https; HTML also a nonce CSP (http/security-headers.ts).
  const frameAncestors = options.frameAncestors ?? DEFAULT_FRAME_ANCESTORS;
  installSecurityHeaders(app, frameAncestors);
  installRequestIdHeader(app);
  // Load shedding's hook first, ahead of every other request hook; request metrics; the probe and metrics routes.
  await installObservability(app, { ...options.observability, database: options.database });
  await app.register(cookie);
  // Cache-Control and Vary of API reads, their ETags, and compression of every response declared below
  // (http/cache-policy.ts, etag.ts, compression.ts); after the cookie plugin, whose hook writes Set-Cookie, which
  // the cache policy reads. The OpenAPI document collects the routes from here on.
  installCachePolicy(app);
  installApiEtags(app);
  await installCompression(app);
  installOpenApi(app);
  if (limitWindows) {
    await app.register(rateLimit, {
      global: false,
      store: rateLimitStoreOver(limitWindows.store),
      // The shared counters unreachable for a moment: serve rather than fail (the database will say so anyway).
      skipOnError: true,
      errorResponseBuilder: (_request, context) =>
        new ApiError(429, "Too many requests.", pleaseWait(context.after)),
    });
    installRequestLimits(app, options.requestLimits ?? DEFAULT_REQUEST_LIMITS);
  }
  if (!options.trustProxy) warnWhenForwardedButUntrusted(app);
  // After the request limits (a hit still counts), before every route (a hit skips the viewer and the handler).
  const guestCache = options.guestCache
    ? await installGuestCache(app, options.database.db, options.guestCache)
    : null;
  await app.register(api, { prefix: API_PREFIX, debug: siteConfig.debug });
  // The site's RSS feeds live beside the pages they mirror, not under the API prefix.
  await app.register(feedRoutes);
  // Mail programs' one-click unsubscribe (RFC 8058) posts to the link itself, outside the API.
  await app.register(oneClickUnsubscribeRoutes);
  // robots.txt and the sitemaps, at the root as crawlers expect them (web/seo/, docs/reference/seo.md).
  await app.register(sitemapRoutes);
  // The example host page of embedded mode (docs/reference/ui-behaviour.md#embedded-mode): static, beside the pages.
  await app.register(embedDemoRoutes);
  // The page Custom HTML frames load, under a policy of its own (widgets/html/frame-page.server.ts).
  await app.register(htmlWidgetFrameRoutes, { frameAncestors });
  await app.register(mediaFiles, { dir: app.mediaDir });
  for (const plugin of options.extraPlugins ?? []) await app.register(plugin);
  if (options.jobs) {
    const queue = await startJobQueue(options.database, options.jobs);
    app.addHook("onClose", () => queue.stop());
    const mail = { ...app.mail, siteTitle: siteConfig.title };
    app.notificationEvents = await startPostFanout(queue, options.database.db, mail);
    await startDigests(queue, options.database.db, mail);
    app.jobQueue = queue;
  }
  if (options.draftScheduler) {
    const { db } = options.database;
    // A published draft is a new post: guests' cached pages here and in every other process must go.
    const onPublished = () => guestCache?.generation.bump() ?? bumpStoredGeneration(db).then(() => undefined);
    const scheduler = startDraftScheduler(db, { ...options.draftScheduler, onPublished });
    app.addHook("onClose", () => scheduler.stop());
  }
  return app;
}
