// @vitest-environment node
import { describe, expect, it } from "vitest";
import { type HydrateOptions, hydrateNodes, type WidgetRuntime } from "../../src/lib/layout/hydrate";
import { createPropsPreparer, widgetSchemas } from "../../src/lib/layout/widget-schemas";

interface Ctx {
  roles: number[];
  calls: string[];
}

function runtime(key: string, load?: WidgetRuntime<Ctx>["hydrate"]): WidgetRuntime<Ctx> | undefined {
  const schema = widgetSchemas.get(key);
  if (!schema) return undefined;
  const base = {
    hydrateKey: key,
    component: schema["x-widget"].component,
    prepareProps: createPropsPreparer(schema),
  };
  return load ? { ...base, hydrate: load } : base;
}

function options(overrides: Partial<HydrateOptions<Ctx>> = {}): HydrateOptions<Ctx> {
  return {
    params: { siteSection: { name: "Quorum Community", description: "Talk shop." } },
    context: { roles: [2], calls: [] },
    widget: (key) => runtime(key),
    ...overrides,
  };
}

describe("hydrateNodes", () => {
  it("resolves param, literal and sprintf nodes inside widget props", async () => {
    const [node] = await hydrateNodes(
      [
        {
          $hydrate: "react.app-banner",
          titleType: "static",
          title: {
            $hydrate: "sprintf",
            format: "Welcome to %s",
            args: [{ $hydrate: "param", ref: "siteSection/name" }],
          },
          descriptionType: "static",
          description: { $hydrate: "literal", data: "Literal text" },
        },
      ],
      options(),
    );
    expect(node?.$reactComponent).toBe("BannerWidget");
    expect(node?.$reactProps).toMatchObject({
      title: "Welcome to Quorum Community",
      description: "Literal text",
    });
  });

  it("fills schema defaults and drops unknown props", async () => {
    const [node] = await hydrateNodes([{ $hydrate: "react.guest-cta", surprise: true }], options());
    expect(node?.$reactProps).toMatchObject({ title: "Welcome!", alignment: "left" });
    expect(node?.$reactProps).not.toHaveProperty("surprise");
  });

  it("hydrates children depth-first into section regions and keeps only the visibility middleware", async () => {
    const [section] = await hydrateNodes(
      [
        {
          $hydrate: "react.section.2-columns",
          mainBottom: [
            { $hydrate: "react.html", html: "<p>hi</p>", $middleware: { visibility: { device: "mobile" } } },
          ],
        },
      ],
      options(),
    );
    const [child] = (section?.$reactProps.mainBottom ?? []) as {
      $reactComponent: string;
      $middleware?: unknown;
    }[];
    expect(child?.$reactComponent).toBe("HtmlWidget");
    expect(child?.$middleware).toEqual({ visibility: { device: "mobile" } });
  });

  it("turns a throwing widget into a LayoutError node and renders its siblings", async () => {
    const failing = (key: string) =>
      key === "react.breadcrumbs"
        ? runtime(key, async () => {
            throw new Error("database is down");
          })
        : runtime(key);
    const nodes = await hydrateNodes(
      [{ $hydrate: "react.breadcrumbs" }, { $hydrate: "react.html", html: "<b>ok</b>" }],
      options({ widget: failing }),
    );
    expect(nodes.map((node) => node.$reactComponent)).toEqual(["LayoutError", "HtmlWidget"]);
    expect(nodes[0]?.$reactProps).toMatchObject({
      componentName: "react.breadcrumbs",
      message: "database is down",
    });
  });

  it("reports invalid props and unknown widgets as LayoutError nodes", async () => {
    const nodes = await hydrateNodes(
      [{ $hydrate: "react.discussion.discussions", apiParams: { limit: 1000 } }, { $hydrate: "react.nope" }],
      options(),
    );
    expect(nodes[0]?.$reactProps.message).toMatch(/apiParams\.limit must be <= 100/);
    expect(nodes[1]?.$reactProps.message).toBe('Unknown widget "react.nope".');
  });

  it("drops nodes a middleware refuses without loading their data", async () => {
    const calls: string[] = [];
    const tracked = (key: string) =>
      runtime(key, async (props) => {
        calls.push(key);
        return props;
      });
    const nodes = await hydrateNodes(
      [
        { $hydrate: "react.breadcrumbs", $middleware: { "role-filter": { roleIDs: [8] } } },
        { $hydrate: "react.html", $middleware: { "role-filter": { roleIDs: [2] } } },
      ],
      options({
        widget: tracked,
        allows: (middleware, context) =>
          (middleware["role-filter"]?.roleIDs ?? []).every((id) => context.roles.includes(id)),
      }),
    );
    expect(nodes.map((node) => node.$reactComponent)).toEqual(["HtmlWidget"]);
    expect(calls).toEqual(["react.html"]);
  });

  it("leaves no hole in a region when a widget hides itself", async () => {
    const hiding = (key: string) =>
      key === "react.guest-cta" ? runtime(key, async () => null) : runtime(key);
    const [section] = await hydrateNodes(
      [
        {
          $hydrate: "react.section.1-column",
          children: [{ $hydrate: "react.guest-cta" }, { $hydrate: "react.html" }],
        },
      ],
      options({ widget: hiding }),
    );
    expect(section?.$reactProps.children).toHaveLength(1);
  });
});
