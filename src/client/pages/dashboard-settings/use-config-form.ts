// A settings page's state: the saved values (GET /config), the form's draft, and Save, which sends the keys that
// changed (PATCH /config). A refusal's field errors show at their fields; a success is kept in the query cache and
// announced with a toast (docs/reference/configuration.md#dashboard).
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { useT } from "../../../ui/i18n/i18n-context";
import { toast } from "../../../ui/toast-store";
import { type ConfigValues, patchConfigValues, storeConfigValues } from "../../api/config";
import { ApiError, errorMessage } from "../../api/errors";
import type { FieldChange } from "../../editor/form/linked-fields";
import { setAt } from "../../editor/form/value-paths";
import type { JsonObject, Problem } from "../../editor/model/types";
import { changedValues, fromFormValue, problemsOf, type SettingsForm, toFormValue } from "./settings-form";

export interface ConfigFormState {
  value: JsonObject;
  problems: Problem[];
  failure: string | null;
  dirty: boolean;
  pending: boolean;
  change(changes: readonly FieldChange[]): void;
  save(): void;
}

export function useConfigForm(
  formID: string,
  form: SettingsForm,
  keys: readonly string[],
  loaded: ConfigValues,
): ConfigFormState {
  const t = useT();
  const client = useQueryClient();
  const [saved, setSaved] = useState(() => fromFormValue(form, toFormValue(form, loaded)));
  const [value, setValue] = useState(() => toFormValue(form, loaded));
  const [problems, setProblems] = useState<Problem[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const changed = useMemo(() => changedValues(fromFormValue(form, value), saved), [form, value, saved]);
  const mutation = useMutation({
    mutationFn: (patch: Record<string, unknown>) => patchConfigValues(patch),
    onSuccess: (answer) => {
      storeConfigValues(client, keys, answer);
      setSaved((before) => fromFormValue(form, toFormValue(form, { ...before, ...answer })));
      setProblems([]);
      setFailure(null);
      toast.success(t("Settings saved."));
    },
    onError: (error) => {
      const fields = error instanceof ApiError ? (error.errors ?? {}) : {};
      const found = problemsOf(form, formID, fields);
      setProblems(found);
      setFailure(found.length > 0 ? null : errorMessage(error));
    },
  });
  return {
    value,
    problems,
    failure,
    dirty: Object.keys(changed).length > 0,
    pending: mutation.isPending,
    change: (changes) =>
      setValue((current) =>
        changes.reduce<JsonObject>(
          (next, { field, value: v }) => setAt(next, field, v) as JsonObject,
          current,
        ),
      ),
    save: () => {
      if (Object.keys(changed).length === 0) {
        toast.success(t("Settings saved."));
        return;
      }
      mutation.mutate(changed);
    },
  };
}
