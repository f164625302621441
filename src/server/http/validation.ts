// Request validation settings for Fastify's ajv: strings in queries and params are coerced to the schema's types
// (a single value becomes a one-item array where a list is expected), defaults are filled in, and nothing is
// removed silently: a schema that forbids extra properties rejects them with a 400. All errors are reported,
// so a client sees every bad field at once.
export const ajvCustomOptions = {
  coerceTypes: "array",
  useDefaults: true,
  removeAdditional: false,
  allErrors: true,
} as const;
