// The search page's author filter: members by name (insertUserNames), suggested by GET /users/by-names (the names
// starting with what is typed, 100 ms after typing pauses); Enter adds the name as typed.
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useT } from "../../../../ui/i18n/i18n-context";
import { useDebounced } from "../../../../ui/search/use-search-suggestions";
import { mentionSuggestionsQuery } from "../../../api/users";
import { MAX_AUTHORS, type SearchState } from "../search-state";
import type { SearchUpdate } from "../use-search-state";
import { CATEGORY_SUGGESTION_DEBOUNCE_MS } from "./CategoryFilter";
import { ChipPicker, type PickerOption } from "./ChipPicker";

export function AuthorFilter({ state, update }: { state: SearchState; update: SearchUpdate }) {
  const t = useT();
  const [text, setText] = useState("");
  const typed = useDebounced(text.trim(), CATEGORY_SUGGESTION_DEBOUNCE_MS);
  const found = useQuery({ ...mentionSuggestionsQuery(typed), enabled: typed !== "" });
  const chosen = new Set(state.insertUserNames.map((name) => name.toLowerCase()));
  const options: PickerOption[] = (found.data ?? [])
    .filter((user) => !chosen.has(user.name.toLowerCase()))
    .slice(0, 10)
    .map((user) => ({ key: String(user.userID), label: user.name }));
  const add = (name: string) => {
    if (chosen.has(name.toLowerCase())) return;
    update({ insertUserNames: [...state.insertUserNames, name] });
  };
  return (
    <ChipPicker
      label={t("Authors")}
      chosenLabel={t("Chosen authors")}
      suggestionsLabel={t("Authors suggestions")}
      placeholder={t("Find a member")}
      text={text}
      onTextChange={setText}
      options={text.trim() ? options : []}
      onPick={(option) => add(option.label)}
      onEnterText={add}
      full={state.insertUserNames.length >= MAX_AUTHORS}
      chips={state.insertUserNames.map((name) => ({
        key: name,
        text: name,
        onRemove: () => update({ insertUserNames: state.insertUserNames.filter((other) => other !== name) }),
      }))}
    />
  );
}
