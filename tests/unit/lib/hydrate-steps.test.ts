// @vitest-environment node
// The hydrate walk's `step` hook (src/lib/layout/hydrate.ts), which the editor's cost meter measures widgets with
// (docs/reference/layout-documents.md#cost-meter): each widget node's filters and then its props and data run in
// steps named by its editor id; the nodes inside it are hydrated between its two steps, never inside them.
import { describe, expect, it } from "vitest";
import { type HydrateOptions, hydrateNodes, type WidgetStep } from "../../../src/lib/layout/hydrate";
import { createPropsPreparer, widgetSchemas } from "../../../src/lib/layout/widget-schemas";

function runtime(key: string) {
  const schema = widgetSchemas.get(key);
  if (!schema) return undefined;
  return {
    hydrateKey: key,
    component: schema["x-widget"].component,
    prepareProps: createPropsPreparer(schema),
  };
}

const html = (id: string, middleware?: Record<string, unknown>) => ({
  $hydrate: "react.html",
  $editorID: id,
  name: id,
  html: "<p>x</p>",
  ...(middleware ? { $middleware: middleware } : {}),
});

async function walk(nodes: unknown[], allows: (middleware: Record<string, unknown>) => boolean = () => true) {
  const log: string[] = [];
  let open: string | null = null;
  const options: HydrateOptions<null> = {
    params: {},
    context: null,
    widget: runtime,
    allows,
    async step<T>(widget: WidgetStep, work: () => Promise<T>): Promise<T> {
      // Steps never nest: a section's step starts after its widgets' steps ended.
      expect(open).toBeNull();
      open = widget.editorID ?? widget.hydrateKey;
      log.push(`${open} start`);
      try {
        return await work();
      } finally {
        log.push(`${open} end`);
        open = null;
      }
    },
  };
  const hydrated = await hydrateNodes(nodes, options);
  return { hydrated, log };
}

describe("the step hook", () => {
  it("runs a widget's filters and its data in two steps named by its editor id", async () => {
    const { hydrated, log } = await walk([html("h1")]);
    expect(log).toEqual(["h1 start", "h1 end", "h1 start", "h1 end"]);
    expect(hydrated[0]?.$id).toBe("h1");
  });

  it("hydrates a section's widgets between its two steps", async () => {
    const section = { $hydrate: "react.section.1-column", $editorID: "s1", children: [html("h1")] };
    const { log } = await walk([section]);
    expect(log).toEqual([
      "s1 start",
      "s1 end",
      "h1 start",
      "h1 end",
      "h1 start",
      "h1 end",
      "s1 start",
      "s1 end",
    ]);
  });

  it("runs only the filters' step for a node the filters drop", async () => {
    const { hydrated, log } = await walk([html("h1", { "role-filter": { roleIDs: [9] } })], () => false);
    expect(hydrated).toEqual([]);
    expect(log).toEqual(["h1 start", "h1 end"]);
  });

  it("names a node without an editor id by its hydrate key only", async () => {
    const { log } = await walk([{ $hydrate: "react.html", name: "x", html: "<p>x</p>" }]);
    expect(log[0]).toBe("react.html start");
  });
});
