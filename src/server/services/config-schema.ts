// The config table's keys as schemas/config/site-config.schema.json describes them (docs/reference/configuration.md):
// their defaults, which of them are private, and the check of a PATCH /config body against the schema, with errors
// grouped by key. The schema is the one place a key is declared: GET /config lists its keys, the dashboard's
// settings pages are generated from it.
import { Ajv } from "ajv";
import siteConfigSchema from "../../../schemas/config/site-config.schema.json" with { type: "json" };
import type { FieldErrorInput } from "../http/errors";
import { toFieldErrors } from "../http/validation-errors";

interface ConfigProperty {
  default?: unknown;
  "x-private"?: boolean;
}

const properties = siteConfigSchema.properties as Record<string, ConfigProperty>;

/** Every key the config API knows, with its default when no row is stored. */
export const SCHEMA_CONFIG_DEFAULTS: Readonly<Record<string, unknown>> = Object.fromEntries(
  Object.entries(properties).map(([key, property]) => [key, property.default]),
);

/** Keys GET /config answers only to settings.manage: secrets an admin stores but no page may show (x-private). */
export const SCHEMA_PRIVATE_KEYS: readonly string[] = Object.entries(properties)
  .filter(([, property]) => property["x-private"] === true)
  .map(([key]) => key);

// No defaults filled in (a patch names only what changes), every error reported, x- keywords allowed.
const ajv = new Ajv({ allErrors: true, strict: false, useDefaults: false });
const validatePatch = ajv.compile({ ...siteConfigSchema, minProperties: 1 });

/**
 * The problems of a PATCH /config body (spec 000 §5: grouped by field, the field being the key; an unknown key is
 * one too); empty when the body may be saved.
 */
export function configPatchErrors(body: unknown): FieldErrorInput[] {
  if (validatePatch(body)) return [];
  return toFieldErrors(validatePatch.errors ?? [], "values");
}
