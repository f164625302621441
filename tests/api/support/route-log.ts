// Every route a Fastify instance registers, with its schemas, for tests that walk all routes (the fuzz test, the
// integer bounds check). Fastify announces each new instance on the "fastify.initialization" diagnostics channel
// before a route is added, so importing this module is enough: no module mock, which would leak between the test
// files that share a worker (the API project runs with isolate: false).
import { subscribe } from "node:diagnostics_channel";
import type { FastifyInstance, RouteOptions } from "fastify";

export interface RouteSchemas {
  method: string;
  url: string;
  params?: unknown;
  querystring?: unknown;
  body?: unknown;
}

type RouteLog = WeakMap<FastifyInstance, RouteOptions[]>;

// One subscriber per process, even when this module is evaluated again for an isolated file; keyed weakly so a
// closed app is not kept alive by its log.
const LOG_KEY = Symbol.for("quorum.test.routeLog");
const holder = globalThis as { [LOG_KEY]?: RouteLog };

function routeLog(): RouteLog {
  let log = holder[LOG_KEY];
  if (!log) {
    const created: RouteLog = new WeakMap();
    subscribe("fastify.initialization", (message) => {
      const app = (message as { fastify: FastifyInstance }).fastify;
      const routes: RouteOptions[] = [];
      created.set(app, routes);
      app.addHook("onRoute", (route) => {
        routes.push(route);
      });
    });
    holder[LOG_KEY] = created;
    log = created;
  }
  return log;
}

routeLog();

/** The routes `app` registered, one per method and URL (HEAD and OPTIONS left out), in a stable order. */
export function routeSchemas(app: FastifyInstance): RouteSchemas[] {
  const registered = routeLog().get(app);
  if (!registered) throw new Error("No route log for this app: import support/route-log before building it.");
  const seen = new Set<string>();
  const list: RouteSchemas[] = [];
  for (const route of registered) {
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
