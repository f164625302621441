// Request validation: one ajv per kind of input, both holding the shared schemas (schemas/api/, by $id).
// - JSON bodies are typed already: nothing is coerced ("body": true is refused, never stored as "true").
// - Query strings and path params are text: strings are coerced to the schema's types (a single value becomes a
//   one-item array where a list is expected). ajv's coercion takes anything JavaScript reads as a number — "0x1",
//   " 1", "1e3", "Infinity", "1e309" — and a coerced Infinity skips ajv's minimum and maximum, which only look at
//   finite numbers. So every string coerced to a number must be plain decimal text and finite.
// Both: defaults are filled in, nothing is removed silently (a schema that forbids extra properties rejects them
// with a 400), and all errors are reported, so a client sees every bad field at once.
import Ajv, { type ErrorObject, type Options, type ValidateFunction } from "ajv";
import addFormats from "ajv-formats";
import type { FastifySchema, FastifySchemaCompiler, FastifyServerOptions } from "fastify";
import { compileOnce } from "./compile-once";

const sharedOptions = {
  useDefaults: true,
  removeAdditional: false,
  allErrors: true,
  addUsedSchema: false,
} as const;

/** Decimal digits with an optional sign and fraction: what a person or a form writes for a number. */
const PLAIN_DECIMAL = /^-?\d+(\.\d+)?$/;

type Compile = (schema: object) => ValidateFunction;

function createCompiler(options: Options, externalSchemas: Record<string, unknown>): Compile {
  const ajv = new Ajv({ ...sharedOptions, ...options });
  addFormats(ajv);
  for (const schema of Object.values(externalSchemas)) ajv.addSchema(schema as object);
  return (schema) => {
    // A schema registered by $id compiles once: ajv refuses a second schema with the same $id.
    const id = (schema as { $id?: unknown }).$id;
    const stored = typeof id === "string" ? ajv.getSchema(id) : undefined;
    return stored ?? ajv.compile(schema);
  };
}

function textNumberError(instancePath: string, text: string): ErrorObject {
  const keyword = PLAIN_DECIMAL.test(text) ? "range" : "decimal";
  // i18n-exempt: ajv's own field, never shown (validation-errors.ts words these keywords)
  return { keyword, instancePath, schemaPath: "#", params: {}, message: `${keyword} check failed` };
}

/**
 * Compares a text input before coercion with the coerced result and reports every string that became a number
 * without being plain, finite decimal text. Coercion keeps the shape, but may wrap a value in a one-item array.
 */
function textNumberErrors(before: unknown, after: unknown, instancePath = ""): ErrorObject[] {
  if (typeof before === "string") {
    if (Array.isArray(after) && after.length === 1)
      return textNumberErrors(before, after[0], `${instancePath}/0`);
    if (typeof after !== "number") return [];
    return PLAIN_DECIMAL.test(before) && Number.isFinite(after)
      ? []
      : [textNumberError(instancePath, before)];
  }
  if (Array.isArray(before)) {
    if (!Array.isArray(after)) return [];
    return before.flatMap((item, index) => textNumberErrors(item, after[index], `${instancePath}/${index}`));
  }
  if (typeof before !== "object" || before === null || typeof after !== "object" || after === null) return [];
  const coerced = after as Record<string, unknown>;
  return Object.entries(before).flatMap(([key, item]) =>
    textNumberErrors(item, coerced[key], `${instancePath}/${key.replace(/~/g, "~0").replace(/\//g, "~1")}`),
  );
}

/** An ajv validator for text input that also refuses numbers ajv coerced from anything but plain decimal text. */
function strictTextNumbers(validate: ValidateFunction): ValidateFunction {
  const checked = ((data: unknown, context?: Parameters<ValidateFunction>[1]) => {
    // Query strings and params are small (the query parser caps them): a copy is cheap.
    const before = structuredClone(data);
    const valid = validate(data, context);
    const errors = [...(validate.errors ?? []), ...textNumberErrors(before, data)];
    checked.errors = errors.length ? errors : null;
    return valid && errors.length === 0;
  }) as ValidateFunction;
  // Fastify passes the parent object to validators with a schemaEnv, so a coerced root value is written back.
  Object.assign(checked, { schema: validate.schema, schemaEnv: validate.schemaEnv });
  return checked;
}

const factories = new Map<string, FastifySchemaCompiler<FastifySchema>>();

/**
 * A validator compiled when its route is first asked: compiling every route's schemas at start took about 1.5 s of
 * each server start. Fastify passes the parent object to validators that have a schemaEnv (so a coerced root value
 * is written back); this one always takes it and hands it on.
 */
function lazyValidator(make: () => ValidateFunction): ValidateFunction {
  let validate: ValidateFunction | undefined;
  const lazy = ((data: unknown, context?: Parameters<ValidateFunction>[1]) => {
    validate ??= make();
    const valid = validate(data, context);
    lazy.errors = validate.errors;
    return valid;
  }) as ValidateFunction;
  return Object.assign(lazy, { schemaEnv: {} });
}

/** Compiles each route schema once per process (compile-once.ts), not once per app. */
function requestValidatorFactory(
  externalSchemas: Record<string, unknown>,
): FastifySchemaCompiler<FastifySchema> {
  return compileOnce(factories, externalSchemas, () => {
    const compileJson = createCompiler({ coerceTypes: false }, externalSchemas);
    const compileText = createCompiler({ coerceTypes: "array" }, externalSchemas);
    const compiled = new Map<string, ValidateFunction>();
    return ({ schema, httpPart }) =>
      lazyValidator(() =>
        httpPart === "body"
          ? compileOnce(compiled, ["json", schema], () => compileJson(schema))
          : compileOnce(compiled, ["text", schema], () => strictTextNumbers(compileText(schema))),
      );
  });
}

type ValidatorFactory = NonNullable<
  NonNullable<FastifyServerOptions["schemaController"]>["compilersFactory"]
>["buildValidator"];

/**
 * Fastify's validator factory (schemaController.compilersFactory.buildValidator) for every route. Fastify's type
 * names ajv's compile; at run time the compiler gets the route definition with its httpPart, as here.
 */
export const buildRequestValidator = requestValidatorFactory as unknown as ValidatorFactory;
