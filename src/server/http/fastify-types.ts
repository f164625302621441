// What Quorum adds to Fastify's instance and request (buildApp decorates them).
import type { Db } from "../db/client";
import type { JobQueue } from "../jobs/queue";
import type { NotificationEvents, Viewer } from "../services/context";
import type { SiteConfig } from "../site-config";

declare module "fastify" {
  interface FastifyInstance {
    db: Db;
    siteConfig: SiteConfig;
    /** The job queue's door for new posts (jobs/notification-jobs.ts); null when the app runs without its queue. */
    notificationEvents: NotificationEvents | null;
    /** The job queue itself (tests wait on it); null without it. */
    jobQueue: JobQueue | null;
  }
  interface FastifyRequest {
    /** Set by the viewer hook on every /api/v2 request before its handler runs. */
    viewer: Viewer;
  }
}
