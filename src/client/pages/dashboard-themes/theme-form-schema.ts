// The theme editor's form: schemas/theme/theme-variables.schema.json drawn by the layout editor's SchemaForm, with its
// texts (x-control labels and descriptions, group titles, choice labels: keys of the dashboard-themes catalogue) in
// the page's language, and each empty field's placeholder showing the default theme's value, which applies while the
// field is empty (docs/reference/themes.md#variables).
import schema from "../../../../schemas/theme/theme-variables.schema.json";
import { BASE_VARIABLES } from "../../../lib/theme/shipped-themes";
import type { TranslateFn } from "../../../ui/i18n/i18n-context";
import type { FieldSchema } from "../../editor/form/types";
import { getAt, joinPath } from "../../editor/form/value-paths";

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === "object" && value !== null && !Array.isArray(value);

function localiseControl(field: Json, path: string, t: TranslateFn): Json {
  const control: Json = isObject(field["x-control"]) ? { ...field["x-control"] } : {};
  // A group's heading is its title; the form reads labels from x-control only.
  const label = control.label ?? field.title;
  if (typeof label === "string") control.label = t(label);
  const description = control.description ?? field.description;
  if (typeof description === "string") control.description = t(description);
  const choices = isObject(control.choices) ? control.choices : undefined;
  if (choices && isObject(choices.staticOptions)) {
    const options = Object.entries(choices.staticOptions).map(([value, text]) => [
      value,
      typeof text === "string" ? t(text) : text,
    ]);
    control.choices = { ...choices, staticOptions: Object.fromEntries(options) };
  }
  const base = getAt(BASE_VARIABLES, path);
  const showsBase = control.inputType === "color" || control.inputType === "textBox";
  if (showsBase && (typeof base === "string" || typeof base === "number") && base !== "")
    control.placeholder = String(base);
  return control;
}

function localiseProperties(field: Json, path: string, t: TranslateFn): Json {
  if (!isObject(field.properties)) return field;
  const properties = Object.entries(field.properties).map(([key, child]) => {
    if (!isObject(child)) return [key, child];
    const childPath = joinPath(path, key);
    return [
      key,
      { ...localiseProperties(child, childPath, t), "x-control": localiseControl(child, childPath, t) },
    ];
  });
  return { ...field, properties: Object.fromEntries(properties) };
}

/** The variables' schema with its texts translated (the root is the form itself: its own texts are not shown). */
export function themeFormSchema(t: TranslateFn): FieldSchema {
  return localiseProperties(schema as Json, "", t) as FieldSchema;
}
