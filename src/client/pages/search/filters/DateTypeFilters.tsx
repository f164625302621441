// The search page's date range (from and to, each optional: search-state.ts turns them into dateInserted) and its
// discussion types (none checked = every type).
import { useId } from "react";
import { msg } from "../../../../lib/i18n/msg";
import { Checkbox } from "../../../../ui/Checkbox";
import { useT } from "../../../../ui/i18n/i18n-context";
import { INPUT_CLASSES } from "../../../../ui/TextField";
import { DISCUSSION_TYPES, type SearchState } from "../search-state";
import type { SearchUpdate } from "../use-search-state";

const TYPE_LABELS: Record<(typeof DISCUSSION_TYPES)[number], string> = {
  discussion: msg("Discussions"),
  question: msg("Questions"),
  idea: msg("Ideas"),
  poll: msg("Polls"),
};

export function DateFilter({ state, update }: { state: SearchState; update: SearchUpdate }) {
  const id = useId();
  const t = useT();
  return (
    <fieldset className="flex flex-col gap-1.5">
      <legend className="mb-1.5 text-sm font-semibold text-fg-heading">{t("Date")}</legend>
      <div className="flex flex-wrap gap-2">
        <label htmlFor={`${id}-from`} className="flex flex-1 flex-col gap-1 text-xs text-fg-muted">
          {t("From")}
          <input
            id={`${id}-from`}
            type="date"
            value={state.dateFrom}
            max={state.dateTo || undefined}
            onChange={(event) => update({ dateFrom: event.target.value })}
            className={INPUT_CLASSES}
          />
        </label>
        <label htmlFor={`${id}-to`} className="flex flex-1 flex-col gap-1 text-xs text-fg-muted">
          {t("To")}
          <input
            id={`${id}-to`}
            type="date"
            value={state.dateTo}
            min={state.dateFrom || undefined}
            onChange={(event) => update({ dateTo: event.target.value })}
            className={INPUT_CLASSES}
          />
        </label>
      </div>
    </fieldset>
  );
}

export function TypeFilter({ state, update }: { state: SearchState; update: SearchUpdate }) {
  const t = useT();
  const toggle = (type: string, on: boolean) => {
    const types = on ? [...state.types, type] : state.types.filter((other) => other !== type);
    // Kept in the list's order, so the same choice always gives the same address.
    update({ types: DISCUSSION_TYPES.filter((candidate) => types.includes(candidate)) });
  };
  return (
    <fieldset className="flex flex-col gap-1.5">
      <legend className="mb-1.5 text-sm font-semibold text-fg-heading">{t("Post types")}</legend>
      {DISCUSSION_TYPES.map((type) => (
        <Checkbox
          key={type}
          label={t(TYPE_LABELS[type])}
          checked={state.types.includes(type)}
          onChange={(event) => toggle(type, event.target.checked)}
        />
      ))}
    </fieldset>
  );
}
