// The one search box of the product (docs/reference/ui-behaviour.md#search-box): the title bar's,
// the banner's, the Search widget's and the search page's. A real GET form to /search (query plus the box's extra
// parameters), so it works before scripts load. With scripts: suggestions as you type (use-search-suggestions.ts),
// after the WAI-ARIA combobox pattern: the text box is role=combobox and keeps focus, ArrowUp/Down (Home/End once
// one is highlighted) move through the listbox, Enter picks the highlighted option or else searches, Escape clears
// the text (on an empty box it calls onEscapeEmpty). A suggestion with a url navigates there, the create option
// ("Search for …") searches, any other fills the box. The clear button empties the box and focuses it again, and
// searches too with triggerOnClear. An external search (its %s replaced by the query) skips suggestions, and so
// does a box given no suggestion source or rendered without a query cache.
import { QueryClientContext } from "@tanstack/react-query";
import { type CSSProperties, type ReactNode, type Ref, useContext, useState } from "react";
import { useInRouterContext, useNavigate } from "react-router";
import { ComboboxField, type ComboboxFieldProps } from "./ComboboxField";
import type { ExternalSearch } from "./search-target";
import {
  NO_SUGGESTIONS,
  type SuggestionLookup,
  type SuggestionSource,
  useSearchSuggestions,
} from "./use-search-suggestions";

export interface SearchComboboxProps {
  /** The box's accessible name. */
  label: string;
  placeholder?: string;
  /** Controlled text (the search page keeps it in step with its address); otherwise the box keeps its own. */
  value?: string;
  defaultValue?: string;
  onValueChange?(value: string): void;
  /**
   * Runs a search instead of going to the search page (the search page writes its own address). Called with ""
   * when the box is cleared with triggerOnClear.
   */
  onSearch?(query: string): void;
  /** After the box has searched or navigated (the title bar closes). */
  onDone?(): void;
  /** Escape on an empty box (the title bar closes). */
  onEscapeEmpty?(): void;
  triggerOnClear?: boolean;
  /** Hidden parameters sent with the query (a Search widget's scope). */
  extraParams?: readonly (readonly [string, string])[];
  /** Where the form goes without scripts: /search unless given (the knowledge base's search page, /kb/search). */
  action?: string;
  externalSearch?: ExternalSearch;
  /** Where suggestions come from (src/client/api/search.ts searchSuggestionSource); none: no autocomplete. */
  suggestionSource?: SuggestionSource;
  /** Spec 001 §9: 500 ms by default. */
  debounceMs?: number;
  inputRef?: Ref<HTMLInputElement>;
  /** The form's classes and style (the box's frame). */
  className?: string;
  style?: CSSProperties;
  /** The classes of the text box itself. */
  inputClassName?: string;
  /** Before the text box, inside the field (an icon). */
  leading?: ReactNode;
  /** The classes of the element around the text box, its clear button and its list (a frame, a width). */
  fieldClassName?: string;
  /** After the field inside the form: a submit button, a Cancel button. */
  children?: ReactNode;
}

export function SearchCombobox(props: SearchComboboxProps) {
  const [ownValue, setOwnValue] = useState(props.defaultValue ?? "");
  const value = props.value ?? ownValue;
  /** What the person typed: only typing asks for suggestions (not a text the page or a pick put in the box). */
  const [typed, setTyped] = useState("");
  const setValue = (next: string, byTyping = false) => {
    if (props.value === undefined) setOwnValue(next);
    setTyped(byTyping ? next : "");
    props.onValueChange?.(next);
  };
  // Outside the app (a widget rendered alone) there may be no query cache: the box then only searches.
  const hasQueryClient = useContext(QueryClientContext) !== undefined;
  const source = hasQueryClient && !props.externalSearch?.urlTemplate ? props.suggestionSource : undefined;
  const Field = useInRouterContext() ? RoutedField : ComboboxField;
  const field = (lookup: SuggestionLookup) => (
    <Field
      {...props}
      value={value}
      setValue={setValue}
      lookup={lookup}
      withSuggestions={source !== undefined}
    />
  );
  return source ? (
    <WithSuggestions text={typed} source={source} debounceMs={props.debounceMs}>
      {field}
    </WithSuggestions>
  ) : (
    field(NO_SUGGESTIONS)
  );
}

function WithSuggestions({
  text,
  source,
  debounceMs,
  children,
}: {
  text: string;
  source: SuggestionSource;
  debounceMs?: number;
  children(lookup: SuggestionLookup): ReactNode;
}) {
  return children(useSearchSuggestions(text, source, debounceMs));
}

function RoutedField(props: ComboboxFieldProps) {
  return <ComboboxField {...props} navigate={useNavigate()} />;
}
