// The widget schemas, keyed by hydrate key, and the ajv-based props preparer built from them.
// Server-side and preview-only: public pages never import this (ajv stays out of the guest bundle).
import { Ajv, type ErrorObject } from "ajv";
import {
  commonWidgetSchemaDocuments,
  widgetSchemaDocuments,
} from "../../types/generated/widget-schema-index";
import { upgradeDeprecatedProps } from "./deprecated-props";

interface WidgetMeta {
  /** The widget's one spelling: schema file, folder, generated types and stories (ARCHITECTURE.md). */
  id: string;
  /** The folder under widgets/ when it is not the id (widgets sharing a component, sections). */
  folder?: string;
  hydrate: string[];
  component: string;
  name: string;
  group: string;
  /** Sections the widget may be placed in; absent for sections themselves. */
  sections?: string[];
  /** Hydrate keys that are page assets: the view types they belong to, and whether a layout must hold them. */
  assets?: Record<string, { viewTypes: string[]; isRequired: boolean }>;
}

export interface WidgetSchema {
  $id: string;
  title: string;
  description: string;
  "x-widget": WidgetMeta;
  properties: Record<string, unknown>;
  examples: Record<string, unknown>[];
}

/** Every widget schema (generated from the files in schemas/widgets/): what the server catalogue, previews and
 * tests build from. Sections first, in the order authors pick them. */
export const allWidgetSchemas: WidgetSchema[] = (widgetSchemaDocuments as WidgetSchema[]).toSorted(
  (a, b) => Number(b["x-widget"].group === "Sections") - Number(a["x-widget"].group === "Sections"),
);

const commonSchemas = commonWidgetSchemaDocuments as object[];

/** Hydrate key → schema (a schema may serve several keys, e.g. the discussions widget and its page asset). */
export const widgetSchemas: ReadonlyMap<string, WidgetSchema> = new Map(
  allWidgetSchemas.flatMap((schema) => schema["x-widget"].hydrate.map((key) => [key, schema] as const)),
);

class InvalidPropsError extends Error {
  constructor(
    readonly widget: string,
    readonly errors: ErrorObject[],
  ) {
    super(`Invalid props for ${widget}: ${errors.map(describeError).join("; ")}`);
  }
}

function describeError(error: ErrorObject): string {
  const where = error.instancePath ? error.instancePath.slice(1).replaceAll("/", ".") : "props";
  return `${where} ${error.message ?? "is invalid"}`;
}

function createAjv(options: { strictProps: boolean }): Ajv {
  const ajv = new Ajv({
    allErrors: true,
    useDefaults: true,
    // Unknown keys are dropped rather than refused, so layouts from other versions still render.
    removeAdditional: !options.strictProps,
    strict: false,
  });
  for (const schema of commonSchemas) ajv.addSchema(schema);
  return ajv;
}

const lenientAjv = createAjv({ strictProps: false });

/** Returns a function that validates a widget's props: a deep copy with defaults filled and unknown keys dropped. */
export function createPropsPreparer(
  schema: WidgetSchema,
): (raw: Record<string, unknown>) => Record<string, unknown> {
  const validate = lenientAjv.getSchema(schema.$id) ?? lenientAjv.compile(schema);
  return (raw) => {
    const props = structuredClone(raw);
    if (!validate(props)) throw new InvalidPropsError(schema["x-widget"].name, validate.errors ?? []);
    upgradeDeprecatedProps(props);
    return props;
  };
}

/** Strict validation (no key dropping) for tests and the editor: examples and documents must be exact. */
export function validatePropsStrictly(schema: WidgetSchema, props: unknown): ErrorObject[] {
  const ajv = createAjv({ strictProps: true });
  const validate = ajv.compile(schema);
  return validate(structuredClone(props)) ? [] : (validate.errors ?? []);
}

/** A schema example without its `$name` label and `$viewer` (who the story shows it to), as stored-form props. */
export function exampleProps(example: Record<string, unknown>): Record<string, unknown> {
  const { $name: _name, $viewer: _viewer, ...props } = example;
  return props;
}
