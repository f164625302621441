// The theme editor's unsaved state: the name and variables as typed, and the saved ones they are compared with.
import { useCallback, useMemo, useState } from "react";
import type { Theme, ThemeVariables } from "../../api/themes";
import type { FieldChange } from "../../editor/form/linked-fields";
import { setAt } from "../../editor/form/value-paths";

interface Snapshot {
  name: string;
  variables: ThemeVariables;
}

/** JSON with keys sorted: two variable sets are the same whatever order their keys were typed in. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === "object" && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => a.localeCompare(b)))
      : inner,
  );
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** An emptied group says nothing: `{colors: {}}` is the same theme as `{}`, at any depth. */
function prune(value: unknown): unknown {
  if (!isRecord(value)) return value;
  const kept = Object.entries(value)
    .map(([key, inner]) => [key, prune(inner)] as const)
    .filter(([, inner]) => inner !== undefined && !(isRecord(inner) && Object.keys(inner).length === 0));
  return Object.fromEntries(kept);
}

const withoutEmptyGroups = (variables: ThemeVariables) => prune(variables) as ThemeVariables;

const snapshotOf = (theme: Theme | null): Snapshot => ({
  name: theme?.name ?? "",
  variables: theme?.assets.variables ?? {},
});

export function useThemeDraft(theme: Theme | null) {
  const [saved, setSaved] = useState<Snapshot>(() => snapshotOf(theme));
  const [name, setName] = useState(saved.name);
  const [variables, setVariables] = useState<ThemeVariables>(saved.variables);
  const dirty = useMemo(
    () =>
      name !== saved.name ||
      canonical(withoutEmptyGroups(variables)) !== canonical(withoutEmptyGroups(saved.variables)),
    [name, variables, saved],
  );
  const change = useCallback((changes: readonly FieldChange[]) => {
    setVariables((current) =>
      withoutEmptyGroups(
        changes.reduce<ThemeVariables>(
          (value, item) => setAt(value, item.field, item.value) as ThemeVariables,
          current,
        ),
      ),
    );
  }, []);
  /** The theme as the server now holds it (a save or a restore): the form starts again from it. */
  const reset = useCallback((next: Theme) => {
    const snapshot = snapshotOf(next);
    setSaved(snapshot);
    setName(snapshot.name);
    setVariables(snapshot.variables);
  }, []);
  return { name, setName, variables, change, dirty, reset };
}
