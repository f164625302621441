// color (docs/reference/layout-widgets.md#form-hints): a colour swatch (the browser's picker) beside a text box for
// any CSS colour, and a way back to the theme's colour (an empty value).
import { cx } from "../../../../ui/cx";
import { useT } from "../../../../ui/i18n/i18n-context";
import { CONTROL_INPUT, type ControlProps, FieldShell, fieldAria } from "../FieldShell";

const HEX6 = /^#[0-9a-f]{6}$/i;
const HEX3 = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/i;

/** The picker only speaks #rrggbb: expand #rgb, and show black for names and functions it cannot read. */
export function pickerValue(value: string | undefined): string {
  if (!value) return "#000000";
  if (HEX6.test(value)) return value.toLowerCase();
  const short = HEX3.exec(value);
  return short
    ? `#${short[1]}${short[1]}${short[2]}${short[2]}${short[3]}${short[3]}`.toLowerCase()
    : "#000000";
}

export interface ColorProps extends ControlProps<string> {
  /** Said in the empty box: what applies without a colour, e.g. "Style guide default". */
  placeholder?: string;
}

export function Color({
  id,
  label,
  description,
  tooltip,
  errors,
  disabled,
  value,
  onChange,
  placeholder,
}: ColorProps) {
  const t = useT();
  const aria = fieldAria({ id, description, errors });
  const hasColor = typeof value === "string" && value !== "";
  return (
    <FieldShell id={id} label={label} description={description} errors={errors} tooltip={tooltip}>
      <div className="flex items-center gap-2">
        <input
          type="color"
          aria-label={t("Pick {label}", { label: label.toLowerCase() })}
          className={cx(
            "h-9 w-11 shrink-0 cursor-pointer rounded-control border border-border-strong bg-bg p-1 disabled:cursor-not-allowed",
            // No colour chosen: the picker still has to show one, so it is dimmed to read as "not set".
            !hasColor && "opacity-35",
          )}
          value={pickerValue(value)}
          disabled={disabled}
          onChange={(event) => onChange(event.target.value)}
        />
        <input
          id={id}
          type="text"
          spellCheck={false}
          className={cx(CONTROL_INPUT, "h-9 font-mono")}
          placeholder={placeholder ?? t("Style guide default")}
          value={value ?? ""}
          disabled={disabled}
          aria-invalid={aria["aria-invalid"]}
          aria-describedby={aria.describedBy}
          onChange={(event) => onChange(event.target.value === "" ? undefined : event.target.value)}
        />
        {hasColor ? (
          <button
            type="button"
            className="h-9 shrink-0 rounded-control px-2 text-sm text-primary hover:underline disabled:opacity-50"
            disabled={disabled}
            aria-label={t("Reset {label} to the style guide default", { label: label.toLowerCase() })}
            onClick={() => onChange(undefined)}
          >
            {t("Reset")}
          </button>
        ) : null}
      </div>
    </FieldShell>
  );
}
