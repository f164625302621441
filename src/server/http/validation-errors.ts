// Turns ajv's errors (Fastify's request validation) into field errors with messages people can read, as catalogue
// keys with values (the error handler writes them in the request's language).
import type { FieldErrorInput } from "./errors";

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

/** The message of one ajv error: a catalogue key, its values put in when the body is written. */
function messageFor(error: SchemaError, field: string): Pick<FieldErrorInput, "message" | "values"> {
  const p = error.params;
  const limit = String(p.limit);
  switch (error.keyword) {
    case "required":
      return { message: "{field} is required.", values: { field } };
    case "type":
      return {
        message:
          "{field} must be {type, select, integer {an integer} number {a number} boolean {a boolean (true or false)} string {a string} object {an object} array {a list} null {null} other {a {type}}}.",
        values: { field, type: String(p.type).split(",")[0] ?? "value" },
      };
    case "minimum":
      return { message: "{field} must be greater than or equal to {limit}.", values: { field, limit } };
    case "maximum":
      return { message: "{field} must be less than or equal to {limit}.", values: { field, limit } };
    case "minLength":
      return { message: "{field} must be at least {limit} characters long.", values: { field, limit } };
    case "maxLength":
      return { message: "{field} must be at most {limit} characters long.", values: { field, limit } };
    case "enum":
      return Array.isArray(p.allowedValues)
        ? {
            message: "{field} must be one of: {allowed}.",
            values: { field, allowed: p.allowedValues.join(", ") },
          }
        : { message: "{field} must be one of: the allowed values.", values: { field } };
    case "pattern":
      return { message: "{field} is not in a valid format.", values: { field } };
    case "format":
      return p.format === "email"
        ? { message: "{field} is not a valid email address.", values: { field } }
        : { message: "{field} is not a valid {format}.", values: { field, format: String(p.format) } };
    case "additionalProperties":
      return { message: "{field} is not allowed here.", values: { field } };
    // Raised by http/validation.ts for query and path numbers.
    case "decimal":
      return { message: "{field} must be a number written in plain decimal digits.", values: { field } };
    case "range":
      return { message: "{field} is out of range.", values: { field } };
    default:
      // ajv's own words for a keyword we do not describe (English).
      return error.message
        ? { message: "{field} {problem}.", values: { field, problem: error.message } }
        : { message: "{field} is not valid.", values: { field } };
  }
}

export function toFieldErrors(errors: SchemaError[], context: string): FieldErrorInput[] {
  return errors.map((error) => {
    const field = fieldOf(error, context);
    return { field, code: error.keyword, ...messageFor(error, field) };
  });
}
