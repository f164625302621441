// An integration's escalation form as a JSON Schema (draft-07; docs/reference/integrations.md#api): GET
// /attachments/schema answers it with defaults taken from the post and its labels in the reader's language, and
// POST /attachments checks the form against the same fields (without the defaults), compiled once per integration.
import { Ajv, type ValidateFunction } from "ajv";
import type {
  IntegrationFormField,
  IntegrationFormSchema,
} from "../../../types/generated/api/integration-form-schema";
import { compileOnce } from "../../http/compile-once";
import { type FieldErrorInput, fieldErrors, type Translate } from "../../http/errors";
import { toFieldErrors } from "../../http/validation-errors";
import type { ConfiguredIntegration, FormField, PostRecord } from "./types";

const DRAFT_07 = "http://json-schema.org/draft-07/schema#";

function fieldSchema(field: FormField, t: Translate, defaultValue: string): IntegrationFormField {
  return {
    type: "string",
    title: t(field.title),
    ...(field.description ? { description: t(field.description) } : {}),
    default: defaultValue,
    ...(field.required ? { minLength: 1 } : {}),
    maxLength: field.maxLength,
    "x-control": { inputType: field.inputType },
  };
}

/** The form for this post: what GET /attachments/schema answers. */
export function formSchemaFor(
  integration: ConfiguredIntegration,
  post: PostRecord,
  t: Translate,
): IntegrationFormSchema {
  return {
    $schema: DRAFT_07,
    type: "object",
    title: integration.describe(t).title,
    required: integration.fields.filter((field) => field.required).map((field) => field.name),
    additionalProperties: false,
    properties: Object.fromEntries(
      integration.fields.map((field) => [field.name, fieldSchema(field, t, field.defaultFor(post))]),
    ),
  };
}

// Every error reported; the x-control hints are not keywords ajv knows.
const ajv = new Ajv({ allErrors: true, strict: false });
const validators = new Map<string, ValidateFunction>();

function validatorOf(integration: ConfiguredIntegration): ValidateFunction {
  const schema = {
    type: "object",
    required: integration.fields.filter((field) => field.required).map((field) => field.name),
    additionalProperties: false,
    properties: Object.fromEntries(
      integration.fields.map((field) => [
        field.name,
        { type: "string", ...(field.required ? { minLength: 1 } : {}), maxLength: field.maxLength },
      ]),
    ),
  };
  return compileOnce(validators, schema, () => ajv.compile(schema));
}

/** The form's values, trimmed, or a 400 with an error per field (spec 000 §8: grouped by field). */
export function checkedForm(
  integration: ConfiguredIntegration,
  input: Readonly<Record<string, unknown>>,
): Record<string, string> {
  const form = Object.fromEntries(
    Object.entries(input).map(([name, value]) => [name, typeof value === "string" ? value.trim() : value]),
  );
  const validate = validatorOf(integration);
  if (validate(form)) return form as Record<string, string>;
  const errors: FieldErrorInput[] = toFieldErrors(validate.errors ?? [], "form");
  throw fieldErrors(400, errors);
}
