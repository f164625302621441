// Field conditions (docs/reference/layout-widgets.md#form-hints): `{field, ...jsonSchemaFragment, invert?}` shows a
// field only while the value at `field` matches the fragment. A small matcher for the keywords conditions use, so the
// form needs no ajv at run time.
import { isJsonObject, type JsonObject } from "../model/types";
import type { FieldCondition } from "./types";

function typeMatches(value: unknown, type: unknown): boolean {
  const types = Array.isArray(type) ? type : [type];
  return types.some((name) => {
    switch (name) {
      case "string":
        return typeof value === "string";
      case "boolean":
        return typeof value === "boolean";
      case "number":
        return typeof value === "number";
      case "integer":
        return Number.isInteger(value);
      case "array":
        return Array.isArray(value);
      case "object":
        return isJsonObject(value);
      case "null":
        return value === null;
      default:
        return false;
    }
  });
}

const lengthOf = (value: unknown): number | null =>
  typeof value === "string" || Array.isArray(value) ? value.length : null;

/** Whether `value` satisfies a schema fragment (const, enum, type, not, anyOf, lengths, bounds, pattern). */
export function matchesFragment(value: unknown, fragment: JsonObject): boolean {
  if ("const" in fragment && JSON.stringify(fragment.const) !== JSON.stringify(value)) return false;
  if (Array.isArray(fragment.enum) && !fragment.enum.some((option) => option === value)) return false;
  if (fragment.type !== undefined && !typeMatches(value, fragment.type)) return false;
  if (isJsonObject(fragment.not) && matchesFragment(value, fragment.not)) return false;
  if (
    Array.isArray(fragment.anyOf) &&
    !fragment.anyOf.some((option) => isJsonObject(option) && matchesFragment(value, option))
  ) {
    return false;
  }
  const length = lengthOf(value);
  if (typeof fragment.minLength === "number" && (length ?? 0) < fragment.minLength) return false;
  if (typeof fragment.maxLength === "number" && length !== null && length > fragment.maxLength) return false;
  if (typeof fragment.minItems === "number" && (length ?? 0) < fragment.minItems) return false;
  if (typeof fragment.minimum === "number" && !(typeof value === "number" && value >= fragment.minimum)) {
    return false;
  }
  if (typeof fragment.maximum === "number" && !(typeof value === "number" && value <= fragment.maximum)) {
    return false;
  }
  if (
    typeof fragment.pattern === "string" &&
    !(typeof value === "string" && new RegExp(fragment.pattern).test(value))
  ) {
    return false;
  }
  return true;
}

/** Whether every condition holds; `valueAt` reads the form's values (with schema defaults) by dot path. */
export function conditionsHold(
  conditions: readonly FieldCondition[] | undefined,
  valueAt: (field: string) => unknown,
): boolean {
  return (conditions ?? []).every((condition) => {
    const { field, invert, ...fragment } = condition;
    const matches = matchesFragment(valueAt(field), fragment);
    return invert ? !matches : matches;
  });
}
