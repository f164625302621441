// The server's side of the layout document rules (src/lib/layout/validate-document.ts): the widget and middleware
// schemas compiled with ajv, strictly (unknown keys are reported, then dropped as warnings). Every issue names the
// path of the offending node and prop, e.g. `layout.1.mainBottom.0.apiParams.limit`.
import { Ajv, type ValidateFunction } from "ajv";
import middlewareSchema from "../../../schemas/layout/middleware.schema.json";
import {
  createDocumentChecker,
  dottedPath,
  type LayoutDocumentInput,
  type LayoutIssue,
  schemaRegions,
  withoutUnknownKeys,
} from "../../lib/layout/validate-document";
import { type WidgetSchema, widgetSchemas } from "../../lib/layout/widget-schemas";
import { commonWidgetSchemaDocuments } from "../../types/generated/widget-schema-index";
import type { FieldError } from "../http/errors";

export { isSectionKey, SECTION_PREFIX } from "../../lib/layout/validate-document";
export type { LayoutDocumentInput };

const strictAjv = new Ajv({ allErrors: true, useDefaults: true, strict: false });
for (const schema of commonWidgetSchemaDocuments as object[]) strictAjv.addSchema(schema);
const strictValidators = new Map<string, ValidateFunction>();

function strictValidator(schema: WidgetSchema): ValidateFunction {
  let validate = strictValidators.get(schema.$id);
  if (!validate) {
    validate = strictAjv.getSchema(schema.$id) ?? strictAjv.compile(schema);
    strictValidators.set(schema.$id, validate);
  }
  return validate;
}

const checkDocument = createDocumentChecker({
  props: (key) => {
    const schema = widgetSchemas.get(key);
    return schema ? strictValidator(schema) : undefined;
  },
  middleware: strictAjv.compile(middlewareSchema),
});

/** The region keys of a section schema: its array-typed props. */
export function sectionRegions(schema: WidgetSchema): string[] {
  const key = schema["x-widget"].hydrate[0];
  return key ? schemaRegions(key) : [];
}

function fieldError(issue: LayoutIssue): FieldError {
  return { field: dottedPath(issue), code: issue.code, message: issue.message };
}

export interface CheckedLayoutDocument {
  errors: FieldError[];
  /** Unknown keys, dropped from `document`. */
  warnings: FieldError[];
  /** The document as it is saved: without the unknown keys. */
  document: { layout: unknown; titleBar?: unknown };
}

/** Every issue of the document, and the document without the keys the schemas do not model. */
export function checkLayoutDocument(doc: LayoutDocumentInput): CheckedLayoutDocument {
  const { errors, warnings } = checkDocument(doc);
  return {
    errors: errors.map(fieldError),
    warnings: warnings.map(fieldError),
    document: withoutUnknownKeys({ layout: doc.layout, titleBar: doc.titleBar }, warnings),
  };
}

/** Every error of the document (unknown keys are not errors). Empty = the document may be saved. */
export function validateLayoutDocument(doc: LayoutDocumentInput): FieldError[] {
  return checkDocument(doc).errors.map(fieldError);
}
