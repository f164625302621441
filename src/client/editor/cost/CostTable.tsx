// The cost meter's table for one device: a row per widget (and the title bar) with its queries, size and time,
// what exceeds the widget budget, whether the device draws it, what hiding it on mobile saves and a button doing
// it; the page's own line and the total at the foot.
import { forwardRef, type ReactNode } from "react";
import type { CostAmount, CostMetric, Overrun } from "../../../lib/layout/cost-budget";
import { cx } from "../../../ui/cx";
import { useLocale, useT } from "../../../ui/i18n/i18n-context";
import { DEVICE_NAMES } from "../canvas/devices";
import { amountText, METRIC_NAMES, metricValue, overText } from "./cost-format";
import type { CostRow, CostView } from "./cost-rows";

const METRICS: readonly CostMetric[] = ["queries", "bytes", "ms"];

const numberCell = "px-1 py-1 text-right align-top text-xs tabular-nums whitespace-nowrap";
const buttonClass =
  "rounded-control border border-border px-1.5 py-0.5 text-xs hover:border-primary hover:bg-bg-hover focus-visible:outline-2 focus-visible:outline-focus";

function Cells({ amount, over = [] }: { amount: CostAmount | null; over?: readonly Overrun[] }) {
  const t = useT();
  const locale = useLocale();
  return (
    <>
      {METRICS.map((metric) => {
        const exceeded = over.some((item) => item.metric === metric);
        return (
          <td key={metric} className={cx(numberCell, exceeded && "font-semibold text-danger")}>
            {/* i18n-exempt: a dash for a value not measured yet */}
            {amount ? metricValue(metric, amount[metric], locale) : "–"}
            {exceeded && <span className="sr-only"> {t("(over budget)")}</span>}
          </td>
        );
      })}
    </>
  );
}

function Note({ children, tone = "muted" }: { children: ReactNode; tone?: "muted" | "warning" }) {
  return (
    <span
      className={cx("mt-0.5 block text-xs font-normal", tone === "warning" ? "text-danger" : "text-fg-muted")}
    >
      {children}
    </span>
  );
}

interface RowProps {
  row: CostRow;
  device: CostView["device"];
  onSelect(row: CostRow): void;
  onHide(row: CostRow): void;
}

/** A widget's notes: not measured, hidden, over budget, what hiding it on mobile saves and the button doing it. */
function RowNotes({ row, device, onHide }: Omit<RowProps, "onSelect">) {
  const t = useT();
  const locale = useLocale();
  const deviceName = t(DEVICE_NAMES[device]);
  const savesNothing = row.savings.queries === 0 && row.savings.bytes === 0 && row.savings.ms === 0;
  const savings = amountText(row.savings, t, locale);
  return (
    <>
      {row.cost === null && !row.leftOutOnPhone && (
        <Note>{t("Not measured yet: the next preview measures it.")}</Note>
      )}
      {row.cost?.shown === false && !row.leftOutOnPhone && (
        <Note>{t("Hydrates to nothing for this viewer.")}</Note>
      )}
      {!row.drawn &&
        (device === "mobile" ? (
          <Note>{t("Hidden on mobile: the server leaves it out of a phone's page.")}</Note>
        ) : (
          <Note>{t("Hidden on {device}, but still hydrated and sent there.", { device: deviceName })}</Note>
        ))}
      {row.over.length > 0 && (
        <Note tone="warning">
          <span aria-hidden="true">⚠ </span>
          {t("Over the widget budget: {over}", { over: overText(row.over, t, locale) })}
        </Note>
      )}
      {row.kind === "widget" && row.hide.kind === "hide" && (
        <span className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1">
          <Note>
            {savesNothing
              ? t("Hiding it on mobile saves the server nothing.")
              : t("Hiding it on mobile saves {amount}.", { amount: savings })}
          </Note>
          <button
            type="button"
            onClick={() => onHide(row)}
            aria-label={t("Hide on mobile: {name}", { name: row.name })}
            className={buttonClass}
          >
            {t("Hide on mobile")}
          </button>
        </span>
      )}
      {row.kind === "widget" && row.hide.kind === "hidden" && (
        <Note>
          {savesNothing
            ? t("Hidden on mobile: a phone's page view leaves it out.")
            : t("Hidden on mobile, which saves {amount}.", { amount: savings })}
        </Note>
      )}
      {row.kind === "widget" && row.hide.kind === "mobileOnly" && (
        <Note>{t("Shown on mobile only: hiding it there would hide it everywhere.")}</Note>
      )}
    </>
  );
}

/** One widget: its figures in a row whose header is its name, its notes in the row below. */
const WidgetRows = forwardRef<HTMLButtonElement, RowProps>(function WidgetRows(
  { row, device, onSelect, onHide },
  nameRef,
) {
  return (
    <tbody data-cost-row={row.editorID} className="border-t border-border">
      <tr>
        <th scope="row" className="px-1 pt-1 text-left align-top text-sm font-normal">
          <button
            ref={nameRef}
            type="button"
            data-cost-name=""
            onClick={() => onSelect(row)}
            className="rounded-control text-left font-semibold text-fg-heading hover:underline focus-visible:outline-2 focus-visible:outline-focus"
          >
            {row.name}
          </button>
          {row.where && <Note>{row.where}</Note>}
        </th>
        <Cells amount={row.cost} over={row.over} />
      </tr>
      <tr>
        <td colSpan={4} className="px-1 pb-1">
          <RowNotes row={row} device={device} onHide={onHide} />
        </td>
      </tr>
    </tbody>
  );
});

export interface CostTableProps {
  view: CostView;
  onSelect(row: CostRow): void;
  onHide(row: CostRow): void;
  /** Where the row's name button registers, so focus can land on it after its button goes. */
  nameRef(editorID: string): (element: HTMLButtonElement | null) => void;
}

export function CostTable({ view, onSelect, onHide, nameRef }: CostTableProps) {
  const t = useT();
  const device = t(DEVICE_NAMES[view.device]);
  return (
    <table className="w-full border-collapse">
      <caption className="mb-1 text-left text-sm font-semibold text-fg-heading">
        {t("Widgets on {device}", { device })}
      </caption>
      <thead>
        <tr className="text-xs text-fg-muted">
          <th scope="col" className="px-1 text-left font-semibold">
            {t("Widget")}
          </th>
          {METRICS.map((metric) => (
            <th key={metric} scope="col" className="px-1 text-right font-semibold">
              {t(METRIC_NAMES[metric])}
            </th>
          ))}
        </tr>
      </thead>
      {view.rows.map((row) => (
        <WidgetRows
          key={row.editorID}
          ref={nameRef(row.editorID)}
          row={row}
          device={view.device}
          onSelect={onSelect}
          onHide={onHide}
        />
      ))}
      <tfoot>
        <tr className="border-t border-border">
          <th scope="row" className="px-1 py-1 text-left text-xs font-normal text-fg-muted">
            {t("Page and sections")}
          </th>
          <Cells amount={view.pageAndSections} />
        </tr>
        <tr className="border-t-2 border-border">
          <th scope="row" className="px-1 py-1 text-left text-sm font-semibold">
            {t("Whole page")}
          </th>
          <Cells amount={view.check.total} over={view.check.over} />
        </tr>
      </tfoot>
    </table>
  );
}
