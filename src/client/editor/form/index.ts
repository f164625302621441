// The settings form's public surface: the renderer, the field id convention other panels focus by, and the
// change shape it emits.
export type { FieldChange } from "./linked-fields";
export { SchemaForm, type SchemaFormProps } from "./SchemaForm";
export { formSchemaOf } from "./schema-resolve";
export type { ChoiceOption, FieldSchema, OptionsLookup, XControl } from "./types";
export { fieldID } from "./value-paths";
