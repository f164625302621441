// Small helpers every route module uses.
import type { FastifyRequest } from "fastify";
import type { ServiceContext } from "../services/context";

/** The service context of a request: the app's database and the request's viewer. */
export function contextOf(request: FastifyRequest): ServiceContext {
  const { notificationEvents } = request.server;
  return {
    db: request.server.db,
    viewer: request.viewer,
    ...(notificationEvents ? { notificationEvents } : {}),
  };
}

/** Sign-in and registration: 10 attempts a minute per IP (when buildApp enables rate limiting). */
export const CREDENTIALS_RATE_LIMIT = { rateLimit: { max: 10, timeWindow: "1 minute" } };
