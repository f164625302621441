// A modal dialog for the dashboard: labelled by its title, focus moved inside on open and kept there (Tab wraps),
// Escape closes, and focus goes back to whatever opened it when it closes. Written here rather than with <dialog>
// because jsdom (the unit tests) has no showModal.
import { type ReactNode, type RefObject, useEffect, useId, useRef } from "react";

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export interface DialogProps {
  title: string;
  onClose(): void;
  children: ReactNode;
  /** What gets focus on open; the first focusable element otherwise. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** Shown under the title, tied to the dialog by aria-describedby. */
  description?: string;
}

export function Dialog({ title, onClose, children, initialFocus, description }: DialogProps) {
  const panel = useRef<HTMLDivElement>(null);
  const titleID = useId();
  const descriptionID = useId();
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const first = initialFocus?.current ?? panel.current?.querySelector<HTMLElement>(FOCUSABLE);
    (first ?? panel.current)?.focus();
    return () => {
      // The opener may have re-rendered away (a list refetched); then focus stays where the page puts it.
      if (opener?.isConnected) opener.focus();
    };
  }, [initialFocus]);

  function onKeyDown(event: React.KeyboardEvent<HTMLDivElement>) {
    if (event.key === "Escape") {
      event.stopPropagation();
      onCloseRef.current();
      return;
    }
    if (event.key !== "Tab" || !panel.current) return;
    const focusable = [...panel.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = focusable[0];
    const last = focusable.at(-1);
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  }

  return (
    <div className="fixed inset-0 z-50 flex items-center justify-center bg-black/40 p-4">
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleID}
        aria-describedby={description ? descriptionID : undefined}
        tabIndex={-1}
        onKeyDown={onKeyDown}
        className="flex max-h-[90vh] w-full max-w-lg flex-col gap-4 overflow-y-auto rounded-box bg-bg p-6 shadow-xl outline-none"
      >
        <h2 id={titleID} className="text-lg font-bold text-fg-heading">
          {title}
        </h2>
        {description ? (
          <p id={descriptionID} className="text-sm text-fg-muted">
            {description}
          </p>
        ) : null}
        {children}
      </div>
    </div>
  );
}
