// Dropdowns and flyouts (docs/reference/ui-behaviour.md#title-bar, docs/reference/ui-behaviour.md#shared-components,
// docs/reference/ui-behaviour.md#sizes-and-breakpoints): a button that opens a menu (role menu, arrow keys, Home/End)
// or a panel of free content. One is open at a time across the page; Escape closes and gives focus back to the
// button; a press outside or focus leaving closes without moving focus. Widths of
// docs/reference/ui-behaviour.md#sizes-and-breakpoints: 250, medium 300, title bar 350.
import {
  type CSSProperties,
  createContext,
  type KeyboardEvent,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useId,
  useRef,
  useState,
} from "react";
import { AppLink } from "./AppLink";
import { buttonClasses } from "./Button";
import { cx } from "./cx";
import { claimFlyout, releaseFlyout } from "./flyout-registry";
import { focusableIn } from "./focus";

type FlyoutWidth = "default" | "medium" | "titleBar" | "preferences";

const WIDTHS: Record<FlyoutWidth, string> = {
  default: "w-[250px]",
  medium: "w-[300px]",
  titleBar: "w-[350px]",
  // The follow panel: at least 345 px, wider only for content that cannot wrap.
  preferences: "min-w-[345px]",
};

const ITEM_SELECTOR = '[role="menuitem"]:not([aria-disabled="true"])';

interface FlyoutContextValue {
  close(returnFocus: boolean): void;
}

const FlyoutContext = createContext<FlyoutContextValue | null>(null);

export interface FlyoutProps {
  /** The button's content. */
  label: ReactNode;
  /** Accessible name of the button when its content is only an icon or a count. */
  buttonLabel?: string;
  buttonClassName?: string;
  /** Inline style of the button (a widget's configured colours and radius). */
  buttonStyle?: CSSProperties;
  /** The panel's own accessible name (a titled panel); by default the button names it. */
  panelLabel?: string;
  /** "menu": a list of FlyoutItem / FlyoutLinkItem with arrow keys. "panel": free content of its own. */
  kind?: "menu" | "panel";
  width?: FlyoutWidth;
  /** Which edge of the button the flyout lines up with. */
  align?: "start" | "end";
  /** Open from the first render (stories, screenshots); focus is not moved then. */
  defaultOpen?: boolean;
  onOpenChange?(open: boolean): void;
  className?: string;
  children: ReactNode;
}

type FocusOnOpen = "first" | "last" | null;

export function Flyout({
  label,
  buttonLabel,
  buttonClassName,
  buttonStyle,
  panelLabel,
  kind = "menu",
  width = "default",
  align = "start",
  defaultOpen = false,
  onOpenChange,
  className,
  children,
}: FlyoutProps) {
  const [open, setOpen] = useState(defaultOpen);
  const wrapper = useRef<HTMLSpanElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const focusOnOpen = useRef<FocusOnOpen>(null);
  const buttonID = useId();
  const panelID = useId();
  const onOpenChangeRef = useRef(onOpenChange);
  onOpenChangeRef.current = onOpenChange;

  const change = useCallback((next: boolean) => {
    setOpen((previous) => {
      if (previous !== next) onOpenChangeRef.current?.(next);
      return next;
    });
  }, []);

  const close = useCallback(
    (returnFocus: boolean) => {
      change(false);
      if (returnFocus) button.current?.focus();
    },
    [change],
  );

  // Register as the page's open flyout; another one opening closes this one.
  useEffect(() => {
    if (!open) return;
    const closeQuietly = () => change(false);
    claimFlyout(closeQuietly);
    return () => releaseFlyout(closeQuietly);
  }, [open, change]);

  // Move focus in when a person opened it (not when a story renders it open).
  useEffect(() => {
    if (!open || !panel.current || !focusOnOpen.current) return;
    const where = focusOnOpen.current;
    focusOnOpen.current = null;
    const targets =
      kind === "menu"
        ? [...panel.current.querySelectorAll<HTMLElement>(ITEM_SELECTOR)]
        : focusableIn(panel.current);
    const target = where === "last" ? targets.at(-1) : targets[0];
    (target ?? panel.current).focus();
  }, [open, kind]);

  // A press anywhere outside closes it, leaving focus where the press put it.
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: MouseEvent | TouchEvent) => {
      if (event.target instanceof Node && !wrapper.current?.contains(event.target)) change(false);
    };
    document.addEventListener("mousedown", onPointerDown);
    document.addEventListener("touchstart", onPointerDown);
    return () => {
      document.removeEventListener("mousedown", onPointerDown);
      document.removeEventListener("touchstart", onPointerDown);
    };
  }, [open, change]);

  function openWith(where: FocusOnOpen) {
    focusOnOpen.current = where;
    change(true);
  }

  function onButtonKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    if (kind !== "menu") return;
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      openWith(event.key === "ArrowDown" ? "first" : "last");
    }
  }

  function onWrapperKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    // From the button or from inside the flyout alike; the page's own Escape handlers never see it.
    if (event.key === "Escape" && open) {
      event.stopPropagation();
      close(true);
    }
  }

  function onPanelKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (kind !== "menu" || !panel.current) return;
    const items = [...panel.current.querySelectorAll<HTMLElement>(ITEM_SELECTOR)];
    if (items.length === 0) return;
    const index = items.indexOf(document.activeElement as HTMLElement);
    const move: Record<string, number | undefined> = {
      ArrowDown: index < 0 ? 0 : (index + 1) % items.length,
      ArrowUp: index < 0 ? items.length - 1 : (index - 1 + items.length) % items.length,
      Home: 0,
      End: items.length - 1,
    };
    const next = move[event.key];
    if (next !== undefined) {
      event.preventDefault();
      items[next]?.focus();
    } else if (event.key === "Tab") {
      // Tab leaves a menu (WAI-ARIA menu button): close it and let focus move on naturally.
      change(false);
    }
  }

  return (
    // A span: flyouts sit inside text (a user card link in a paragraph), where a server-rendered <div> would be
    // moved out of the <p> by the HTML parser and break hydration.
    // biome-ignore lint/a11y/noStaticElementInteractions: Escape and focus leaving are caught for the button and the flyout together.
    <span
      ref={wrapper}
      className={cx("relative inline-block", className)}
      onKeyDown={onWrapperKeyDown}
      onBlur={(event) => {
        // Focus left the button and the flyout altogether (Tab away, a click elsewhere): close.
        const next = event.relatedTarget;
        if (open && next instanceof Node && !wrapper.current?.contains(next)) change(false);
      }}
    >
      <button
        ref={button}
        id={buttonID}
        type="button"
        aria-haspopup={kind === "menu" ? "menu" : "dialog"}
        aria-expanded={open}
        aria-controls={open ? panelID : undefined}
        aria-label={buttonLabel}
        onClick={(event) =>
          open ? change(false) : openWith(event.detail === 0 || kind === "menu" ? "first" : null)
        }
        onKeyDown={onButtonKeyDown}
        className={buttonClassName ?? buttonClasses("standard")}
        style={buttonStyle}
      >
        {label}
      </button>
      {open ? (
        <FlyoutContext.Provider value={{ close }}>
          {/* biome-ignore lint/a11y/noStaticElementInteractions lint/a11y/useAriaPropsSupportedByRole: the role is menu or dialog (chosen at run time); both take a label and keys. */}
          <div
            ref={panel}
            id={panelID}
            role={kind === "menu" ? "menu" : "dialog"}
            aria-label={panelLabel}
            aria-labelledby={panelLabel ? undefined : buttonID}
            tabIndex={-1}
            onKeyDown={onPanelKeyDown}
            className={cx(
              "absolute top-full z-[1060] mt-1 flex max-h-[70vh] max-w-[calc(100vw-1rem)] flex-col overflow-y-auto",
              "rounded-box border border-border bg-bg py-1 text-sm text-fg shadow-raised outline-none",
              align === "end" ? "end-0" : "start-0",
              WIDTHS[width],
              kind === "panel" && "px-4 py-3",
            )}
          >
            {children}
          </div>
        </FlyoutContext.Provider>
      ) : null}
    </span>
  );
}

/** Closes the enclosing flyout from its content (a panel's own action); focus goes back to the button. */
export function useFlyoutClose(): () => void {
  const context = useContext(FlyoutContext);
  return useCallback(() => context?.close(true), [context]);
}

const ITEM =
  "flex w-full items-center gap-2 px-4 py-2 text-start text-fg outline-none hover:bg-bg-hover focus-visible:bg-bg-hover " +
  "focus:bg-bg-hover aria-disabled:cursor-not-allowed aria-disabled:opacity-50";

/** A menu action; choosing it closes the menu and gives focus back to the button. */
export function FlyoutItem({
  onSelect,
  disabled = false,
  children,
}: {
  onSelect(): void;
  disabled?: boolean;
  children: ReactNode;
}) {
  const context = useContext(FlyoutContext);
  return (
    <button
      type="button"
      role="menuitem"
      tabIndex={-1}
      aria-disabled={disabled || undefined}
      onClick={() => {
        if (disabled) return;
        context?.close(true);
        onSelect();
      }}
      className={ITEM}
    >
      {children}
    </button>
  );
}

/** A menu entry that navigates. */
export function FlyoutLinkItem({ to, children }: { to: string; children: ReactNode }) {
  const context = useContext(FlyoutContext);
  return (
    <AppLink to={to} role="menuitem" tabIndex={-1} onClick={() => context?.close(false)} className={ITEM}>
      {children}
    </AppLink>
  );
}

export function FlyoutSeparator() {
  return <hr className="my-1 border-border" />;
}
