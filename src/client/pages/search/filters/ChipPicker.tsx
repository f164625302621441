// A filter that holds several values shown as removable chips, added from a text box with suggestions (the WAI-ARIA
// combobox pattern, keys of src/ui/search/use-listbox-keys.ts: ArrowUp/Down move, Enter picks the highlighted
// suggestion or else adds the text as typed when the filter allows it, Escape closes the list and then empties the
// box). The caller owns the text and the suggestions, so each filter asks its own API.
import { type ReactNode, useId, useState } from "react";
import { cx } from "../../../../ui/cx";
import { Icon } from "../../../../ui/Icon";
import { useT } from "../../../../ui/i18n/i18n-context";
import { useListboxKeys } from "../../../../ui/search/use-listbox-keys";
import { INPUT_CLASSES } from "../../../../ui/TextField";

export interface PickerOption {
  key: string;
  label: string;
  /** A second, quieter line (a category's path). */
  detail?: string;
}

export interface PickerChip {
  key: string;
  /** The chip's text (also names its remove button). */
  text: string;
  content?: ReactNode;
  onRemove(): void;
}

/** The texts (label, chosenLabel, suggestionsLabel, placeholder) come in the page's language. */
export interface ChipPickerProps {
  label: string;
  /** Names the list of chips ("Chosen tags"). */
  chosenLabel: string;
  /** Names the suggestions' list box ("Authors suggestions"); unused without suggestions. */
  suggestionsLabel?: string;
  placeholder?: string;
  chips: readonly PickerChip[];
  text: string;
  onTextChange(text: string): void;
  options: readonly PickerOption[];
  onPick(option: PickerOption): void;
  /** Enter without a highlighted suggestion adds the text itself (a tag, an author's exact name). */
  onEnterText?(text: string): void;
  /** No more values may be added (the API's limit). */
  full?: boolean;
  /** false: a plain text box (tags: no suggestions to offer). */
  suggests?: boolean;
}

export function ChipPicker(props: ChipPickerProps) {
  const base = useId();
  const t = useT();
  const inputID = `${base}-input`;
  const listboxID = `${base}-listbox`;
  const [listWanted, setListWanted] = useState(false);
  const open = listWanted && props.options.length > 0;
  const optionID = (option: PickerOption) => `${base}-option-${option.key}`;

  const pick = (option: PickerOption) => {
    props.onPick(option);
    props.onTextChange("");
    setListWanted(false);
  };
  const keys = useListboxKeys({
    options: props.options,
    open,
    optionID,
    onPick: pick,
    onOpen: () => setListWanted(true),
    onEscape: (event) => {
      if (open) setListWanted(false);
      else if (props.text) props.onTextChange("");
      else return;
      event.preventDefault();
    },
  });

  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={inputID} className="text-sm font-semibold text-fg-heading">
        {props.label}
      </label>
      {props.chips.length > 0 ? (
        <ul aria-label={props.chosenLabel} className="flex flex-wrap gap-1">
          {props.chips.map((chip) => (
            <li
              key={chip.key}
              className="inline-flex items-center gap-1 rounded-full border border-border-strong bg-bg py-0.5 pr-0.5 pl-2.5 text-sm text-fg"
            >
              {chip.content ?? chip.text}
              <button
                type="button"
                aria-label={t("Remove {name}", { name: chip.text })}
                onClick={chip.onRemove}
                className="inline-flex size-6 items-center justify-center rounded-full text-fg-muted hover:bg-bg-hover hover:text-fg"
              >
                <Icon name="close" size={12} />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="relative">
        <input
          id={inputID}
          type="text"
          {...(props.suggests === false
            ? {}
            : {
                role: "combobox",
                "aria-expanded": open,
                "aria-controls": listboxID,
                "aria-autocomplete": "list" as const,
                "aria-activedescendant": keys.activeDescendant,
              })}
          autoComplete="off"
          value={props.text}
          disabled={props.full}
          placeholder={props.full ? t("No more can be added") : props.placeholder}
          onChange={(event) => {
            props.onTextChange(event.target.value);
            setListWanted(true);
            keys.resetHighlight();
          }}
          onKeyDown={(event) => {
            keys.onKeyDown(event);
            if (event.defaultPrevented || event.key !== "Enter") return;
            // Enter in a filter never submits the page's search form.
            event.preventDefault();
            const typed = props.text.trim();
            if (typed && props.onEnterText) {
              props.onEnterText(typed);
              props.onTextChange("");
              setListWanted(false);
            }
          }}
          onBlur={() => setListWanted(false)}
          className={INPUT_CLASSES}
        />
        {props.suggests === false ? null : (
          <div
            id={listboxID}
            role="listbox"
            aria-label={props.suggestionsLabel}
            hidden={!open}
            className="absolute top-full right-0 left-0 z-[1060] mt-1 max-h-72 overflow-y-auto rounded-box border border-border bg-bg py-1 shadow-raised"
          >
            {props.options.map((option, index) => (
              // biome-ignore lint/a11y/useKeyWithClickEvents: the keys are the text box's (aria-activedescendant); focus stays there.
              <div
                key={option.key}
                id={optionID(option)}
                role="option"
                tabIndex={-1}
                aria-selected={index === keys.highlight}
                onMouseDown={(event) => event.preventDefault()}
                onMouseMove={() => keys.setHighlight(index)}
                onClick={() => pick(option)}
                className={cx(
                  "cursor-pointer px-3 py-1.5 text-sm text-fg",
                  index === keys.highlight && "bg-bg-hover outline-2 -outline-offset-2 outline-primary",
                )}
              >
                <span className="block truncate">{option.label}</span>
                {option.detail ? (
                  <span className="block truncate text-xs text-fg-muted">{option.detail}</span>
                ) : null}
              </div>
            ))}
          </div>
        )}
      </div>
    </div>
  );
}
