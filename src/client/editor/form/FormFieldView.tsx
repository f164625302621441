// Renders one field of the tree: a leaf with its control, an object group as a collapsible section, a list as a
// dragAndDrop, a value node as a contextual value. Recursive through groups and list items.
import { useMemo } from "react";
import { cx } from "../../../ui/cx";
import { Icon } from "../../../ui/Icon";
import { useT } from "../../../ui/i18n/i18n-context";
import { isJsonObject, type JsonObject } from "../model/types";
import { CheckBox } from "./controls/CheckBox";
import { CodeBox } from "./controls/CodeBox";
import { Color } from "./controls/Color";
import { ContextualValue } from "./controls/ContextualValue";
import { DragAndDrop } from "./controls/DragAndDrop";
import { DropDown, MultiSelect } from "./controls/DropDown";
import { Radio } from "./controls/Radio";
import { RadioPicker } from "./controls/RadioPicker";
import { TextBox } from "./controls/TextBox";
import { Toggle } from "./controls/Toggle";
import { Upload } from "./controls/Upload";
import {
  choicesOf,
  type FormField,
  type GroupField,
  type LeafField,
  type ListField,
  listItemLabel,
  type ValueNodeField,
} from "./field-tree";
import { errorsWithin, useFormContext } from "./form-context";
import { resolveSchema } from "./schema-resolve";
import type { ChoiceOption, FieldSchema } from "./types";
import { fieldID, isWithin, joinPath } from "./value-paths";

const asString = (value: unknown): string | undefined => (typeof value === "string" ? value : undefined);
const asChoice = (value: unknown): ChoiceOption["value"] | undefined =>
  typeof value === "string" || typeof value === "number" || typeof value === "boolean" ? value : undefined;
const asNumber = (value: unknown): number | undefined => (typeof value === "number" ? value : undefined);

/** Long free text (descriptions) reads better in a textarea. */
const TEXTAREA_FROM = 500;

function textBoxType(field: LeafField): "text" | "textarea" | "number" {
  if (field.xControl.type) return field.xControl.type;
  if (field.schema.type === "integer" || field.schema.type === "number") return "number";
  return typeof field.schema.maxLength === "number" && field.schema.maxLength >= TEXTAREA_FROM
    ? "textarea"
    : "text";
}

function LeafView({ field }: { field: LeafField }) {
  const form = useFormContext();
  const t = useT();
  const { schema, xControl } = field;
  const common = {
    id: fieldID(form.editorID, field.path),
    label: field.label,
    description: field.description,
    tooltip: xControl.tooltip,
    errors: form.errors.get(field.path),
    disabled: form.disabled,
  };
  const change = (value: unknown) => form.change(field.path, value);
  switch (field.control) {
    case "textBox": {
      const type = textBoxType(field);
      return (
        <TextBox
          {...common}
          type={type}
          value={type === "number" ? asNumber(field.value) : asString(field.value)}
          onChange={change}
          placeholder={xControl.placeholder}
          maxLength={asNumber(schema.maxLength)}
          minimum={asNumber(schema.minimum)}
          maximum={asNumber(schema.maximum)}
          integer={schema.type === "integer"}
          defaultValue={
            typeof schema.default === "string" || typeof schema.default === "number"
              ? schema.default
              : undefined
          }
        />
      );
    }
    case "dropDown":
      return (
        <DropDown
          {...common}
          value={asChoice(field.value)}
          onChange={change}
          options={choicesOf(schema, xControl)}
          optionsLookup={xControl.optionsLookup}
          required={field.required}
          defaultValue={asChoice(schema.default)}
          placeholder={xControl.placeholder}
        />
      );
    case "multiSelect":
      return (
        <MultiSelect
          {...common}
          value={
            Array.isArray(field.effective)
              ? (field.effective.map(asChoice).filter((v) => v !== undefined) as ChoiceOption["value"][])
              : []
          }
          onChange={change}
          options={choicesOf(schema, xControl)}
          optionsLookup={xControl.optionsLookup}
          emptyLabel={xControl.placeholder}
        />
      );
    case "radio":
      return (
        <Radio
          {...common}
          value={asChoice(field.value)}
          onChange={change}
          options={choicesOf(schema, xControl)}
          defaultValue={asChoice(schema.default)}
        />
      );
    case "radioPicker":
      return (
        <RadioPicker
          {...common}
          value={asChoice(field.value)}
          onChange={change}
          options={choicesOf(schema, xControl)}
          defaultValue={asChoice(schema.default)}
        />
      );
    case "checkBox":
      return <CheckBox {...common} value={field.effective === true} onChange={change} />;
    case "toggle":
      return <Toggle {...common} value={field.effective === true} onChange={change} />;
    case "color":
      return (
        <Color
          {...common}
          value={asString(field.value)}
          onChange={change}
          placeholder={xControl.placeholder}
        />
      );
    case "upload":
      return (
        <Upload
          {...common}
          value={asString(field.value)}
          onChange={change}
          upload={form.upload}
          placeholder={xControl.placeholder}
        />
      );
    case "codeBox":
      return (
        <CodeBox
          {...common}
          value={asString(field.value)}
          onChange={change}
          language={xControl.language}
          placeholder={xControl.placeholder}
        />
      );
    default:
      return (
        <div className="flex flex-col gap-1" data-field-shell={common.id}>
          <span className="text-sm font-semibold text-fg-heading">{field.label}</span>
          <p id={common.id} tabIndex={-1} className="text-sm text-fg-muted">
            {t("This setting is edited in the JSON view.")}
          </p>
        </div>
      );
  }
}

function GroupView({ field }: { field: GroupField }) {
  const form = useFormContext();
  const t = useT();
  const open = form.isOpen(field.path);
  const id = fieldID(form.editorID, field.path);
  const panelID = `${id}-panel`;
  const problemCount = errorsWithin(form.errors, field.path);
  const own = form.errors.get(field.path) ?? [];
  return (
    <section className="rounded-control border border-border" aria-labelledby={id}>
      <h3 className="m-0">
        <button
          id={id}
          type="button"
          aria-expanded={open}
          aria-controls={panelID}
          onClick={() => form.setOpen(field.path, !open)}
          className="flex w-full items-center gap-2 rounded-control px-3 py-2 text-left text-sm font-semibold text-fg-heading hover:bg-bg-hover"
        >
          <Icon
            strokeWidth={2}
            name="chevronRight"
            className={cx("size-3.5 shrink-0 transition-transform", open && "rotate-90")}
          />
          <span className="flex-1">{field.label}</span>{" "}
          {problemCount > 0 ? (
            <span className="text-xs font-normal text-danger">
              {t("{count, plural, one {# problem} other {# problems}}", { count: problemCount })}
            </span>
          ) : null}
        </button>
      </h3>
      <div id={panelID} hidden={!open} className="flex flex-col gap-4 border-t border-border px-3 py-3">
        {field.description ? <p className="text-xs text-fg-muted">{field.description}</p> : null}
        {own.length > 0 ? (
          <div className="text-sm text-danger">
            {own.map((message) => (
              <p key={message}>{message}</p>
            ))}
          </div>
        ) : null}
        {open ? <FieldList fields={field.children} /> : null}
      </div>
    </section>
  );
}

/** A new list item: the defaults of its properties, and a fresh id when items carry one. */
function newListItem(itemSchema: FieldSchema): unknown {
  const schema = resolveSchema(itemSchema);
  if (schema.default !== undefined) return structuredClone(schema.default);
  const properties = isJsonObject(schema.properties) ? schema.properties : {};
  const item: JsonObject = {};
  for (const [key, raw] of Object.entries(properties)) {
    if (!isJsonObject(raw)) continue;
    if (key === "id" && raw.type === "string")
      item.id = `item-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}`;
    else if (raw.default !== undefined) item[key] = structuredClone(raw.default);
    else if (Array.isArray(raw.enum) && raw.enum.length > 0) item[key] = raw.enum[0];
    else if (raw.type === "string" && typeof raw.minLength === "number" && raw.minLength > 0) item[key] = "";
  }
  return item;
}

function ListView({ field }: { field: ListField }) {
  const form = useFormContext();
  const t = useT();
  const itemLabel = field.xControl.itemLabel ?? t("Item");
  const itemName = itemLabel.toLowerCase();
  const revealIndex = form.reveal
    ? field.items.findIndex((item) => isWithin(form.reveal?.path ?? "", item.path))
    : -1;
  const nonce = form.reveal?.nonce;
  const reveal = useMemo(
    () => (revealIndex >= 0 && nonce !== undefined ? { index: revealIndex, nonce } : null),
    [revealIndex, nonce],
  );
  return (
    <DragAndDrop
      id={fieldID(form.editorID, field.path)}
      label={field.label}
      description={field.description}
      errors={form.errors.get(field.path)}
      disabled={form.disabled}
      items={field.value}
      onChange={(items) => form.change(field.path, items)}
      itemLabel={(item, index) => listItemLabel(item, index, field.itemSchema, itemLabel)}
      renderItem={(index) => <FieldList fields={field.items[index]?.children ?? []} />}
      createItem={() => newListItem(field.itemSchema)}
      itemName={itemName}
      maxItems={asNumber(field.schema.maxItems)}
      itemID={(index) => fieldID(form.editorID, joinPath(field.path, index))}
      itemErrors={(index) => form.errors.get(joinPath(field.path, index)) ?? []}
      itemProblemCount={(index) => errorsWithin(form.errors, joinPath(field.path, index))}
      reveal={reveal}
    />
  );
}

function ValueNodeView({ field }: { field: ValueNodeField }) {
  const form = useFormContext();
  const fallback = field.schema.default ?? (field.schema.type === "string" ? "" : undefined);
  return (
    <ContextualValue
      id={fieldID(form.editorID, field.path)}
      label={field.label}
      description={field.description}
      errors={form.errors.get(field.path)}
      disabled={form.disabled}
      node={field.node}
      onMakeStatic={() => form.change(field.path, fallback)}
    />
  );
}

function FormFieldView({ field }: { field: FormField }) {
  switch (field.kind) {
    case "group":
      return <GroupView field={field} />;
    case "list":
      return <ListView field={field} />;
    case "valueNode":
      return <ValueNodeView field={field} />;
    default:
      return <LeafView field={field} />;
  }
}

export function FieldList({ fields }: { fields: readonly FormField[] }) {
  return (
    <>
      {fields.map((field) => (
        <FormFieldView key={field.path} field={field} />
      ))}
    </>
  );
}
