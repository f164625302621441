// dropDown (docs/reference/layout-widgets.md#form-hints): a native select over static options or API-backed ones
// (`optionsLookup`, e.g. the categories picker), with a search box when the list is long or the server searches;
// `multiple` renders a checkbox list instead of a multi-select, which needs no modifier keys to use from the
// keyboard.
import { useId, useState } from "react";
import { cx } from "../../../../ui/cx";
import { useT } from "../../../../ui/i18n/i18n-context";
import { CONTROL_INPUT, type ControlProps, FieldMessages, FieldShell, fieldAria } from "../FieldShell";
import { filterOptions, useLookupOptions } from "../lookup-options";
import type { ChoiceOption, OptionsLookup } from "../types";

type OptionValue = ChoiceOption["value"];

/** A stored value no option names (a deleted category): listed as itself rather than shown as "None". */
const UNKNOWN = "unknown";

/** Past this many options a search box helps. */
const SEARCH_THRESHOLD = 8;

interface OptionSource {
  options?: readonly ChoiceOption[];
  optionsLookup?: OptionsLookup;
}

interface OptionsState {
  shown: ChoiceOption[];
  known: ChoiceOption[];
  total: number;
  isLoading: boolean;
  error: string | null;
  search: string;
  setSearch: (search: string) => void;
}

function useStaticOptions(options: readonly ChoiceOption[] = []): OptionsState {
  const [search, setSearch] = useState("");
  return {
    shown: filterOptions(options, search),
    known: [...options],
    total: options.length,
    isLoading: false,
    error: null,
    search,
    setSearch,
  };
}

function useApiOptions(
  options: readonly ChoiceOption[] = [],
  optionsLookup: OptionsLookup,
  chosen: readonly OptionValue[],
): OptionsState {
  const [search, setSearch] = useState("");
  const lookupChosen = chosen.filter((value): value is string | number => typeof value !== "boolean");
  const lookup = useLookupOptions(optionsLookup, search, lookupChosen);
  // Static options (e.g. "Any category") come first, then the API's.
  return {
    shown: [...filterOptions(options, search), ...lookup.options],
    known: [...options, ...lookup.known],
    total: options.length + lookup.known.length,
    isLoading: lookup.isLoading,
    error: lookup.error,
    search,
    setSearch,
  };
}

function SearchBox({
  id,
  label,
  value,
  onChange,
  disabled,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
}) {
  const t = useT();
  return (
    <input
      id={id}
      type="search"
      aria-label={t("Search {label}", { label: label.toLowerCase() })}
      placeholder={t("Search…")}
      className={cx(CONTROL_INPUT, "h-8")}
      value={value}
      disabled={disabled}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}

export interface DropDownProps extends ControlProps<OptionValue>, OptionSource {
  required?: boolean;
  /** What the widget uses when nothing is chosen; named in the empty option. */
  defaultValue?: OptionValue;
  placeholder?: string;
}

export function DropDown(props: DropDownProps) {
  return props.optionsLookup ? (
    <ApiDropDown {...props} optionsLookup={props.optionsLookup} />
  ) : (
    <StaticDropDown {...props} />
  );
}

function StaticDropDown(props: DropDownProps) {
  return <DropDownView {...props} state={useStaticOptions(props.options)} />;
}

function ApiDropDown(props: DropDownProps & { optionsLookup: OptionsLookup }) {
  const chosen = props.value === undefined ? [] : [props.value];
  return <DropDownView {...props} state={useApiOptions(props.options, props.optionsLookup, chosen)} />;
}

function DropDownView(props: DropDownProps & { state: OptionsState }) {
  const {
    id,
    label,
    description,
    tooltip,
    errors,
    disabled,
    value,
    onChange,
    required,
    defaultValue,
    placeholder,
    state,
  } = props;
  const t = useT();
  const searchID = useId();
  const { shown, known, total, isLoading, error, search, setSearch } = state;
  const aria = fieldAria({ id, description, errors });
  const current = known.find((option) => option.value === value);
  // The chosen option stays listed while a search hides it, so the select never shows a wrong value.
  const listed = current && !shown.includes(current) ? [current, ...shown] : shown;
  const defaultLabel = known.find((option) => option.value === defaultValue)?.label;
  const emptyLabel =
    placeholder ??
    (defaultLabel ? t("Default ({label})", { label: defaultLabel }) : required ? t("Choose…") : t("None"));
  const showSearch = props.optionsLookup?.searchUrl.includes("%s") || total > SEARCH_THRESHOLD;
  return (
    <FieldShell id={id} label={label} description={description} errors={errors} tooltip={tooltip}>
      {showSearch ? (
        <SearchBox id={searchID} label={label} value={search} onChange={setSearch} disabled={disabled} />
      ) : null}
      <select
        id={id}
        className={cx(CONTROL_INPUT, "h-9")}
        disabled={disabled}
        aria-invalid={aria["aria-invalid"]}
        aria-describedby={aria.describedBy}
        aria-busy={isLoading || undefined}
        value={current ? String(listed.indexOf(current)) : value === undefined || isLoading ? "" : UNKNOWN}
        onChange={(event) => {
          if (event.target.value === UNKNOWN) return;
          const picked = event.target.value === "" ? undefined : listed[Number(event.target.value)];
          onChange(picked?.value);
        }}
      >
        <option value="">{isLoading ? t("Loading…") : emptyLabel}</option>
        {listed.map((option, index) => (
          <option key={String(option.value)} value={String(index)}>
            {option.description ? `${option.label} (${option.description})` : option.label}
          </option>
        ))}
        {value !== undefined && !current && !isLoading ? (
          <option value={UNKNOWN}>{t("Unknown ({value})", { value: String(value) })}</option>
        ) : null}
      </select>
      {error ? (
        <p className="text-xs text-danger">{t("Could not load the options: {error}", { error })}</p>
      ) : null}
    </FieldShell>
  );
}

export interface MultiSelectProps extends ControlProps<OptionValue[]>, OptionSource {
  /** Said when nothing is chosen, e.g. "Everyone" for a role filter. */
  emptyLabel?: string;
}

export function MultiSelect(props: MultiSelectProps) {
  return props.optionsLookup ? (
    <ApiMultiSelect {...props} optionsLookup={props.optionsLookup} />
  ) : (
    <StaticMultiSelect {...props} />
  );
}

function StaticMultiSelect(props: MultiSelectProps) {
  return <MultiSelectView {...props} state={useStaticOptions(props.options)} />;
}

function ApiMultiSelect(props: MultiSelectProps & { optionsLookup: OptionsLookup }) {
  return (
    <MultiSelectView
      {...props}
      state={useApiOptions(props.options, props.optionsLookup, props.value ?? [])}
    />
  );
}

function MultiSelectView(props: MultiSelectProps & { state: OptionsState }) {
  const {
    id,
    label,
    description,
    tooltip,
    errors,
    disabled,
    value = [],
    onChange,
    emptyLabel,
    state,
  } = props;
  const t = useT();
  const searchID = useId();
  const { shown, total, isLoading, error, search, setSearch } = state;
  const aria = fieldAria({ id, description, errors });
  const showSearch = props.optionsLookup?.searchUrl.includes("%s") || total > SEARCH_THRESHOLD;
  const toggle = (option: ChoiceOption, checked: boolean) => {
    const next = checked ? [...value, option.value] : value.filter((item) => item !== option.value);
    onChange(next);
  };
  return (
    <fieldset
      className="flex flex-col gap-1.5"
      data-field-shell={id}
      disabled={disabled}
      aria-invalid={aria["aria-invalid"]}
      aria-describedby={aria.describedBy}
      aria-busy={isLoading || undefined}
    >
      <legend className="mb-1.5 text-sm font-semibold text-fg-heading" title={tooltip}>
        {label}
      </legend>
      {showSearch ? <SearchBox id={searchID} label={label} value={search} onChange={setSearch} /> : null}
      {isLoading ? <p className="text-sm text-fg-muted">{t("Loading…")}</p> : null}
      {error ? (
        <p className="text-xs text-danger">{t("Could not load the options: {error}", { error })}</p>
      ) : null}
      <div className="flex max-h-56 flex-col gap-1.5 overflow-y-auto">
        {shown.map((option, index) => (
          <label
            key={String(option.value)}
            className="inline-flex cursor-pointer items-center gap-2 text-sm text-fg"
          >
            <input
              id={index === 0 ? id : undefined}
              type="checkbox"
              className="size-4 shrink-0 cursor-pointer accent-primary"
              checked={value.includes(option.value)}
              onChange={(event) => toggle(option, event.target.checked)}
            />
            {option.label}
          </label>
        ))}
      </div>
      {value.length === 0 && emptyLabel ? <p className="text-xs text-fg-muted">{emptyLabel}</p> : null}
      <FieldMessages id={id} description={description} errors={errors} />
    </fieldset>
  );
}
