// The hydrate walk shared by the server (real data) and Storybook/editor previews (factory data):
// resolves `$hydrate` nodes depth-first, validates widget props against their schema, applies filters, and turns
// each widget node into {$reactComponent, $reactProps, $middleware}. A widget that throws becomes a LayoutError
// node, never a failed page.
import type { HydratedNode } from "../../types/generated/layout/hydrated-node";
import type { Middleware } from "../../types/generated/layout/middleware";
import { resolveParamRef, sprintf } from "./params";

export interface WidgetRuntime<Context> {
  hydrateKey: string;
  component: string;
  /** Validates raw props: fills defaults, drops unknown keys, throws InvalidPropsError when invalid. */
  prepareProps(raw: Record<string, unknown>): Record<string, unknown>;
  /** Loads the widget's data. null hides the widget (e.g. the guest CTA for a signed-in member). */
  hydrate?(props: Record<string, unknown>, context: Context): Promise<Record<string, unknown> | null>;
}

export interface HydrateOptions<Context> {
  params: Record<string, unknown>;
  context: Context;
  widget(hydrateKey: string): WidgetRuntime<Context> | undefined;
  /** Server-side middlewares (role-filter, category-filter): false drops the node. */
  allows?(middleware: Middleware, context: Context): boolean | Promise<boolean>;
  /** Include error details (stack) in LayoutError nodes. */
  debug?: boolean;
  /**
   * Resolves a node's `$fragmentImpls` (type → {fragmentUUID}) to the active custom fragments with their JS and
   * CSS URLs; unknown, inactive and "system" ones are left out. Without it (previews) fragments are dropped.
   */
  fragments?(impls: JsonObject, context: Context): Promise<HydratedNode["$fragmentImpls"]>;
  /**
   * Runs each step of a widget node's own work (its filters; then its props, data and fragments), e.g. to measure
   * it for the editor's cost meter (docs/reference/layout-documents.md#cost-meter). The nodes inside its props are
   * hydrated between the two steps, outside them. Without it, the steps just run.
   */
  step?<T>(widget: WidgetStep, work: () => Promise<T>): Promise<T>;
}

/** The widget node a step belongs to: its `$editorID` when the editor sent one. */
export interface WidgetStep {
  hydrateKey: string;
  editorID?: string;
}

type JsonObject = Record<string, unknown>;

const isObject = (value: unknown): value is JsonObject =>
  typeof value === "object" && value !== null && !Array.isArray(value);

export function layoutErrorNode(componentName: string, error: unknown, debug = false): HydratedNode {
  const message = error instanceof Error ? error.message : String(error);
  const props: JsonObject = { componentName, message };
  if (debug && error instanceof Error && error.stack) props.trace = error.stack;
  return { $reactComponent: "LayoutError", $reactProps: props };
}

/** Hydrates a list of nodes (a layout, or a section region); hidden nodes are dropped. */
export async function hydrateNodes<C>(nodes: unknown[], options: HydrateOptions<C>): Promise<HydratedNode[]> {
  const resolved = await Promise.all(nodes.map((node) => hydrateNode(node, options)));
  return resolved.filter((node): node is HydratedNode => isObject(node));
}

/** Hydrates one widget node. Returns null when the node is hidden by a middleware or its data loader. */
export async function hydrateNode<C>(
  node: unknown,
  options: HydrateOptions<C>,
): Promise<HydratedNode | null> {
  const value = await resolveValue(node, options);
  if (value === null || value === undefined) return null;
  if (isObject(value) && typeof value.$reactComponent === "string") return value as unknown as HydratedNode;
  return layoutErrorNode("unknown", new Error("A layout node must be a widget (an object with $hydrate)."));
}

async function resolveValue<C>(value: unknown, options: HydrateOptions<C>): Promise<unknown> {
  if (Array.isArray(value)) {
    const items = await Promise.all(value.map((item) => resolveValue(item, options)));
    // Widgets hidden by middleware or returning null leave no hole in their region.
    return items.filter((item, index) => item !== null || !isObject(value[index]));
  }
  if (!isObject(value)) return value;
  if (typeof value.$hydrate !== "string") {
    const entries = await Promise.all(
      Object.entries(value).map(async ([key, child]) => [key, await resolveValue(child, options)] as const),
    );
    return Object.fromEntries(entries);
  }
  return resolveNode(value.$hydrate, value, options);
}

async function resolveNode<C>(type: string, node: JsonObject, options: HydrateOptions<C>): Promise<unknown> {
  switch (type) {
    case "literal":
      return node.data ?? null;
    case "param":
      return resolveParamRef(options.params, String(node.ref ?? ""), node.default ?? null);
    case "sprintf": {
      const args = await resolveValue(Array.isArray(node.args) ? node.args : [], options);
      return sprintf(String(await resolveValue(node.format, options)), args as unknown[]);
    }
    default:
      return resolveWidget(type, node, options);
  }
}

async function resolveWidget<C>(
  hydrateKey: string,
  node: JsonObject,
  options: HydrateOptions<C>,
): Promise<HydratedNode | null> {
  // $editorID is the editor's handle on a node, never a prop: it comes back as $id on whatever the node hydrates
  // to (its widget, or the error in its place), so the canvas can find it.
  const withID = (out: HydratedNode): HydratedNode =>
    typeof node.$editorID === "string" && node.$editorID !== "" ? { ...out, $id: node.$editorID } : out;
  const widget = options.widget(hydrateKey);
  if (!widget)
    return withID(layoutErrorNode(hydrateKey, new Error(`Unknown widget "${hydrateKey}".`), options.debug));
  const info: WidgetStep =
    typeof node.$editorID === "string" ? { hydrateKey, editorID: node.$editorID } : { hydrateKey };
  const step = <T>(work: () => Promise<T>): Promise<T> => (options.step ? options.step(info, work) : work());
  try {
    const { $hydrate: _type, $middleware, $fragmentImpls, $editorID: _editorID, ...rawProps } = node;
    const middleware = (isObject($middleware) ? $middleware : {}) as Middleware;
    const { allows } = options;
    // Filters first: a node the viewer may not see costs no data loading, nor do its children.
    if (allows && !(await step(async () => allows(middleware, options.context)))) return null;
    const resolvedProps = (await resolveValue(rawProps, options)) as JsonObject;
    const out = await step(async (): Promise<HydratedNode | null> => {
      const props = widget.prepareProps(resolvedProps);
      const hydrated = widget.hydrate ? await widget.hydrate(props, options.context) : props;
      if (hydrated === null) return null;
      const built: HydratedNode = { $reactComponent: widget.component, $reactProps: hydrated };
      const device = middleware.visibility?.device;
      if (device && device !== "all") built.$middleware = { visibility: { device } };
      const fragments =
        options.fragments && isObject($fragmentImpls)
          ? await options.fragments($fragmentImpls, options.context)
          : undefined;
      if (fragments && Object.keys(fragments).length > 0) built.$fragmentImpls = fragments;
      return built;
    });
    return out ? withID(out) : null;
  } catch (error) {
    return withID(layoutErrorNode(hydrateKey, error, options.debug));
  }
}
