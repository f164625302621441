// Widget props as the hydrator hands them over: the raw props validated by the widget's schema, defaults filled.
import { createPropsPreparer, widgetSchemas } from "../../src/lib/layout/widget-schemas";

export function preparedProps<T>(hydrateKey: string, raw: Record<string, unknown> = {}): T {
  const schema = widgetSchemas.get(hydrateKey);
  if (!schema) throw new Error(`No widget schema for ${hydrateKey}`);
  return createPropsPreparer(schema)(raw) as T;
}
