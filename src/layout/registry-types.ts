// What a widget registry holds: component name → lazily loaded component with a preload hook.
import { type ComponentType, type LazyExoticComponent, lazy } from "react";
import { trackLoad } from "../lib/pending-loads";

/** Props as they come out of a hydrated node: JSON, checked by the server against the widget's schema. */
type WidgetProps = Record<string, unknown>;

export type WidgetComponent = LazyExoticComponent<ComponentType<WidgetProps>> & {
  /** Starts loading the widget's chunk without rendering it (avoids section → widget request waterfalls). */
  preload(): Promise<unknown>;
};

export type WidgetRegistry = Readonly<Record<string, WidgetComponent>>;

export function lazyWidget<Props extends object>(
  load: () => Promise<{ default: ComponentType<Props> }>,
): WidgetComponent {
  type Loaded = { default: ComponentType<Props> };
  let loaded: Loaded | undefined;
  const preload = () =>
    trackLoad(load()).then((module) => {
      loaded = module;
      return module;
    });
  // Once preloaded, React gets a thenable that settles at once, so the widget renders without suspending: hydration
  // of a server-rendered page then matches the server's markup in one pass.
  const settled = (module: Loaded) =>
    // biome-ignore lint/suspicious/noThenProperty: a synchronous thenable is what React.lazy reads at once.
    ({ then: (resolve: (value: Loaded) => void) => resolve(module) }) as unknown as Promise<Loaded>;
  // The one place where a widget's typed props meet untyped JSON: the server validated them against the widget's
  // schema (schemas/widgets/*.schema.json), whose generated type is `Props`.
  const component = lazy(() => (loaded ? settled(loaded) : preload())) as unknown as LazyExoticComponent<
    ComponentType<WidgetProps>
  >;
  return Object.assign(component, { preload });
}

const lowerCaseIndexes = new WeakMap<WidgetRegistry, Map<string, WidgetComponent>>();

/** Case-insensitive lookup, as hand-written layouts may spell names loosely ("sectiontwocolumns"). */
export function findWidget(registry: WidgetRegistry, name: string): WidgetComponent | undefined {
  let index = lowerCaseIndexes.get(registry);
  if (!index) {
    index = new Map(Object.entries(registry).map(([key, component]) => [key.toLowerCase(), component]));
    lowerCaseIndexes.set(registry, index);
  }
  return index.get(name.toLowerCase());
}

/** Starts loading every component a layout names, in parallel, before React discovers them level by level. */
export function preloadLayoutComponents(nodes: unknown, registry: WidgetRegistry): void {
  void loadLayoutComponents(nodes, registry);
}

/** Loads every component a layout names; settles (never rejects) when all have loaded or failed. */
export function loadLayoutComponents(nodes: unknown, registry: WidgetRegistry): Promise<unknown> {
  const loads: Promise<unknown>[] = [];
  const seen = new Set<string>();
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) {
      for (const item of value) visit(item);
      return;
    }
    if (typeof value !== "object" || value === null) return;
    if ("$reactComponent" in value && typeof value.$reactComponent === "string") {
      const name = value.$reactComponent;
      if (!seen.has(name)) {
        seen.add(name);
        const widget = findWidget(registry, name);
        // The render path reports load failures through its error boundary.
        if (widget) loads.push(widget.preload().catch(() => undefined));
      }
    }
    const props = "$reactProps" in value ? value.$reactProps : undefined;
    if (typeof props === "object" && props !== null) visit(Object.values(props));
  };
  visit(nodes);
  return Promise.all(loads);
}
