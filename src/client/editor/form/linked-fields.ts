// Vanilla's titleType/param pattern (setParamField): a `<name>Type` choice says where `<name>` comes from.
// Choosing a page value ("siteSection/name") writes a param node into `<name>`; choosing static text turns a
// param node back into text; switching `<name>` to static text from its contextual value sets the type too. One
// author action, so one batch of changes (one undo step).
import { isJsonObject } from "../model/types";
import { isValueNode } from "./field-tree";
import { resolveSchema } from "./schema-resolve";
import type { FieldSchema } from "./types";
import { getAt, joinPath, splitPath } from "./value-paths";

export interface FieldChange {
  field: string;
  value: unknown;
}

/** The object schema holding the property at `field` (undefined when the path leaves the schema). */
function parentSchema(root: FieldSchema, field: string): FieldSchema | undefined {
  let schema: FieldSchema | undefined = resolveSchema(root);
  for (const key of splitPath(field).slice(0, -1)) {
    if (!schema) return undefined;
    const next: unknown =
      schema.type === "array"
        ? schema.items
        : isJsonObject(schema.properties)
          ? schema.properties[key]
          : undefined;
    schema = isJsonObject(next) ? resolveSchema(next) : undefined;
  }
  return schema;
}

const isParamRef = (value: unknown): value is string => typeof value === "string" && value.includes("/");

/** The changes one edit makes: the edit itself, plus its linked text field when it is a `<name>Type`. */
export function linkedChanges(
  schema: FieldSchema,
  value: unknown,
  field: string,
  next: unknown,
): FieldChange[] {
  const changes: FieldChange[] = [{ field, value: next }];
  const parent = parentSchema(schema, field);
  const properties = parent && isJsonObject(parent.properties) ? parent.properties : {};
  const key = splitPath(field).at(-1) ?? "";
  const parentPath = splitPath(field).slice(0, -1).join(".");
  if (key.endsWith("Type") && key.length > 4) {
    const textKey = key.slice(0, -4);
    if (!(textKey in properties)) return changes;
    const textField = joinPath(parentPath, textKey);
    const current = getAt(value, textField);
    if (isParamRef(next)) changes.push({ field: textField, value: { $hydrate: "param", ref: next } });
    else if (next === "static" && isValueNode(current)) changes.push({ field: textField, value: "" });
    return changes;
  }
  const typeKey = `${key}Type`;
  const typeSchema = properties[typeKey];
  if (isJsonObject(typeSchema) && Array.isArray(typeSchema.enum) && typeSchema.enum.includes("static")) {
    const wasNode = isValueNode(getAt(value, field));
    if (wasNode && !isValueNode(next))
      changes.push({ field: joinPath(parentPath, typeKey), value: "static" });
  }
  return changes;
}
