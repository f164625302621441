// Builds the Quorum server (no listen): cookies, optional rate limiting, and the JSON API under /api/v2 with its
// validation, CSRF guard, viewer, and error bodies. Static files and HTML pages come in through extraPlugins.
import cookie from "@fastify/cookie";
import rateLimit from "@fastify/rate-limit";
import Fastify, { type FastifyInstance, type FastifyPluginAsync } from "fastify";
import { createAttemptLimits } from "./auth/attempt-limits";
import { installViewer } from "./auth/viewer";
import type { Database } from "./db/client";
import { requireRequestedWithOnMutations } from "./http/csrf";
import { installApiErrorHandlers } from "./http/error-handler";
import { ApiError } from "./http/errors";
import { rejectNulCharacters } from "./http/nul-characters";
import "./http/fastify-types";
import { parseQueryString } from "./http/querystring";
import { addApiSchemas } from "./http/schemas";
import { ajvCustomOptions } from "./http/validation";
import { startDraftScheduler } from "./jobs/draft-scheduler";
import { type MailOptions, resolveMailSettings } from "./mail/config";
import { defaultMediaDir } from "./media/config";
import { mediaFiles } from "./media/serve";
import { feedRoutes } from "./routes/feeds";
import { apiRoutes } from "./routes/index";
import { resolveSiteConfig, type SiteConfig } from "./site-config";
import { embedDemoRoutes } from "./web/embed-demo";

export const API_PREFIX = "/api/v2";

export interface BuildAppOptions {
  database: Database;
  siteConfig?: Partial<SiteConfig>;
  logger?: boolean;
  /** Limits sign-in and registration per IP; default true (tests switch it off). */
  rateLimit?: boolean;
  /** Trust X-Forwarded-* from a reverse proxy (client IP for rate limits, https for Secure cookies). */
  trustProxy?: boolean;
  /** Where uploads are stored; default <QUORUM_DATA_DIR>/media (tests pass a temporary dir). */
  mediaDir?: string;
  /** Mail transport and link address; default from QUORUM_SMTP_URL / .eml files under <QUORUM_DATA_DIR>/mail. */
  mail?: MailOptions;
  /** Registered after the API, at the root: static files, HTML pages. */
  extraPlugins?: FastifyPluginAsync[];
  /** Publish scheduled drafts every intervalMs (jobs/draft-scheduler.ts); off by default, main.ts turns it on. */
  draftScheduler?: { intervalMs?: number } | false;
}

const api: FastifyPluginAsync<{ debug: boolean }> = async (scope, { debug }) => {
  installApiErrorHandlers(scope, debug);
  requireRequestedWithOnMutations(scope);
  rejectNulCharacters(scope);
  installViewer(scope);
  for (const routes of apiRoutes) await scope.register(routes);
};

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const siteConfig = resolveSiteConfig(options.siteConfig);
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: options.trustProxy ?? false,
    routerOptions: { querystringParser: parseQueryString, ignoreTrailingSlash: true },
    ajv: { customOptions: ajvCustomOptions },
  });
  app.decorate("db", options.database.db);
  app.decorate("siteConfig", siteConfig);
  app.decorate("mediaDir", options.mediaDir ?? defaultMediaDir());
  app.decorate("mail", resolveMailSettings(options.mail ?? {}, siteConfig.title));
  // Sign-in and mail limits of src/server/auth/attempt-limits.ts follow the same switch as the plugin below.
  app.decorate("attemptLimits", options.rateLimit !== false ? createAttemptLimits() : null);
  addApiSchemas(app);
  await app.register(cookie);
  if (options.rateLimit !== false) {
    // In-memory counters: per API node. Behind a load balancer, give the plugin a shared store (e.g. Redis).
    await app.register(rateLimit, {
      global: false,
      errorResponseBuilder: (_request, context) =>
        new ApiError(429, "Too many requests.", {
          description: `Please wait ${context.after} before trying again.`,
        }),
    });
  }
  await app.register(api, { prefix: API_PREFIX, debug: siteConfig.debug });
  // The site's RSS feeds live beside the pages they mirror, not under the API prefix.
  await app.register(feedRoutes);
  // The example host page of embedded mode (spec 000 §1): static, beside the pages.
  await app.register(embedDemoRoutes);
  await app.register(mediaFiles, { dir: app.mediaDir });
  for (const plugin of options.extraPlugins ?? []) await app.register(plugin);
  if (options.draftScheduler) {
    const scheduler = startDraftScheduler(options.database.db, options.draftScheduler);
    app.addHook("onClose", () => scheduler.stop());
  }
  return app;
}
