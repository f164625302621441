// Resolves the `$ref`s of widget schemas for the form. The catalog serves widget schemas with absolute refs to the
// common schemas (background, container options…); those come from the same generated index the server reads,
// so the form needs no network round trip and no ajv to follow them.
import { commonWidgetSchemaDocuments } from "../../../types/generated/widget-schema-index";
import { isJsonObject, type JsonObject } from "../model/types";
import type { FieldSchema } from "./types";

/** Every relative `$ref` inside `value` made absolute against `base`. */
function absolutizeRefs(value: unknown, base: string): unknown {
  if (Array.isArray(value)) return value.map((item) => absolutizeRefs(item, base));
  if (!isJsonObject(value)) return value;
  const out: JsonObject = {};
  for (const [key, child] of Object.entries(value)) {
    out[key] =
      key === "$ref" && typeof child === "string" && !child.startsWith("#")
        ? new URL(child, base).toString()
        : absolutizeRefs(child, base);
  }
  return out;
}

const commonSchemas: ReadonlyMap<string, FieldSchema> = new Map(
  (commonWidgetSchemaDocuments as JsonObject[]).map((schema) => {
    const id = String(schema.$id);
    return [id, absolutizeRefs(schema, id) as FieldSchema] as const;
  }),
);

/** The schema a ref names: a whole common schema, or a part of one by JSON pointer (`file#/properties/color`). */
function refTarget(ref: string): FieldSchema | undefined {
  const [id = "", pointer = ""] = ref.split("#", 2);
  let target: unknown = commonSchemas.get(id);
  for (const segment of pointer.split("/").filter(Boolean)) {
    const key = decodeURIComponent(segment).replaceAll("~1", "/").replaceAll("~0", "~");
    target = isJsonObject(target) ? target[key] : undefined;
  }
  return isJsonObject(target) ? (target as FieldSchema) : undefined;
}

/**
 * A property schema with its `$ref` (or a lone `allOf: [{$ref}]`, the pattern schemas use to add a default to a
 * ref) replaced by the referenced schema; the property's own keys (description, default, x-control) win.
 */
export function resolveSchema(schema: FieldSchema): FieldSchema {
  const { $ref, allOf, ...rest } = schema;
  if (typeof $ref === "string") {
    const target = refTarget($ref);
    return target ? { ...resolveSchema(target), ...rest } : rest;
  }
  if (Array.isArray(allOf) && allOf.length === 1 && isJsonObject(allOf[0])) {
    return { ...resolveSchema(allOf[0]), ...rest };
  }
  return schema;
}

/** A widget schema as the form reads it: refs absolute (the catalog's already are; raw schema files are not). */
export function formSchemaOf(widgetSchema: FieldSchema): FieldSchema {
  const id =
    typeof widgetSchema.$id === "string" ? widgetSchema.$id : "https://quorum.local/schemas/widgets/";
  return absolutizeRefs(widgetSchema, id) as FieldSchema;
}
