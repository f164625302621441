// Schema examples in stored form, as stories and tests hydrate them.
import { exampleProps, widgetSchemas } from "../../src/lib/layout/widget-schemas";

/** The stored-form node of a schema example: `{ $hydrate, ...props }` without the example's `$name`. */
export function exampleNode(hydrateKey: string, exampleIndex: number): Record<string, unknown> {
  const schema = widgetSchemas.get(hydrateKey);
  if (!schema) throw new Error(`No widget schema has the hydrate key "${hydrateKey}".`);
  const example = schema.examples[exampleIndex];
  if (!example) throw new Error(`The schema of "${hydrateKey}" has no example #${exampleIndex}.`);
  return { $hydrate: hydrateKey, ...exampleProps(example) };
}
