// Turns ajv's errors (Fastify's request validation) into field errors with messages people can read.
import type { FieldError } from "./errors";

export interface SchemaError {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
  message?: string | undefined;
}

/** "/limit" → "limit", "/tagIDs/2" → "tagIDs"; the missing or extra property for required/additionalProperties. */
function fieldOf(error: SchemaError, context: string): string {
  const segments = error.instancePath.split("/").filter(Boolean);
  while (segments.length && /^\d+$/.test(segments[segments.length - 1] ?? "")) segments.pop();
  const extra = error.params.missingProperty ?? error.params.additionalProperty;
  if (typeof extra === "string") segments.push(extra);
  return segments.length ? segments.join(".") : context;
}

function describeType(type: unknown): string {
  const name = String(type).split(",")[0] ?? "value";
  const nouns: Record<string, string> = {
    integer: "an integer",
    number: "a number",
    boolean: "a boolean (true or false)",
    string: "a string",
    object: "an object",
    array: "a list",
    null: "null",
  };
  return nouns[name] ?? `a ${name}`;
}

function messageFor(error: SchemaError, field: string): string {
  const p = error.params;
  switch (error.keyword) {
    case "required":
      return `${field} is required.`;
    case "type":
      return `${field} must be ${describeType(p.type)}.`;
    case "minimum":
      return `${field} must be greater than or equal to ${String(p.limit)}.`;
    case "maximum":
      return `${field} must be less than or equal to ${String(p.limit)}.`;
    case "minLength":
      return `${field} must be at least ${String(p.limit)} characters long.`;
    case "maxLength":
      return `${field} must be at most ${String(p.limit)} characters long.`;
    case "enum":
      return `${field} must be one of: ${Array.isArray(p.allowedValues) ? p.allowedValues.join(", ") : "the allowed values"}.`;
    case "pattern":
      return `${field} is not in a valid format.`;
    case "format":
      return p.format === "email"
        ? `${field} is not a valid email address.`
        : `${field} is not a valid ${String(p.format)}.`;
    case "additionalProperties":
      return `${field} is not allowed here.`;
    // Raised by http/validation.ts for query and path numbers.
    case "decimal":
      return `${field} must be a number written in plain decimal digits.`;
    case "range":
      return `${field} is out of range.`;
    default:
      return `${field} ${error.message ?? "is not valid"}.`;
  }
}

export function toFieldErrors(errors: SchemaError[], context: string): FieldError[] {
  return errors.map((error) => {
    const field = fieldOf(error, context);
    return { field, code: error.keyword, message: messageFor(error, field) };
  });
}
