// A modal dialog in every size of docs/reference/ui-behaviour.md#shared-components,
// docs/reference/ui-behaviour.md#sizes-and-breakpoints, portalled to <body>. Labelled by its title; focus moves
// inside on open and is trapped there (Tab wraps), Escape and a click on the backdrop close it, and focus goes back
// to the element that opened it. Written without <dialog> because jsdom (the unit tests) has no showModal.
import { type ReactNode, type RefObject, useEffect, useId, useRef } from "react";
import { createPortal } from "react-dom";
import { cx } from "./cx";
import { currentFocus, focusableIn, trapTab } from "./focus";
import { Icon } from "./Icon";
import { useT } from "./i18n/i18n-context";

export type ModalSize =
  | "fullScreen"
  | "sidePanelRight"
  | "sidePanelRightLarge"
  | "sidePanelLeft"
  | "dropDown"
  | "xxl"
  | "xl"
  | "large"
  | "medium"
  | "small";

export const MODAL_SIZES: readonly ModalSize[] = [
  "fullScreen",
  "sidePanelRight",
  "sidePanelRightLarge",
  "sidePanelLeft",
  "dropDown",
  "xxl",
  "xl",
  "large",
  "medium",
  "small",
];

// Widths of docs/reference/ui-behaviour.md#sizes-and-breakpoints: small 375, medium 516, large 720, xl 1022, xxl
// 1320; side panels at most 400. The spec gives the large side panel no width of its own: it takes the large
// modal's 720.
const CENTERED = "max-h-[calc(100vh-2rem)] w-full rounded-box";
const PANEL: Record<ModalSize, string> = {
  small: cx(CENTERED, "max-w-[375px]"),
  medium: cx(CENTERED, "max-w-[516px]"),
  large: cx(CENTERED, "max-w-[720px]"),
  xl: cx(CENTERED, "max-w-[1022px]"),
  xxl: cx(CENTERED, "max-w-[1320px]"),
  fullScreen: "h-full w-full",
  // Right and left as read left to right: a right-to-left page mirrors them (the panels sit at the end and start).
  sidePanelRight: "ms-auto h-full w-full max-w-[400px]",
  sidePanelRightLarge: "ms-auto h-full w-full max-w-[720px]",
  sidePanelLeft: "me-auto h-full w-full max-w-[400px]",
  dropDown: "max-h-[90vh] w-full rounded-b-box",
};

const OVERLAY: Record<ModalSize, string> = {
  small: "items-center justify-center p-4",
  medium: "items-center justify-center p-4",
  large: "items-center justify-center p-4",
  xl: "items-center justify-center p-4",
  xxl: "items-center justify-center p-4",
  fullScreen: "",
  sidePanelRight: "items-stretch",
  sidePanelRightLarge: "items-stretch",
  sidePanelLeft: "items-stretch",
  dropDown: "items-start",
};

export interface ModalProps {
  /** Nothing is rendered while false; opening and closing move focus in and back. */
  open: boolean;
  onClose(): void;
  /** The dialog's accessible name, shown as its heading. */
  title: ReactNode;
  /** Keeps the title for screen readers but hides it (e.g. a full-screen image viewer). */
  titleHidden?: boolean;
  /** Shown under the title, tied to the dialog by aria-describedby. */
  description?: ReactNode;
  size?: ModalSize;
  /** Buttons along the bottom edge, outside the scrolling body. */
  footer?: ReactNode;
  /** What gets focus on open ("close": the Close button); the first focusable element of the body otherwise. */
  initialFocus?: RefObject<HTMLElement | null> | "close";
  /** The body without padding or gaps, for content that lays itself out (a navigation panel with its own scroller). */
  flush?: boolean;
  closeLabel?: string;
  className?: string;
  children?: ReactNode;
}

export function Modal(props: ModalProps) {
  if (!props.open || typeof document === "undefined") return null;
  return createPortal(<ModalPanel {...props} />, document.body);
}

function ModalPanel({
  onClose,
  title,
  titleHidden = false,
  description,
  size = "medium",
  footer,
  initialFocus,
  flush = false,
  closeLabel,
  className,
  children,
}: ModalProps) {
  const t = useT();
  const panel = useRef<HTMLDivElement>(null);
  const body = useRef<HTMLDivElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const titleID = useId();
  const descriptionID = useId();
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    const opener = currentFocus();
    const chosen = initialFocus === "close" ? closeButton.current : initialFocus?.current;
    const first = chosen ?? (body.current ? focusableIn(body.current)[0] : undefined);
    (first ?? panel.current)?.focus();
    // The page behind must not scroll under the backdrop; nested modals restore in the order they close.
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = "hidden";
    return () => {
      document.body.style.overflow = previousOverflow;
      // The opener may have re-rendered away (a list refetched); then focus stays where the page puts it.
      if (opener?.isConnected) opener.focus();
    };
  }, [initialFocus]);

  function onKeyDown(event: React.KeyboardEvent<HTMLDivElement>) {
    if (event.key === "Escape") {
      // Only the innermost modal closes; the page's own Escape handlers never see it.
      event.stopPropagation();
      onCloseRef.current();
      return;
    }
    if (panel.current) trapTab(event, panel.current);
  }

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: a press on the backdrop is a pointer shortcut; Escape and the Close button do the same by keyboard.
    <div
      className={cx("fixed inset-0 z-[1060] flex bg-black/45", OVERLAY[size])}
      onMouseDown={(event) => {
        // A press on the backdrop itself (not a drag that started inside the panel) closes.
        if (event.target === event.currentTarget) onCloseRef.current();
      }}
      data-modal-size={size}
    >
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleID}
        aria-describedby={description ? descriptionID : undefined}
        tabIndex={-1}
        onKeyDown={onKeyDown}
        className={cx("flex flex-col bg-bg text-fg shadow-raised outline-none", PANEL[size], className)}
      >
        {/* A div, not <header>: a header outside main is a banner landmark, and the page has its own. */}
        <div
          className={cx(
            "flex shrink-0 items-start gap-3 px-5 pt-4",
            titleHidden ? "justify-end" : "border-b border-border pb-3",
          )}
        >
          <h2
            id={titleID}
            className={cx("flex-1 text-lg font-bold text-fg-heading", titleHidden && "sr-only")}
          >
            {title}
          </h2>
          <button
            ref={closeButton}
            type="button"
            onClick={() => onCloseRef.current()}
            className="-me-2 inline-flex size-9 shrink-0 items-center justify-center rounded-control text-fg-muted hover:bg-bg-hover hover:text-fg"
          >
            <Icon name="close" size={20} label={closeLabel ?? t("Close")} />
          </button>
        </div>
        <div
          ref={body}
          className={cx("flex min-h-0 flex-1 flex-col", !flush && "gap-3 overflow-y-auto px-5 py-4")}
        >
          {description ? (
            <p id={descriptionID} className="text-sm text-fg-muted">
              {description}
            </p>
          ) : null}
          {children}
        </div>
        {footer ? (
          // A div, not <footer>: a footer outside main is a contentinfo landmark, and a dialog over a dialog would
          // make two.
          <div className="flex shrink-0 flex-wrap items-center justify-end gap-2 border-t border-border px-5 py-3">
            {footer}
          </div>
        ) : null}
      </div>
    </div>
  );
}
