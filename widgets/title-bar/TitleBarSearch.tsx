// The title bar's search (docs/reference/ui-behaviour.md#title-bar): a Search button that opens a search field, which
// submits to /search?query=. Open, Escape empties the field, and on an empty field closes it; Cancel closes it; a
// press outside or focus leaving closes it too. Closing by key or Cancel gives focus back to the button. On compact
// screens the open field covers the whole bar. It is a real GET form, so it works before scripts load; with the
// router at hand the search page opens without a page load.
import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import { useInRouterContext, useNavigate } from "react-router";
import { searchPageUrl } from "../../src/lib/search-url";
import { cx } from "../../src/ui/cx";
import { Icon } from "../../src/ui/Icon";

const BAR_BUTTON =
  "inline-flex size-10 shrink-0 items-center justify-center rounded-full hover:bg-[color-mix(in_srgb,currentColor_12%,transparent)]";

export interface TitleBarSearchProps {
  compact: boolean;
}

export function TitleBarSearch(props: TitleBarSearchProps) {
  return useInRouterContext() ? <RoutedSearch {...props} /> : <SearchToggle {...props} goTo={null} />;
}

function RoutedSearch(props: TitleBarSearchProps) {
  const navigate = useNavigate();
  return <SearchToggle {...props} goTo={navigate} />;
}

/** goTo: navigates inside the app (pages, stories); null lets the form submit (a bar rendered without a router). */
function SearchToggle({ compact, goTo }: TitleBarSearchProps & { goTo: ((url: string) => void) | null }) {
  const [open, setOpen] = useState(false);
  const [value, setValue] = useState("");
  const form = useRef<HTMLFormElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  /** Set when closing by key or Cancel: the button takes focus back once it is rendered again. */
  const returnFocus = useRef(false);
  const fieldID = useId();

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
      if (event.target instanceof Node && !form.current?.contains(event.target)) setOpen(false);
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [open]);

  const close = () => {
    returnFocus.current = true;
    setOpen(false);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== "Escape") return;
    event.preventDefault();
    if (value) setValue("");
    else close();
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    const query = value.trim();
    if (!query) {
      // Nothing to look for: stay in the field.
      event.preventDefault();
      input.current?.focus();
      return;
    }
    if (!goTo) return;
    event.preventDefault();
    setOpen(false);
    goTo(searchPageUrl(query));
  };

  if (!open) {
    return (
      <button
        ref={toggle}
        type="button"
        aria-label="Search"
        onClick={() => setOpen(true)}
        className={BAR_BUTTON}
      >
        <Icon name="search" size={20} />
      </button>
    );
  }

  return (
    <search
      className={cx(
        "flex items-center",
        // Compact: the open field covers the bar, in the bar's colours.
        compact && "absolute inset-0 z-10 bg-(--titlebar-bg) px-2",
      )}
    >
      <form
        ref={form}
        action="/search"
        method="get"
        onSubmit={submit}
        onBlur={(event) => {
          const next = event.relatedTarget;
          if (!(next instanceof Node) || !event.currentTarget.contains(next)) setOpen(false);
        }}
        className={cx("flex items-center gap-1", compact && "w-full")}
      >
        <label htmlFor={fieldID} className="sr-only">
          Search
        </label>
        <div className={cx("relative flex items-center", compact ? "flex-1" : "w-[260px]")}>
          <span className="pointer-events-none absolute left-2.5 text-fg-muted">
            <Icon name="search" size={16} />
          </span>
          <input
            ref={input}
            id={fieldID}
            type="search"
            name="query"
            value={value}
            onChange={(event) => setValue(event.target.value)}
            onKeyDown={onKeyDown}
            placeholder="Search"
            autoComplete="off"
            enterKeyHint="search"
            className="h-9 w-full rounded-control border border-border-strong bg-bg pr-3 pl-8 text-sm text-fg placeholder:text-fg-muted"
          />
        </div>
        <button
          type="button"
          onClick={close}
          className="h-9 rounded-control px-2 text-sm font-semibold hover:bg-[color-mix(in_srgb,currentColor_12%,transparent)]"
        >
          Cancel
        </button>
      </form>
    </search>
  );
}
