// A prop held by a value node (`{ $hydrate: "param", ref }`, literal or sprintf) instead of a static value: the
// page supplies it when the layout renders. Shown as "Contextual: siteSection/name", with a way to switch the
// field to static text (Vanilla's titleType/param pattern).
import { type TranslateFn, useT } from "../../../../ui/i18n/i18n-context";
import type { JsonObject } from "../../model/types";
import { FieldMessages, fieldAria } from "../FieldShell";

export interface ContextualValueProps {
  id: string;
  label: string;
  description?: string;
  errors?: readonly string[];
  disabled?: boolean;
  node: JsonObject;
  /** Replaces the node with a static value. */
  onMakeStatic: () => void;
}

/** What a value node stands for, in a few words. */
function describeValueNode(node: JsonObject, t: TranslateFn): string {
  switch (node.$hydrate) {
    case "param":
      return t("Contextual: {ref}", { ref: String(node.ref ?? "?") });
    case "literal":
      return t("Literal: {data}", { data: JSON.stringify(node.data ?? null) });
    case "sprintf":
      return t("Formatted: {format}", { format: String(node.format ?? "") });
    default:
      return String(node.$hydrate);
  }
}

export function ContextualValue({
  id,
  label,
  description,
  errors,
  disabled,
  node,
  onMakeStatic,
}: ContextualValueProps) {
  const t = useT();
  const aria = fieldAria({ id, description, errors });
  const labelID = `${id}-label`;
  const valueID = `${id}-value`;
  return (
    <fieldset className="flex flex-col gap-1.5" data-field-shell={id}>
      <legend id={labelID} className="mb-1.5 text-sm font-semibold text-fg-heading">
        {label}
      </legend>
      <div className="flex items-center justify-between gap-2 rounded-control border border-dashed border-border-strong bg-bg-subtle px-3 py-2">
        <span id={valueID} className="font-mono text-xs text-fg">
          {describeValueNode(node, t)}
        </span>
        <button
          id={id}
          type="button"
          className="shrink-0 text-sm text-primary hover:underline disabled:opacity-50"
          disabled={disabled}
          aria-describedby={[valueID, aria.describedBy].filter(Boolean).join(" ")}
          onClick={onMakeStatic}
        >
          {t("Use static text")}
        </button>
      </div>
      <FieldMessages id={id} description={description} errors={errors} />
    </fieldset>
  );
}
