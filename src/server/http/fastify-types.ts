// What Quorum adds to Fastify's instance and request (buildApp decorates them).
import type { Db } from "../db/client";
import type { Viewer } from "../services/context";
import type { SiteConfig } from "../site-config";

declare module "fastify" {
  interface FastifyInstance {
    db: Db;
    siteConfig: SiteConfig;
  }
  interface FastifyRequest {
    /** Set by the viewer hook on every /api/v2 request before its handler runs. */
    viewer: Viewer;
  }
}
