// The cost meter (docs/reference/layout-documents.md#cost-meter): what the server measured while hydrating the shown
// preview — database queries, bytes sent, time — per widget and for the whole page, on the device chosen here,
// against the author's budget, with warnings over it, what hiding a widget on mobile saves and a button hiding it
// there (one undo step). Changes in the warning count are announced in the editor's live region.
import { useCallback, useEffect, useId, useMemo, useRef, useState } from "react";
import { COST_DEVICES, type CostDevice, type LayoutPreviewCost } from "../../../lib/layout/cost-budget";
import { cx } from "../../../ui/cx";
import { useLocale, useT } from "../../../ui/i18n/i18n-context";
import { DEVICE_NAMES } from "../canvas/devices";
import { TITLE_BAR_ID } from "../model/types";
import { useEditor, useEditorStore } from "../store/editor-store";
import { BudgetForm } from "./BudgetForm";
import { useCostBudget } from "./budget-storage";
import { CostTable } from "./CostTable";
import { amountText, overText } from "./cost-format";
import { type CostRow, costView } from "./cost-rows";
import { hideWidgetOnMobile } from "./hide-on-mobile";

export interface CostMeterProps {
  /** What the shown preview cost; null before the first measured preview. */
  cost: LayoutPreviewCost | null;
  /** A newer preview is being hydrated. */
  updating?: boolean;
  /** The latest preview failed (the figures, if any, are the previous one's). */
  failed?: boolean;
  /** Heading level of the panel title. */
  headingLevel?: 2 | 3;
  className?: string;
}

function DevicePicker({ device, onDevice }: { device: CostDevice; onDevice(device: CostDevice): void }) {
  const t = useT();
  const name = useId();
  return (
    <fieldset className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
      <legend className="sr-only">{t("Device")}</legend>
      <span aria-hidden="true" className="text-xs font-semibold text-fg-muted">
        {t("Device")}
      </span>
      {COST_DEVICES.map((item) => (
        <label key={item} className="flex items-center gap-1">
          <input
            type="radio"
            name={name}
            value={item}
            checked={device === item}
            onChange={() => onDevice(item)}
            className="focus-visible:outline-2 focus-visible:outline-focus"
          />
          {t(DEVICE_NAMES[item])}
        </label>
      ))}
    </fieldset>
  );
}

export function CostMeter({
  cost,
  updating = false,
  failed = false,
  headingLevel = 2,
  className,
}: CostMeterProps) {
  const t = useT();
  const locale = useLocale();
  const store = useEditorStore();
  const doc = useEditor((state) => state.doc);
  const catalog = useEditor((state) => state.catalog);
  const editorDevice = useEditor((state) => state.device);
  const [device, setDevice] = useState<CostDevice>(editorDevice === "all" ? "mobile" : editorDevice);
  const [budget, setBudget] = useCostBudget();
  const headingID = useId();
  const Heading = `h${headingLevel}` as const;
  const view = useMemo(
    () => (cost ? costView(doc, catalog, cost, budget, device, t) : null),
    [doc, catalog, cost, budget, device, t],
  );
  const warnings = view?.check.warnings ?? null;
  const deviceName = t(DEVICE_NAMES[device]);

  // A new count (a new preview, another budget or device) is said; the first one is read with the panel.
  const said = useRef<{ warnings: number | null; device: CostDevice }>({ warnings, device });
  useEffect(() => {
    if (warnings === null) return;
    const before = said.current;
    said.current = { warnings, device };
    if (before.warnings === null || (before.warnings === warnings && before.device === device)) return;
    store
      .getState()
      .announce(
        t(
          "{count, plural, =0 {Within the cost budget on {device}.} one {# cost warning on {device}.} other {# cost warnings on {device}.}}",
          { count: warnings, device: deviceName },
        ),
      );
  }, [warnings, device, deviceName, store, t]);

  // After "Hide on mobile" its button goes: the focus moves to the widget's name.
  const names = useRef(new Map<string, HTMLButtonElement>());
  const nameRef = useCallback(
    (editorID: string) => (element: HTMLButtonElement | null) => {
      if (element) names.current.set(editorID, element);
      else names.current.delete(editorID);
    },
    [],
  );
  const onHide = (row: CostRow) => {
    if (hideWidgetOnMobile(store, row.editorID, row.name, row.savings, t, locale))
      requestAnimationFrame(() => names.current.get(row.editorID)?.focus());
  };
  const onSelect = (row: CostRow) =>
    store
      .getState()
      .select(
        row.editorID === TITLE_BAR_ID
          ? { kind: "titleBar", id: TITLE_BAR_ID }
          : { kind: "widget", id: row.editorID },
      );
  const onBudget = (next: Parameters<typeof setBudget>[0]) => {
    setBudget(next);
    if (next === null) store.getState().announce(t("The default cost budget is back."));
  };

  return (
    <section
      aria-labelledby={headingID}
      aria-busy={updating}
      className={cx("flex flex-col gap-3 p-3", className)}
    >
      <Heading id={headingID} className="flex items-center gap-2 text-base font-semibold text-fg-heading">
        {t("Cost")}{" "}
        {warnings !== null && (
          <span
            className={cx(
              "rounded-full px-2 text-xs leading-5",
              warnings > 0 ? "bg-danger text-white" : "bg-bg-subtle text-fg-muted",
            )}
          >
            <span className="sr-only">(</span>
            {t("{count, plural, one {# warning} other {# warnings}}", { count: warnings })}
            <span className="sr-only">)</span>
          </span>
        )}
      </Heading>
      <p className="text-xs text-fg-muted">
        {t(
          "Measured by the server while it hydrated this preview: its database queries, the size of what it sends and its time. Reads it keeps in memory for a while cost no query until they expire.",
        )}
      </p>
      {failed && (
        <p className="text-xs text-danger">{t("The latest preview failed: these figures are older.")}</p>
      )}
      {updating && <p className="text-xs text-fg-muted">{t("Measuring the new preview…")}</p>}
      <DevicePicker device={device} onDevice={setDevice} />
      {view && cost ? (
        <>
          <div
            data-cost-total=""
            className={cx(
              "rounded-control border px-2 py-1.5 text-sm",
              view.check.over.length > 0 ? "border-danger" : "border-border",
            )}
          >
            <p>
              {t("Whole page on {device}: {amount}.", {
                device: deviceName,
                amount: amountText(view.check.total, t, locale),
              })}
            </p>
            <p className="text-xs text-fg-muted">
              {t("Budget: {amount} for the page, {widget} for each widget.", {
                amount: amountText(budget.layout, t, locale),
                widget: amountText(budget.widget, t, locale),
              })}
            </p>
            {view.check.over.length > 0 && (
              <p className="mt-1 text-xs font-semibold text-danger">
                <span aria-hidden="true">⚠ </span>
                {t("Over the page budget: {over}", { over: overText(view.check.over, t, locale) })}
              </p>
            )}
          </div>
          <p className="text-xs text-fg-muted">
            {t(
              "A phone gets no widget hidden on mobile: the server neither hydrates nor sends it. Tablets and desktops get every widget, and hide what their width should not show.",
            )}
          </p>
          {cost.device === "mobile" && device !== "mobile" && (
            <p className="text-xs text-fg-muted">
              {t(
                "This preview is hydrated as a phone's page view: the widgets hidden on mobile were not measured, so the {device} figures leave them out.",
                { device: deviceName },
              )}
            </p>
          )}
          <CostTable view={view} onSelect={onSelect} onHide={onHide} nameRef={nameRef} />
        </>
      ) : (
        !failed && <p className="text-sm text-fg-muted">{t("Waiting for the first preview…")}</p>
      )}
      <details className="rounded-control border border-border px-2 py-1.5">
        <summary className="cursor-pointer text-sm font-semibold focus-visible:outline-2 focus-visible:outline-focus">
          {t("Budget")}
        </summary>
        <div className="mt-2">
          <BudgetForm budget={budget} onBudget={onBudget} />
        </div>
      </details>
    </section>
  );
}
