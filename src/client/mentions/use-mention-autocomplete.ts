// The state behind a composer's mention suggestions: which @mention the caret is in, the lookup 50 ms after the
// typing stops (docs/reference/ui-behaviour.md#timings), the highlighted suggestion, and the keys that work the list
// while focus stays in the text box (ArrowUp/Down move, Enter or Tab inserts `@name `, Escape closes until the
// mention changes).
import { useQuery } from "@tanstack/react-query";
import { type KeyboardEvent, useEffect, useMemo, useState } from "react";
import { type MentionSuggestion, mentionSuggestionsQuery } from "../api/users";
import { insertMention, type MentionToken, mentionAt } from "./mention-token";

/** docs/reference/ui-behaviour.md#timings: mention lookups wait this long after the last keystroke. */
export const MENTION_DEBOUNCE_MS = 50;

/**
 * A suggestion with the id of its option element (docs/reference/api-conventions.md#resources Mention suggestion:
 * domID).
 */
export interface MentionOption extends MentionSuggestion {
  domID: string;
}

function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

const tokenKey = (token: MentionToken | null) => (token ? `${token.start}:${token.query}` : "");

export interface MentionAutocompleteInput {
  value: string;
  onValueChange(value: string): void;
  /** Ids of the options are built on it. */
  listboxID: string;
  siteSectionID?: number;
}

export function useMentionAutocomplete({
  value,
  onValueChange,
  listboxID,
  siteSectionID,
}: MentionAutocompleteInput) {
  const [caret, setCaret] = useState<number | null>(null);
  const [dismissed, setDismissed] = useState("");
  const [activeIndex, setActiveIndex] = useState(0);
  /** Where the caret goes once an insertion has rendered. */
  const [pendingCaret, setPendingCaret] = useState<number | null>(null);

  const token = useMemo(() => (caret === null ? null : mentionAt(value, caret)), [value, caret]);
  const typed = useDebounced(token?.query ?? "", MENTION_DEBOUNCE_MS);
  const lookup = useQuery({
    ...mentionSuggestionsQuery(typed, siteSectionID),
    enabled: typed !== "",
    // While "nat" loads, the answer for "na" stays up (it holds every "nat"); an unrelated one does not.
    placeholderData: (previous, previousQuery) => {
      const previousTyped = previousQuery?.queryKey[2];
      return typeof previousTyped === "string" && typed.toLowerCase().startsWith(previousTyped.toLowerCase())
        ? previous
        : undefined;
    },
  });

  // The answer is narrowed at once to what is typed now, ahead of the next lookup.
  const query = token?.query.toLowerCase() ?? "";
  const options = useMemo<MentionOption[]>(
    () =>
      (lookup.data ?? [])
        .filter((user) => user.name.toLowerCase().startsWith(query))
        .map((user) => ({ ...user, domID: `${listboxID}-option-${user.userID}` })),
    [lookup.data, listboxID, query],
  );
  const active = token !== null && typed !== "" && tokenKey(token) !== dismissed;
  const open = active && options.length > 0;
  const failed = active && lookup.isError;
  const highlighted = open ? Math.min(activeIndex, options.length - 1) : -1;

  // A new answer starts at its first (best) suggestion.
  useEffect(() => {
    if (lookup.data) setActiveIndex(0);
  }, [lookup.data]);

  const choose = (option: MentionOption) => {
    if (!token) return;
    const next = insertMention(value, token, option.name);
    onValueChange(next.text);
    setCaret(next.caret);
    setPendingCaret(next.caret);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (!open || event.nativeEvent.isComposing) return;
    const count = options.length;
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      const step = event.key === "ArrowDown" ? 1 : -1;
      setActiveIndex((highlighted + step + count) % count);
    } else if ((event.key === "Enter" || event.key === "Tab") && !event.shiftKey) {
      const option = options[highlighted];
      if (!option) return;
      event.preventDefault();
      choose(option);
    } else if (event.key === "Escape") {
      // Closes the list only: a dialog around the composer stays open.
      event.preventDefault();
      event.stopPropagation();
      setDismissed(tokenKey(token));
    }
  };

  /** Follows the caret: call with the text box after every change, selection move, focus and blur (null). */
  const trackCaret = (element: HTMLTextAreaElement | null) => {
    if (!element) return setCaret(null);
    setCaret(element.selectionStart === element.selectionEnd ? element.selectionStart : null);
  };

  return {
    open,
    failed,
    options,
    highlighted,
    activeDescendant: open ? options[highlighted]?.domID : undefined,
    choose,
    setActiveIndex,
    onKeyDown,
    trackCaret,
    pendingCaret,
    clearPendingCaret: () => setPendingCaret(null),
  };
}
