// Every route a Fastify instance registers, with its schemas, for tests that walk all routes (the fuzz test, the
// integer bounds check). A test file wraps Fastify's factory so that each instance logs its routes:
//   vi.mock("fastify", async (original) => (await import("./support/route-log")).withRouteLog(await original()));
import type { FastifyInstance, RouteOptions } from "fastify";

export const registeredRoutes: RouteOptions[] = [];

type FastifyModule = { default: (options?: object) => FastifyInstance };

export function withRouteLog<T extends FastifyModule>(actual: T): T {
  const build = (options?: object) => {
    const app = actual.default(options);
    app.addHook("onRoute", (route) => {
      registeredRoutes.push(route);
    });
    return app;
  };
  return { ...actual, default: build };
}

export interface RouteSchemas {
  method: string;
  url: string;
  params?: unknown;
  querystring?: unknown;
  body?: unknown;
}

/** The logged routes, one per method and URL (HEAD and OPTIONS left out), in a stable order. */
export function routeSchemas(): RouteSchemas[] {
  const seen = new Set<string>();
  const list: RouteSchemas[] = [];
  for (const route of registeredRoutes) {
    for (const method of [route.method].flat()) {
      const key = `${method} ${route.url}`;
      if (method === "HEAD" || method === "OPTIONS" || seen.has(key)) continue;
      seen.add(key);
      const schema = (route.schema ?? {}) as Record<string, unknown>;
      list.push({
        method,
        url: route.url,
        params: schema.params,
        querystring: schema.querystring,
        body: schema.body,
      });
    }
  }
  return list.sort((a, b) => `${a.url} ${a.method}`.localeCompare(`${b.url} ${b.method}`));
}
