// Builds a widget catalogue (hydrate key → runtime) from the widget schemas and a set of data loaders: the server
// passes loaders that query the database, Storybook passes loaders that read factories.
import type { WidgetRuntime } from "./hydrate";
import { createPropsPreparer, widgetSchemas } from "./widget-schemas";

export type WidgetLoader<Context> = (
  props: Record<string, unknown>,
  context: Context,
) => Promise<Record<string, unknown> | null>;

/**
 * Props reaching a loader were validated against the schema its props type is generated from, so the cast at
 * this one boundary is sound.
 */
export function typedLoader<P, R, Context>(
  load: (props: P, context: Context) => Promise<R | null>,
): WidgetLoader<Context> {
  return (props, context) => load(props as P, context) as Promise<Record<string, unknown> | null>;
}

export function buildWidgetCatalog<Context>(
  loaders: Record<string, WidgetLoader<Context>>,
): ReadonlyMap<string, WidgetRuntime<Context>> {
  const catalog = new Map<string, WidgetRuntime<Context>>();
  for (const [hydrateKey, schema] of widgetSchemas) {
    const runtime: WidgetRuntime<Context> = {
      hydrateKey,
      component: schema["x-widget"].component,
      prepareProps: createPropsPreparer(schema),
    };
    const load = loaders[hydrateKey];
    if (load) runtime.hydrate = load;
    catalog.set(hydrateKey, runtime);
  }
  return catalog;
}
