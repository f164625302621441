// One toast (docs/reference/ui-behaviour.md#sizes-and-breakpoints: width 280, wide 380, at most 120 px tall,
// scrolling beyond). Presentational: the store (toast-store.ts) decides when it shows, hides and goes; stories render
// it open through props.
import { AppLink } from "./AppLink";
import { cx } from "./cx";
import { Icon } from "./Icon";
import { useT } from "./i18n/i18n-context";
import { TOAST_FALLBACK_MESSAGE, type Toast, type ToastPreset } from "./toast-store";

const PRESETS: Record<ToastPreset, string> = {
  standard: "border-border bg-bg text-fg",
  greyscale: "border-fg-heading bg-fg-heading text-bg",
  colored: "border-primary/30 bg-primary-soft text-fg",
  primary: "border-primary bg-primary text-primary-contrast",
  success: "border-border border-s-4 border-s-success bg-success-soft text-fg",
  error:
    "border-danger/40 border-s-4 border-s-danger bg-[color-mix(in_srgb,var(--color-danger)_6%,var(--color-bg))] text-fg",
};

export type ToastViewProps = Pick<
  Toast,
  "body" | "visibility" | "dismissible" | "wide" | "preset" | "className" | "action"
> & {
  onDismiss?(): void;
  dismissLabel?: string;
};

export function ToastView({
  body,
  visibility,
  dismissible,
  wide,
  preset,
  className,
  action,
  onDismiss,
  dismissLabel,
}: ToastViewProps) {
  const t = useT();
  const text = body === TOAST_FALLBACK_MESSAGE ? t(body) : body;
  return (
    <div
      className={cx(
        "pointer-events-auto flex max-h-[120px] max-w-[calc(100vw-2rem)] items-start gap-2 overflow-y-auto",
        "rounded-box border py-3 ps-4 pe-2 text-sm shadow-raised transition-[opacity,translate] duration-300",
        wide ? "w-[380px]" : "w-[280px]",
        visibility ? "opacity-100" : "translate-y-2 opacity-0",
        PRESETS[preset],
        className,
      )}
      // A hiding toast is still in the DOM for its fade; it must not be read again or take clicks.
      aria-hidden={visibility ? undefined : true}
      data-toast-preset={preset}
    >
      {action ? (
        <div className="flex min-w-0 flex-1 flex-col items-start gap-1 py-0.5">
          <p className="break-words">{text}</p>
          <AppLink
            to={action.href}
            tabIndex={visibility ? undefined : -1}
            className="rounded-control font-semibold underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-current"
          >
            {action.label}
          </AppLink>
        </div>
      ) : (
        <p className="min-w-0 flex-1 break-words py-0.5">{text}</p>
      )}
      {dismissible && onDismiss ? (
        <button
          type="button"
          onClick={onDismiss}
          tabIndex={visibility ? undefined : -1}
          className="inline-flex size-7 shrink-0 items-center justify-center rounded-control opacity-80 hover:bg-[color-mix(in_srgb,currentColor_12%,transparent)] hover:opacity-100"
        >
          <Icon name="close" size={16} label={dismissLabel ?? t("Dismiss")} />
        </button>
      ) : null}
    </div>
  );
}
