// The OpenAPI document at /api/v2/openapi.json: every /api/v2 route the app registers (collected with Fastify's
// onRoute hook as the app is built) appears with its method, the parameters of its params and querystring schemas,
// its body schema and a response for each status its schema declares, the shared schemas reached as components
// of the document itself.
import { subscribe, unsubscribe } from "node:diagnostics_channel";
import type { FastifyInstance, RouteOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { componentName } from "../../src/server/http/openapi";
import { createTestApp, get, type TestApp } from "./support/app";

interface Operation {
  parameters?: { in: string; name: string; required?: boolean }[];
  requestBody?: { content: Record<string, { schema?: unknown }> };
  responses: Record<string, { content?: Record<string, { schema?: { $ref?: string } }> }>;
}
interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string };
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, unknown> };
}
type Schema = { $ref?: string; properties?: Record<string, unknown>; allOf?: Schema[] } & Record<
  string,
  unknown
>;

let t: TestApp;
let doc: OpenApiDocument;
let shared: Record<string, Schema>;
const routes: RouteOptions[] = [];

beforeAll(async () => {
  // Every route of the app under test, as Fastify announces it; the channel names each new instance first.
  const onInstance = (message: unknown) => {
    (message as { fastify: FastifyInstance }).fastify.addHook("onRoute", (route) => {
      routes.push(route);
    });
  };
  subscribe("fastify.initialization", onInstance);
  try {
    t = await createTestApp();
  } finally {
    unsubscribe("fastify.initialization", onInstance);
  }
  const response = await get(t.app, "/api/v2/openapi.json");
  expect(response.statusCode).toBe(200);
  expect(response.headers["content-type"]).toContain("application/json");
  doc = response.json<OpenApiDocument>();
  shared = t.app.getSchemas() as Record<string, Schema>;
});
afterAll(() => t.close());

/** The API routes: one per method and URL, HEAD twins left out (Fastify adds them to every GET). */
function apiRoutes(): { method: string; url: string; schema: Record<string, unknown> }[] {
  return routes
    .filter((route) => route.url.startsWith("/api/v2/"))
    .flatMap((route) =>
      [route.method].flat().map((method) => ({
        method,
        url: route.url,
        schema: (route.schema ?? {}) as Record<string, unknown>,
      })),
    )
    .filter((route) => route.method !== "HEAD");
}

function openApiPath(url: string): string {
  return url.replace(/:(\w+)/g, "{$1}");
}

function resolve(schema: Schema): Schema {
  const ref = schema.$ref;
  if (ref === undefined) return schema;
  const target = shared[ref.replace(/#$/, "")];
  if (!target) throw new Error(`unresolved ${ref}`);
  return target;
}

/** The property names a params or querystring schema declares, through $ref and allOf. */
function propertyNames(schema: Schema): string[] {
  const resolved = resolve(schema);
  return [...Object.keys(resolved.properties ?? {}), ...(resolved.allOf ?? []).flatMap(propertyNames)];
}

describe("GET /api/v2/openapi.json", () => {
  it("is an OpenAPI 3 document of the API", () => {
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.info.title).toBe("Quorum API");
    expect(apiRoutes().length).toBeGreaterThan(100);
    expect(Object.keys(doc.paths).every((path) => path.startsWith("/api/v2/"))).toBe(true);
  });

  it("lists every registered /api/v2 route with its method", () => {
    const missing = apiRoutes()
      .filter((route) => doc.paths[openApiPath(route.url)]?.[route.method.toLowerCase()] === undefined)
      .map((route) => `${route.method} ${route.url}`);
    expect(missing).toEqual([]);
  });

  it("gives each route the parameters of its params and querystring schemas", () => {
    const problems: string[] = [];
    for (const route of apiRoutes()) {
      const operation = doc.paths[openApiPath(route.url)]?.[route.method.toLowerCase()];
      const parameters = operation?.parameters ?? [];
      for (const [key, place] of [
        ["params", "path"],
        ["querystring", "query"],
      ] as const) {
        const schema = route.schema[key] as Schema | undefined;
        if (!schema) continue;
        for (const name of propertyNames(schema)) {
          if (!parameters.some((parameter) => parameter.in === place && parameter.name === name))
            problems.push(`${route.method} ${route.url}: ${place} parameter ${name}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it("gives each route its body schema and a response for every status its schema declares", () => {
    const problems: string[] = [];
    for (const route of apiRoutes()) {
      const operation = doc.paths[openApiPath(route.url)]?.[route.method.toLowerCase()];
      const where = `${route.method} ${route.url}`;
      if (!operation) continue;
      const body = route.schema.body as Schema | undefined;
      if (body && !Object.values(operation.requestBody?.content ?? {}).some((content) => content.schema))
        problems.push(`${where}: body`);
      const responses = (route.schema.response ?? {}) as Record<string, Schema>;
      for (const [status, schema] of Object.entries(responses)) {
        const documented = operation.responses[status.toUpperCase()];
        if (!documented) {
          problems.push(`${where}: response ${status}`);
          continue;
        }
        // A response that is a shared schema is a reference to its component.
        const id = resolve(schema).$id;
        if (schema.$ref !== undefined && typeof id === "string") {
          const ref = Object.values(documented.content ?? {})[0]?.schema?.$ref;
          if (ref !== `#/components/schemas/${componentName(id, -1)}`)
            problems.push(`${where}: ${status} → ${ref}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it("is self-contained: every $ref points at one of its own components", () => {
    const text = JSON.stringify(doc);
    const refs = [...text.matchAll(/"\$ref":"([^"]*)"/g)].map((match) => match[1] ?? "");
    expect(refs.length).toBeGreaterThan(50);
    const dangling = refs.filter((ref) => {
      const name = /^#\/components\/schemas\/(.+)$/.exec(ref)?.[1];
      return name === undefined || !(decodeURIComponent(name) in doc.components.schemas);
    });
    expect([...new Set(dangling)]).toEqual([]);
    expect(text).not.toContain("quorum.local");
  });

  it("keeps a property named $id as it is (the hydrated node's editor id)", () => {
    const node = doc.components.schemas["layout.hydrated-node"] as { properties: Record<string, unknown> };
    expect(Object.keys(node.properties)).toContain("$id");
  });
});
