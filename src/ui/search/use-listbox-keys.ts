// The keys of a combobox whose focus stays in its text box (WAI-ARIA combobox pattern, list autocomplete): ArrowDown
// and ArrowUp move the highlight through the options (wrapping, ArrowDown from nothing starts at the first), Home
// and End jump while the list is open, Enter picks the highlighted option (without one, Enter is left to the form),
// Escape is handed to the caller. The highlighted option is named by aria-activedescendant.
import { type KeyboardEvent, useState } from "react";

export interface ListboxKeysInput<T> {
  options: readonly T[];
  open: boolean;
  /** The id of an option's element, for aria-activedescendant. */
  optionID(option: T, index: number): string;
  onPick(option: T): void;
  onEscape(event: KeyboardEvent<HTMLInputElement>): void;
  /** Called when an arrow key is pressed while the list is closed (to open it). */
  onOpen?(): void;
}

export function nextHighlight(key: string, current: number, count: number): number | null {
  if (count === 0) return null;
  if (key === "ArrowDown") return current < 0 ? 0 : (current + 1) % count;
  if (key === "ArrowUp") return current < 0 ? count - 1 : (current - 1 + count) % count;
  if (key === "Home") return 0;
  if (key === "End") return count - 1;
  return null;
}

export function useListboxKeys<T>({
  options,
  open,
  optionID,
  onPick,
  onEscape,
  onOpen,
}: ListboxKeysInput<T>) {
  const [highlight, setHighlight] = useState(-1);
  const active = open && highlight >= 0 && highlight < options.length ? highlight : -1;
  const activeOption = active >= 0 ? options[active] : undefined;

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing) return;
    if (event.key === "Escape") return onEscape(event);
    if (!open) {
      if ((event.key === "ArrowDown" || event.key === "ArrowUp") && onOpen) {
        event.preventDefault();
        onOpen();
      }
      return;
    }
    if (event.key === "Enter") {
      if (activeOption === undefined) return;
      event.preventDefault();
      onPick(activeOption);
      return;
    }
    // Home and End keep their text-box meaning (the caret) unless an option is already highlighted.
    if ((event.key === "Home" || event.key === "End") && active < 0) return;
    const next = nextHighlight(event.key, active, options.length);
    if (next === null) return;
    event.preventDefault();
    setHighlight(next);
  };

  return {
    highlight: active,
    setHighlight,
    /** Forgets the highlight (a new answer, a new text). */
    resetHighlight: () => setHighlight(-1),
    activeDescendant: activeOption === undefined ? undefined : optionID(activeOption, active),
    onKeyDown,
  };
}
