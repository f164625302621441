// A composer's text box with @mention suggestions (docs/reference/api-conventions.md#mentions,
// docs/reference/ui-behaviour.md#timings). Typing `@na` lists matching members under the box once the typing pauses
// for 50 ms; ArrowUp/Down move through them, Enter or Tab inserts `@name `, Escape closes the list, a click picks
// one. Focus never leaves the text box: it names the highlighted option with aria-activedescendant and owns the list
// through aria-controls, and a polite status line says how many there are. This is the combobox pattern as far as a
// textarea takes it: HTML does not let a textarea carry role="combobox" or aria-expanded (axe: aria-allowed-role,
// aria-allowed-attr), so the list's presence is announced instead.
import { type TextareaHTMLAttributes, useEffect, useId, useLayoutEffect, useRef } from "react";
import { cx } from "../../ui/cx";
import { useT } from "../../ui/i18n/i18n-context";
import { UserPhoto } from "../../ui/UserPhoto";
import { useMentionAutocomplete } from "./use-mention-autocomplete";

export interface MentionTextareaProps
  extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "value" | "onChange" | "defaultValue"> {
  value: string;
  onValueChange(value: string): void;
  /** The site section the composer is on, sent with the lookup. */
  siteSectionID?: number;
  /** Classes of the element around the box and its list (the list is placed under the box). */
  wrapperClassName?: string;
}

export function MentionTextarea({
  value,
  onValueChange,
  siteSectionID,
  wrapperClassName,
  onKeyDown,
  onBlur,
  onFocus,
  autoFocus,
  ...textarea
}: MentionTextareaProps) {
  const t = useT();
  const listboxID = useId();
  const box = useRef<HTMLTextAreaElement>(null);
  const list = useRef<HTMLDivElement>(null);
  const mention = useMentionAutocomplete({ value, onValueChange, listboxID, siteSectionID });
  const { pendingCaret, clearPendingCaret, trackCaret } = mention;

  // After an insertion the caret goes after the inserted `@name `.
  useLayoutEffect(() => {
    if (pendingCaret === null || !box.current) return;
    box.current.setSelectionRange(pendingCaret, pendingCaret);
    clearPendingCaret();
  }, [pendingCaret, clearPendingCaret]);

  // A box that starts focused starts with the caret at the end of its text, and reads the mention there.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on mount.
  useEffect(() => {
    const element = box.current;
    if (!autoFocus || !element) return;
    element.focus();
    element.setSelectionRange(element.value.length, element.value.length);
    trackCaret(element);
  }, []);

  // Keeps the highlighted suggestion in view when the keys move past the list's visible part.
  useEffect(() => {
    const id = mention.activeDescendant;
    if (!id) return;
    const option = list.current?.ownerDocument.getElementById(id);
    option?.scrollIntoView?.({ block: "nearest" });
  }, [mention.activeDescendant]);

  const count = mention.options.length;
  return (
    <div className={cx("relative", wrapperClassName)}>
      <textarea
        {...textarea}
        ref={box}
        value={value}
        aria-autocomplete="list"
        aria-controls={mention.open ? listboxID : undefined}
        aria-activedescendant={mention.activeDescendant}
        onChange={(event) => {
          onValueChange(event.target.value);
          trackCaret(event.target);
        }}
        onSelect={(event) => trackCaret(event.currentTarget)}
        onFocus={(event) => {
          trackCaret(event.currentTarget);
          onFocus?.(event);
        }}
        onBlur={(event) => {
          trackCaret(null);
          onBlur?.(event);
        }}
        onKeyDown={(event) => {
          mention.onKeyDown(event);
          if (!event.defaultPrevented) onKeyDown?.(event);
        }}
      />
      <p role="status" className="sr-only">
        {mention.open
          ? t(
              "{count, plural, one {# suggestion} other {# suggestions}}. Up and down arrows to choose, Enter to insert.",
              { count },
            )
          : ""}
      </p>
      {mention.open ? (
        <div
          ref={list}
          id={listboxID}
          role="listbox"
          aria-label={t("Mention suggestions")}
          className="absolute start-0 top-full z-[1060] mt-1 max-h-72 w-[300px] max-w-full overflow-y-auto rounded-box border border-border bg-bg py-1 shadow-raised"
        >
          {mention.options.map((option, index) => (
            // biome-ignore lint/a11y/useKeyWithClickEvents: the keys are the text box's (aria-activedescendant); focus stays there.
            <div
              key={option.userID}
              id={option.domID}
              role="option"
              // Reachable by the keys through the text box, never by Tab: the option itself is not focused.
              tabIndex={-1}
              aria-selected={index === mention.highlighted}
              // Pressing an option must not take focus from the text box (that would close the list first).
              onMouseDown={(event) => event.preventDefault()}
              onMouseMove={() => mention.setActiveIndex(index)}
              onClick={() => mention.choose(option)}
              className={cx(
                "flex cursor-pointer items-center gap-2 px-3 py-1.5 text-sm text-fg",
                index === mention.highlighted && "bg-bg-hover font-semibold",
              )}
            >
              <UserPhoto url={option.photoUrl} size={24} />
              <span className="truncate">{option.name}</span>
            </div>
          ))}
        </div>
      ) : null}
      {mention.failed ? (
        <p
          role="alert"
          className="absolute start-0 top-full z-[1060] mt-1 w-[300px] max-w-full rounded-box border border-border bg-bg px-3 py-2 text-sm text-danger shadow-raised"
        >
          {t("Suggestions could not be loaded.")}
        </p>
      ) : null}
    </div>
  );
}
