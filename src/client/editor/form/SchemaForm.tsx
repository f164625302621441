// The settings form of one node, generated from its JSON Schema and `x-control` hints
// (docs/reference/layout-widgets.md#form-hints): one control per field, object groups as collapsible sections, lists
// as reorderable cards. Every change goes out as (dot path, value) changes; errors come back in as problems and show
// at the field that owns them. A focus request opens the groups around its field and focuses it.
import { useCallback, useEffect, useMemo, useState } from "react";
import { useT } from "../../../ui/i18n/i18n-context";
import type { JsonObject, Problem } from "../model/types";
import type { Uploader } from "./controls/Upload";
import { FieldList } from "./FormFieldView";
import { assignProblems, buildFieldTree, claimingPath, type FormField, renderedPaths } from "./field-tree";
import { FormContext, type FormContextValue } from "./form-context";
import { type FieldChange, linkedChanges } from "./linked-fields";
import type { FieldSchema } from "./types";
import { fieldID, isWithin } from "./value-paths";

export interface SchemaFormProps {
  /** Whose fields these are: the node's $editorID (field ids and problems are keyed by it). */
  editorID: string;
  schema: FieldSchema;
  value: JsonObject;
  /** One author action: the field edited, plus any linked field it moves along (titleType → title). */
  onChange: (changes: readonly FieldChange[]) => void;
  /** This node's problems (the store's, filtered by editorID). */
  problems?: readonly Problem[];
  /** Focus this field (a dot path); a new nonce focuses it again. */
  focusRequest?: { field: string; nonce: number } | null;
  /** Top-level properties left out (a section's regions). */
  skip?: readonly string[];
  disabled?: boolean;
  upload?: Uploader;
}

function groupPaths(fields: readonly FormField[], into: { path: string; open: boolean }[] = []) {
  for (const field of fields) {
    if (field.kind === "group") {
      into.push({ path: field.path, open: field.xControl.open === true });
      groupPaths(field.children, into);
    }
    if (field.kind === "list") for (const item of field.items) groupPaths(item.children, into);
  }
  return into;
}

export function SchemaForm({
  editorID,
  schema,
  value,
  onChange,
  problems = [],
  focusRequest,
  skip,
  disabled = false,
  upload,
}: SchemaFormProps) {
  const t = useT();
  const fields = useMemo(() => buildFieldTree(schema, value, { skip }), [schema, value, skip]);
  const errors = useMemo(() => assignProblems(fields, problems), [fields, problems]);
  // Groups start open when their hint says so or when they hold a problem; the author's toggles win after.
  const [open, setOpenState] = useState<Record<string, boolean>>(() => {
    const initial: Record<string, boolean> = {};
    for (const group of groupPaths(fields)) {
      const hasProblem = [...errors.keys()].some((path) => isWithin(path, group.path));
      if (group.open || hasProblem) initial[group.path] = true;
    }
    return initial;
  });
  const [reveal, setReveal] = useState<FormContextValue["reveal"]>(null);

  const nonce = focusRequest?.nonce;
  const requested = focusRequest?.field;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a request is handled once, when its nonce changes
  useEffect(() => {
    if (nonce === undefined || requested === undefined) return;
    const target = claimingPath(renderedPaths(buildFieldTree(schema, value, { skip })), requested);
    setOpenState((current) => {
      const next = { ...current };
      for (const group of groupPaths(fields))
        if (isWithin(target, group.path) && group.path !== target) next[group.path] = true;
      return next;
    });
    setReveal({ path: target, nonce });
  }, [nonce]);

  // Focus once the groups around the target have rendered open.
  useEffect(() => {
    if (!reveal) return;
    const element = document.getElementById(
      reveal.path === "" ? `form-${editorID}` : fieldID(editorID, reveal.path),
    );
    element?.focus();
    element?.scrollIntoView?.({ block: "nearest" });
  }, [reveal, editorID]);

  const change = useCallback(
    (field: string, next: unknown) => onChange(linkedChanges(schema, value, field, next)),
    [onChange, schema, value],
  );
  const context: FormContextValue = {
    editorID,
    disabled,
    errors,
    change,
    isOpen: (path) => open[path] === true,
    setOpen: (path, isOpen) => setOpenState((current) => ({ ...current, [path]: isOpen })),
    reveal,
    upload,
  };
  const formErrors = errors.get("") ?? [];

  return (
    <FormContext.Provider value={context}>
      <div id={`form-${editorID}`} tabIndex={-1} className="flex flex-col gap-4 outline-none">
        {formErrors.length > 0 ? (
          <div className="rounded-control border border-danger px-3 py-2 text-sm text-danger">
            {formErrors.map((message) => (
              <p key={message}>{message}</p>
            ))}
          </div>
        ) : null}
        {fields.length === 0 ? (
          <p className="text-sm text-fg-muted">{t("This widget has no settings.")}</p>
        ) : null}
        <FieldList fields={fields} />
      </div>
    </FormContext.Provider>
  );
}
