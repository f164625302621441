// One settings page's form (settings-form.ts): the fields of its keys in sections, rendered by the layout editor's
// SchemaForm, and Save. The view takes its values, problems and state as props so stories can show any of them.
import type { FormEvent } from "react";
import { FormAlert } from "../../../ui/FormAlert";
import { useT } from "../../../ui/i18n/i18n-context";
import { SubmitButton } from "../../../ui/SubmitButton";
import type { FieldChange } from "../../editor/form/linked-fields";
import { SchemaForm } from "../../editor/form/SchemaForm";
import type { JsonObject, Problem } from "../../editor/model/types";
import type { SettingsForm } from "./settings-form";

export interface ConfigSettingsViewProps {
  /** The form's id: field ids and problems are keyed by it. */
  formID: string;
  title: string;
  description: string;
  form: SettingsForm;
  value: JsonObject;
  problems: readonly Problem[];
  /** A failure no field owns (a lost connection, a refusal). */
  failure: string | null;
  dirty: boolean;
  pending: boolean;
  onChange(changes: readonly FieldChange[]): void;
  onSave(): void;
}

/** The form's sections, each rendered as a heading over its own fields (no collapsible groups). */
function sectionsOf(form: SettingsForm): { sectionID: string; label: string; schema: JsonObject }[] {
  const sections = (form.schema.properties ?? {}) as Record<string, JsonObject>;
  return Object.entries(sections).map(([sectionID, schema]) => ({
    sectionID,
    label: String((schema["x-control"] as JsonObject | undefined)?.label ?? ""),
    schema: { ...schema, "x-control": undefined },
  }));
}

/** A section's problems, their fields relative to it. */
function withinSection(problems: readonly Problem[], sectionID: string): Problem[] {
  const prefix = `${sectionID}.`;
  return problems
    .filter((problem) => problem.field.startsWith(prefix))
    .map((problem) => ({ ...problem, editorID: null, field: problem.field.slice(prefix.length) }));
}

export function ConfigSettingsView(props: ConfigSettingsViewProps) {
  const t = useT();
  const headingID = `${props.formID}-heading`;
  function submit(event: FormEvent) {
    event.preventDefault();
    props.onSave();
  }
  return (
    <form onSubmit={submit} aria-labelledby={headingID} className="mx-auto flex max-w-3xl flex-col gap-6 p-4">
      <header className="flex flex-col gap-1">
        <h1 id={headingID} className="text-2xl font-bold text-fg-heading">
          {props.title}
        </h1>
        <p className="text-sm text-fg-muted">{props.description}</p>
      </header>
      <FormAlert message={props.failure} />
      {sectionsOf(props.form).map(({ sectionID, label, schema }) => (
        <section
          key={sectionID}
          aria-labelledby={`${props.formID}-${sectionID}`}
          className="flex flex-col gap-3"
        >
          {label ? (
            <h2 id={`${props.formID}-${sectionID}`} className="text-lg font-semibold text-fg-heading">
              {label}
            </h2>
          ) : null}
          <SchemaForm
            editorID={`${props.formID}-${sectionID}`}
            schema={schema}
            value={(props.value[sectionID] as JsonObject | undefined) ?? {}}
            problems={withinSection(props.problems, sectionID)}
            onChange={(changes) =>
              props.onChange(changes.map((change) => ({ ...change, field: `${sectionID}.${change.field}` })))
            }
            disabled={props.pending}
          />
        </section>
      ))}
      <div className="flex items-center gap-3">
        <SubmitButton pending={props.pending} pendingLabel={t("Saving…")}>
          {t("Save")}
        </SubmitButton>
        {props.dirty && !props.pending ? (
          <p className="text-sm text-fg-muted">{t("You have unsaved changes")}</p>
        ) : null}
      </div>
    </form>
  );
}
