// The options a search box lists under what is typed (docs/reference/ui-behaviour.md#search-box): places first (quick
// links), then the records the server suggests, and last the create option, "Search for …", which runs the search. The
// create option is built here from the text as it is now, so it is there at once and never names an older text; one the
// server sends is dropped for it. Pure, so the list and its tests agree.
import { englishText, type Translate } from "../../lib/english-text";
import type { SearchSuggestion } from "../../types/generated/api/search-suggestion";

export type SearchOptionKind = "place" | "record" | "create";

export interface SearchOption {
  /** The option element's id (aria-activedescendant names it). */
  id: string;
  kind: SearchOptionKind;
  label: string;
  /** Where choosing it goes; none for the create option and for suggestions that fill the box. */
  url?: string;
  suggestion?: SearchSuggestion;
}

export function createOptionLabel(text: string, t: Translate = englishText): string {
  return t("Search for “{text}”", { text: text.trim() });
}

function kindOf(suggestion: SearchSuggestion): SearchOptionKind {
  return suggestion.type === "place" ? "place" : "record";
}

export function searchOptions(
  text: string,
  suggestions: readonly SearchSuggestion[],
  listboxID: string,
  withCreate = true,
  t: Translate = englishText,
): SearchOption[] {
  if (!text.trim()) return [];
  const listed = suggestions.filter((suggestion) => suggestion.type !== "create");
  const ordered = [
    ...listed.filter((suggestion) => suggestion.type === "place"),
    ...listed.filter((suggestion) => suggestion.type !== "place"),
  ];
  const options: SearchOption[] = ordered.map((suggestion, index) => ({
    id: `${listboxID}-option-${index}`,
    kind: kindOf(suggestion),
    label: suggestion.label,
    url: suggestion.url || undefined,
    suggestion,
  }));
  if (withCreate) {
    options.push({ id: `${listboxID}-option-create`, kind: "create", label: createOptionLabel(text, t) });
  }
  return options;
}
