// The title bar's search (docs/reference/ui-behaviour.md#title-bar, #search-box): a Search button that opens the
// shared search box (src/ui/search/SearchCombobox.tsx: suggestions as you type, a GET form to /search?query= that
// works before scripts load). Open, Escape empties the box, and on an empty box closes it; Cancel closes it; a press
// outside or focus leaving closes it too (the suggestions are inside it, so picking one does not). Closing by key
// or Cancel gives focus back to the button. On compact screens the open box covers the whole bar.
import { useEffect, useRef, useState } from "react";
import { searchSuggestionSource } from "../../src/client/api/search";
import { useExternalSearch } from "../../src/layout/external-search";
import { cx } from "../../src/ui/cx";
import { Icon } from "../../src/ui/Icon";
import { useT } from "../../src/ui/i18n/i18n-context";
import { SearchCombobox } from "../../src/ui/search/SearchCombobox";

const BAR_BUTTON =
  "inline-flex size-10 shrink-0 items-center justify-center rounded-full hover:bg-[color-mix(in_srgb,currentColor_12%,transparent)]";

export interface TitleBarSearchProps {
  compact: boolean;
}

export function TitleBarSearch({ compact }: TitleBarSearchProps) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const area = useRef<HTMLElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const externalSearch = useExternalSearch();
  /** Set when closing by key or Cancel: the button takes focus back once it is rendered again. */
  const returnFocus = useRef(false);

  useEffect(() => {
    if (open) input.current?.focus();
    else if (returnFocus.current) {
      returnFocus.current = false;
      toggle.current?.focus();
    }
  }, [open]);

  // A press anywhere outside closes it, leaving focus where the press put it.
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && !area.current?.contains(event.target)) setOpen(false);
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [open]);

  const close = () => {
    returnFocus.current = true;
    setOpen(false);
  };

  if (!open) {
    return (
      <button
        ref={toggle}
        type="button"
        aria-label={t("Search")}
        onClick={() => setOpen(true)}
        className={BAR_BUTTON}
      >
        <Icon name="search" size={20} />
      </button>
    );
  }

  return (
    <search
      ref={area}
      onBlur={(event) => {
        const next = event.relatedTarget;
        if (!(next instanceof Node) || !event.currentTarget.contains(next)) setOpen(false);
      }}
      className={cx(
        "flex items-center",
        // Compact: the open box covers the bar, in the bar's colours.
        compact && "absolute inset-0 z-10 bg-(--titlebar-bg) px-2",
      )}
    >
      <SearchCombobox
        label={t("Search")}
        placeholder={t("Search")}
        suggestionSource={searchSuggestionSource}
        externalSearch={externalSearch}
        inputRef={input}
        onDone={() => setOpen(false)}
        onEscapeEmpty={close}
        className={cx("flex items-center gap-1", compact && "w-full")}
        fieldClassName={cx(
          "focus-ring-within h-9 rounded-control border border-border-strong bg-bg text-fg",
          compact ? "flex-1" : "w-[260px] flex-none",
        )}
        inputClassName="h-full pe-2 text-sm focus-visible:shadow-none focus-visible:outline-none"
        leading={
          <span aria-hidden="true" className="pointer-events-none ps-2.5 pe-1.5 text-fg-muted">
            <Icon name="search" size={16} />
          </span>
        }
      >
        <button
          type="button"
          onClick={close}
          className="h-9 rounded-control px-2 text-sm font-semibold hover:bg-[color-mix(in_srgb,currentColor_12%,transparent)]"
        >
          {t("Cancel")}
        </button>
      </SearchCombobox>
    </search>
  );
}
