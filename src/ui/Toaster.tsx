// Where toasts show: one polite live region at the bottom left of the page (right, right to left), present even while empty so that
// screen readers announce each toast as it is added. Mount <Toaster/> once near the app's root.
import { cx } from "./cx";
import { useT } from "./i18n/i18n-context";
import { ToastView } from "./Toast";
import { type Toast, type ToastStore, toastStore, useToasts } from "./toast-store";

export interface ToastRegionProps {
  toasts: Toast[];
  onDismiss?(toastID: string): void;
  /** In the page flow instead of fixed to the viewport (stories). */
  inline?: boolean;
  className?: string;
}

/** The region itself, fed through props (stories render open toasts without the store's timers). */
export function ToastRegion({ toasts, onDismiss, inline = false, className }: ToastRegionProps) {
  const t = useT();
  return (
    <section
      aria-label={t("Notices")}
      aria-live="polite"
      aria-relevant="additions text"
      className={cx(
        "pointer-events-none flex flex-col items-start gap-2",
        inline ? "" : "fixed bottom-4 start-4 z-[1070]",
        className,
      )}
    >
      {toasts.map((toast) => (
        <ToastView
          key={toast.toastID}
          body={toast.body}
          visibility={toast.visibility}
          dismissible={toast.dismissible}
          wide={toast.wide}
          preset={toast.preset}
          className={toast.className}
          action={toast.action}
          onDismiss={onDismiss ? () => onDismiss(toast.toastID) : undefined}
        />
      ))}
    </section>
  );
}

export function Toaster({ store = toastStore }: { store?: ToastStore }) {
  const toasts = useToasts(store);
  return <ToastRegion toasts={toasts} onDismiss={(toastID) => store.getState().hideToast(toastID)} />;
}
