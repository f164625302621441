// The cost meter's budget, editable in place: three limits for each widget and three for the whole page (sizes in
// KB), each applied as soon as it is a valid number, an invalid one marked and explained; back to the defaults in
// one step. Kept in this browser (budget-storage.ts).
import { useId, useState } from "react";
import { msg } from "../../../lib/i18n/msg";
import {
  type CostAmount,
  type CostBudget,
  type CostMetric,
  isBudgetValue,
} from "../../../lib/layout/cost-budget";
import { useT } from "../../../ui/i18n/i18n-context";
import { METRIC_NAMES } from "./cost-format";

const KB = 1024;

/** Labels with their unit where the field has one. */
const UNIT_LABELS: Record<CostMetric, string | null> = {
  queries: null,
  bytes: msg("{metric} (KB)"),
  ms: msg("{metric} (ms)"),
};

/** What the field shows for a limit: sizes in KB. */
const shown = (metric: CostMetric, value: number) => String(metric === "bytes" ? value / KB : value);

/** The limit a field's text stands for, or null when it is not one. */
function parsed(metric: CostMetric, text: string): number | null {
  if (text.trim() === "") return null;
  const number = Number(text);
  const value = metric === "bytes" ? Math.round(number * KB) : number;
  return isBudgetValue(metric, value) ? value : null;
}

function LimitField({
  metric,
  value,
  onValue,
}: {
  metric: CostMetric;
  value: number;
  onValue(value: number): void;
}) {
  const t = useT();
  const id = useId();
  const [text, setText] = useState(() => shown(metric, value));
  // A change from elsewhere (another tab, the defaults restored) replaces what the field shows.
  const [lastValue, setLastValue] = useState(value);
  if (value !== lastValue) {
    setLastValue(value);
    setText(shown(metric, value));
  }
  const invalid = parsed(metric, text) === null;
  const unitLabel = UNIT_LABELS[metric];
  return (
    <div className="flex flex-col gap-0.5">
      <label htmlFor={id} className="text-xs font-semibold text-fg">
        {unitLabel ? t(unitLabel, { metric: t(METRIC_NAMES[metric]) }) : t(METRIC_NAMES[metric])}
      </label>
      <input
        id={id}
        type="number"
        min={0}
        step={metric === "queries" ? 1 : "any"}
        inputMode={metric === "queries" ? "numeric" : "decimal"}
        value={text}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? `${id}-error` : undefined}
        onChange={(event) => {
          setText(event.target.value);
          const next = parsed(metric, event.target.value);
          if (next !== null) {
            setLastValue(next);
            onValue(next);
          }
        }}
        className="w-full rounded-control border border-border bg-bg px-2 py-1 text-sm focus-visible:outline-2 focus-visible:outline-focus aria-invalid:border-danger"
      />
      {invalid && (
        <span id={`${id}-error`} className="text-xs text-danger">
          {metric === "queries" ? t("A whole number, 0 or more.") : t("A number, 0 or more.")}
        </span>
      )}
    </div>
  );
}

function LimitGroup({
  legend,
  amount,
  onAmount,
}: {
  legend: string;
  amount: CostAmount;
  onAmount(amount: CostAmount): void;
}) {
  return (
    <fieldset className="grid grid-cols-3 gap-2">
      <legend className="mb-1 text-xs font-semibold text-fg-heading">{legend}</legend>
      {(["queries", "bytes", "ms"] as const).map((metric) => (
        <LimitField
          key={metric}
          metric={metric}
          value={amount[metric]}
          onValue={(value) => onAmount({ ...amount, [metric]: value })}
        />
      ))}
    </fieldset>
  );
}

export function BudgetForm({
  budget,
  onBudget,
}: {
  budget: CostBudget;
  onBudget(budget: CostBudget | null): void;
}) {
  const t = useT();
  return (
    <div className="flex flex-col gap-3">
      <p className="text-xs text-fg-muted">
        {t("Kept in this browser for you. A budget only warns: publishing stays possible.")}
      </p>
      <LimitGroup
        legend={t("Each widget")}
        amount={budget.widget}
        onAmount={(widget) => onBudget({ ...budget, widget })}
      />
      <LimitGroup
        legend={t("Whole page")}
        amount={budget.layout}
        onAmount={(layout) => onBudget({ ...budget, layout })}
      />
      <button
        type="button"
        onClick={() => onBudget(null)}
        className="self-start rounded-control border border-border px-2 py-1 text-sm hover:bg-bg-hover focus-visible:outline-2 focus-visible:outline-focus"
      >
        {t("Restore the default budget")}
      </button>
    </div>
  );
}
