// The fields of an integration's escalation form, rendered from the JSON Schema GET /attachments/schema answers
// (docs/reference/integrations.md#the-escalation-dialog): every field is a string; x-control picks a line, several
// lines, or a comma-separated list (a line with its hint). Labels and hints come translated from the server.
import { useId } from "react";
import type {
  IntegrationFormField,
  IntegrationFormSchema,
} from "../../types/generated/api/integration-form-schema";
import { cx } from "../../ui/cx";
import { INPUT_CLASSES, TextField } from "../../ui/TextField";

export type FormValues = Record<string, string>;

/** The form's starting values: each field's default (taken from the post). */
export function defaultValues(schema: IntegrationFormSchema): FormValues {
  return Object.fromEntries(
    Object.entries(schema.properties).map(([name, field]) => [name, field?.default ?? ""]),
  );
}

/** Whether every required field holds more than spaces. */
export function isComplete(schema: IntegrationFormSchema, values: FormValues): boolean {
  return schema.required.every((name) => (values[name] ?? "").trim() !== "");
}

function TextAreaField({
  label,
  hint,
  errors,
  value,
  required,
  maxLength,
  onChange,
}: {
  label: string;
  hint?: string | undefined;
  errors: string[];
  value: string;
  required: boolean;
  maxLength: number;
  onChange(value: string): void;
}) {
  const id = useId();
  const invalid = errors.length > 0;
  const describedBy = invalid ? `${id}-error` : hint ? `${id}-hint` : undefined;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold text-fg-heading">
        {label}
      </label>
      <textarea
        id={id}
        rows={8}
        value={value}
        required={required}
        maxLength={maxLength}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        onChange={(event) => onChange(event.target.value)}
        className={cx(INPUT_CLASSES, "h-auto min-h-32 py-2 leading-relaxed")}
      />
      {invalid ? (
        <div id={`${id}-error`} className="text-sm text-danger">
          {errors.map((message) => (
            <p key={message}>{message}</p>
          ))}
        </div>
      ) : hint ? (
        <p id={`${id}-hint`} className="text-xs text-fg-muted">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

function Field({
  name,
  field,
  required,
  value,
  errors,
  onChange,
}: {
  name: string;
  field: IntegrationFormField;
  required: boolean;
  value: string;
  errors: string[];
  onChange(name: string, value: string): void;
}) {
  const common = { label: field.title, errors, required, maxLength: field.maxLength };
  if (field["x-control"].inputType === "textArea") {
    return (
      <TextAreaField
        {...common}
        hint={field.description}
        value={value}
        onChange={(next) => onChange(name, next)}
      />
    );
  }
  return (
    <TextField
      {...common}
      {...(field.description ? { hint: field.description } : {})}
      value={value}
      onChange={(event) => onChange(name, event.target.value)}
    />
  );
}

export function IntegrationFormFields({
  schema,
  values,
  errors,
  onChange,
}: {
  schema: IntegrationFormSchema;
  values: FormValues;
  /** Field errors of a refused post, by field name. */
  errors: Readonly<Record<string, readonly { message: string }[] | undefined>>;
  onChange(name: string, value: string): void;
}) {
  return (
    <>
      {Object.entries(schema.properties).map(([name, field]) =>
        field ? (
          <Field
            key={name}
            name={name}
            field={field}
            required={schema.required.includes(name)}
            value={values[name] ?? ""}
            errors={(errors[name] ?? []).map((error) => error.message)}
            onChange={onChange}
          />
        ) : null,
      )}
    </>
  );
}
