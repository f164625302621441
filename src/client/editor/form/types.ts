// The shapes the settings form reads: a JSON Schema fragment and its `x-control` hint
// (docs/reference/layout-widgets.md#form-hints).
import type { JsonObject } from "../model/types";

export type FieldSchema = JsonObject;

type InputType =
  | "textBox"
  | "dropDown"
  | "radio"
  | "radioPicker"
  | "checkBox"
  | "toggle"
  | "color"
  | "upload"
  | "codeBox"
  | "dragAndDrop";

export interface ChoiceOption {
  value: string | number | boolean;
  label: string;
  description?: string;
  tooltip?: string;
}

/** API-backed options: URLs below /api/v2, `%s` = the search term (searchUrl) or the value (singleUrl). */
export interface OptionsLookup {
  searchUrl: string;
  singleUrl?: string;
  valueKey: string;
  labelKey: string;
  extraLabelKey?: string;
}

/** `{field, ...schemaFragment, invert?}`: true when the value at `field` (dot path from the form root) matches. */
export interface FieldCondition extends JsonObject {
  field: string;
  invert?: boolean;
}

export interface XControl {
  inputType?: InputType | "select";
  label?: string;
  description?: string;
  placeholder?: string;
  tooltip?: string;
  conditions?: FieldCondition[];
  /** textBox */
  type?: "text" | "textarea" | "number";
  /** dropDown */
  multiple?: boolean;
  options?: ChoiceOption[];
  optionsLookup?: OptionsLookup;
  /** radio */
  choices?: { staticOptions?: Record<string, string> };
  /** codeBox */
  language?: string;
  /** dragAndDrop: the label of the "add" button and of each new item. */
  itemLabel?: string;
  /** object groups: start expanded. */
  open?: boolean;
  /** Quorum: never shown in the form (props the editor sets by other means, e.g. isAsset). */
  hidden?: boolean;
}

/** The controls a field renders with: the hints, plus what plain schemas fall back to. */
export type ControlKind = InputType | "multiSelect" | "unsupported";
