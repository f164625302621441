// Which of a widget's props are texts a reader sees, so the translator can offer them (docs/reference/
// localisation.md#content-translations): plain strings the author typed (not a record reference, a choice, an
// address, a colour or an ID), read from the widget's schema.
import type { FieldSchema } from "../form/types";

export interface TextProp {
  name: string;
  multiline: boolean;
  maxLength?: number;
}

const TEXT_NAME = /(title|description|subtitle|label|text|placeholder|heading|name|body|message)$/i;
const NOT_TEXT = /(url|type|color|colour|id|key|ref|icon|image|alignment|format)$/i;

function isTextSchema(schema: unknown): schema is FieldSchema {
  if (!schema || typeof schema !== "object") return false;
  const field = schema as FieldSchema;
  return field.type === "string" && field.enum === undefined && field.format === undefined;
}

export function translatableTextProps(
  schema: FieldSchema | null,
  props: Record<string, unknown>,
): TextProp[] {
  const properties = (schema?.properties ?? {}) as Record<string, unknown>;
  return Object.entries(properties).flatMap(([name, field]) => {
    const value = props[name];
    if (!isTextSchema(field) || typeof value !== "string" || value.trim() === "") return [];
    if (!TEXT_NAME.test(name) || NOT_TEXT.test(name)) return [];
    const control = (field["x-control"] as { inputType?: unknown } | undefined)?.inputType;
    const multiline = control === "textArea" || /description|body|message/i.test(name);
    const maxLength = typeof field.maxLength === "number" ? field.maxLength : undefined;
    return [{ name, multiline, ...(maxLength !== undefined ? { maxLength } : {}) }];
  });
}
