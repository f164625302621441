// The search box's form, text box, clear button and suggestion list (SearchCombobox.tsx says what it does). Without
// suggestions (no query cache, an external search, autocomplete off) the text box is a plain search box, not a
// combobox: it never has a list to control.
import {
  type FormEvent,
  type KeyboardEvent,
  type Ref,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from "react";
import { SEARCH_PATH } from "../../lib/search-url";
import { cx } from "../cx";
import { Icon } from "../Icon";
import { useT } from "../i18n/i18n-context";
import type { SearchComboboxProps } from "./SearchCombobox";
import { SuggestionList } from "./SuggestionList";
import { type SearchOption, searchOptions } from "./search-options";
import { followAddress, searchTarget } from "./search-target";
import { useListboxKeys } from "./use-listbox-keys";
import type { SuggestionLookup } from "./use-search-suggestions";

export interface ComboboxFieldProps
  extends Omit<SearchComboboxProps, "value" | "defaultValue" | "onValueChange"> {
  value: string;
  /** byTyping: the person typed it (only that asks for suggestions). */
  setValue(value: string, byTyping?: boolean): void;
  lookup: SuggestionLookup;
  withSuggestions: boolean;
  /** The router's navigate, when the box is inside the app's router. */
  navigate?: (to: string) => void;
}

function useInputRef(outer: Ref<HTMLInputElement> | undefined) {
  const inner = useRef<HTMLInputElement>(null);
  const set = (element: HTMLInputElement | null) => {
    inner.current = element;
    if (typeof outer === "function") outer(element);
    else if (outer) outer.current = element;
  };
  return { inner, set };
}

export function ComboboxField(props: ComboboxFieldProps) {
  const { value, setValue, lookup, withSuggestions, navigate } = props;
  const t = useT();
  const base = useId();
  const inputID = `${base}-input`;
  const listboxID = `${base}-listbox`;
  const input = useInputRef(props.inputRef);
  /** The list shows from typing until a pick, Escape, a search or focus leaving. */
  const [listWanted, setListWanted] = useState(false);
  const options = useMemo(
    () => (withSuggestions ? searchOptions(value, lookup.suggestions, listboxID, true, t) : []),
    [withSuggestions, value, lookup.suggestions, listboxID, t],
  );
  const open = listWanted && options.length > 0;

  const runSearch = (text: string) => {
    setListWanted(false);
    if (props.onSearch) props.onSearch(text);
    else {
      const target = searchTarget(text, props.extraParams, props.externalSearch);
      followAddress(target.url, navigate, target.newTab);
    }
    props.onDone?.();
  };

  const pick = (option: SearchOption) => {
    setListWanted(false);
    if (option.kind === "create") return runSearch(value.trim());
    if (option.url) {
      followAddress(option.url, navigate);
      props.onDone?.();
      return;
    }
    setValue(option.label);
    input.inner.current?.focus();
  };

  const onEscape = (event: KeyboardEvent<HTMLInputElement>) => {
    setListWanted(false);
    if (value) {
      event.preventDefault();
      setValue("");
    } else if (props.onEscapeEmpty) {
      event.preventDefault();
      props.onEscapeEmpty();
    }
  };

  const keys = useListboxKeys({
    options,
    open,
    optionID: (option) => option.id,
    onPick: pick,
    onEscape,
    onOpen: () => setListWanted(true),
  });
  const { resetHighlight } = keys;
  // A new answer starts with nothing highlighted: Enter then searches for the text as typed.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset on each new answer only.
  useEffect(() => resetHighlight(), [lookup.suggestions]);

  const clear = () => {
    setValue("");
    setListWanted(false);
    input.inner.current?.focus();
    if (props.triggerOnClear) runSearch("");
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const query = value.trim();
    if (!query) {
      // Nothing to look for: stay in the box.
      event.preventDefault();
      input.inner.current?.focus();
      return;
    }
    // Outside the app's router with nowhere else to go, the browser submits the GET form itself.
    if (!props.onSearch && !navigate && !props.externalSearch?.urlTemplate) return;
    event.preventDefault();
    runSearch(query);
  };

  const count = options.filter((option) => option.kind !== "create").length;
  return (
    <form
      action={props.action ?? SEARCH_PATH}
      method="get"
      onSubmit={onSubmit}
      className={props.className}
      style={props.style}
    >
      <label htmlFor={inputID} className="sr-only">
        {props.label}
      </label>
      <div className={cx("relative flex min-w-0 items-center", props.fieldClassName)}>
        {props.leading}
        <input
          ref={input.set}
          id={inputID}
          type="search"
          name="query"
          value={value}
          placeholder={props.placeholder}
          autoComplete="off"
          enterKeyHint="search"
          maxLength={200}
          {...(withSuggestions
            ? {
                role: "combobox",
                "aria-expanded": open,
                "aria-controls": listboxID,
                "aria-autocomplete": "list" as const,
                "aria-activedescendant": keys.activeDescendant,
              }
            : {})}
          onChange={(event) => {
            setValue(event.target.value, true);
            setListWanted(true);
            resetHighlight();
          }}
          onKeyDown={keys.onKeyDown}
          onBlur={() => setListWanted(false)}
          className={cx(
            "min-w-0 flex-1 bg-transparent text-fg placeholder:text-fg-muted",
            // The browser's own clear button would sit beside ours.
            "[&::-webkit-search-cancel-button]:appearance-none",
            props.inputClassName,
          )}
        />
        {value ? (
          <button
            type="button"
            aria-label={t("Clear")}
            onClick={clear}
            className="me-1 inline-flex size-7 shrink-0 items-center justify-center rounded-full text-fg-muted hover:bg-bg-hover hover:text-fg"
          >
            <Icon name="close" size={14} />
          </button>
        ) : null}
        {withSuggestions ? (
          <SuggestionList
            id={listboxID}
            label={t("Search suggestions")}
            open={open}
            options={options}
            highlight={keys.highlight}
            onHighlight={keys.setHighlight}
            onPick={pick}
          />
        ) : null}
      </div>
      {(props.extraParams ?? []).map(([name, paramValue]) => (
        <input key={`${name}=${paramValue}`} type="hidden" name={name} value={paramValue} />
      ))}
      {props.children}
      {withSuggestions ? (
        <p role="status" className="sr-only">
          {open
            ? t("{count, plural, one {# suggestion} other {# suggestions}}. Up and down arrows to choose.", {
                count,
              })
            : ""}
        </p>
      ) : null}
    </form>
  );
}
