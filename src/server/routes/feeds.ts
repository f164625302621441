// The site's RSS feeds, at the root beside the pages they mirror (not under /api/v2): GET /discussions/feed.rss and
// GET /categories/{urlcode}/feed.rss. Always what a guest sees (services/site-feed.ts), so they carry no session
// and may be cached by feed readers and proxies for a few minutes.
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { renderRss } from "../services/rss/render-rss";
import { type FeedTarget, siteFeed } from "../services/site-feed";

const FEED_MAX_AGE_SECONDS = 300;

interface CategoryFeedParams {
  urlcode: string;
}

const categoryParamsSchema = {
  type: "object",
  required: ["urlcode"],
  additionalProperties: false,
  properties: { urlcode: { type: "string", minLength: 1, maxLength: 200 } },
} as const;

async function sendFeed(request: FastifyRequest, reply: FastifyReply, target: FeedTarget): Promise<string> {
  const feed = await siteFeed(request.server.db, request.server.siteConfig, target);
  if (!feed) {
    reply.code(404).type("text/plain; charset=utf-8");
    return "Feed not found.";
  }
  reply
    .type("application/rss+xml; charset=utf-8")
    .header("cache-control", `public, max-age=${FEED_MAX_AGE_SECONDS}`);
  // Absolute links from the configured public address only: a forged Host header would otherwise be cached for all.
  return renderRss(feed, request.server.publicUrl);
}

export async function feedRoutes(app: FastifyInstance): Promise<void> {
  app.get("/discussions/feed.rss", (request, reply) => sendFeed(request, reply, {}));
  app.get<{ Params: CategoryFeedParams }>(
    "/categories/:urlcode/feed.rss",
    { schema: { params: categoryParamsSchema } },
    (request, reply) => sendFeed(request, reply, { categoryUrlcode: request.params.urlcode }),
  );
}
