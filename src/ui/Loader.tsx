// A spinner that appears only after a short delay (docs/reference/ui-behaviour.md#timings: loader delay 150 ms), so
// fast loads never flash it. The status text is there from the start for screen readers; only the visible spinner
// waits.
import { useEffect, useState } from "react";
import { cx } from "./cx";
import { useT } from "./i18n/i18n-context";

export const LOADER_DELAY_MS = 150;

type LoaderSize = "small" | "medium" | "large";

// medium is the page loader every screen used before sizes existed; its look is unchanged.
const SPINNER: Record<LoaderSize, string> = {
  small: "size-4 border-2",
  medium: "size-8 border-[3px]",
  large: "size-12 border-4",
};

export interface LoaderProps {
  label?: string;
  className?: string;
  size?: LoaderSize;
  /** Milliseconds before the spinner shows; 0 shows it at once (stories, screenshots). */
  delay?: number;
  /** Inline in running text instead of a centred block with padding. */
  inline?: boolean;
}

export function Loader({
  label,
  className,
  size = "medium",
  delay = LOADER_DELAY_MS,
  inline = false,
}: LoaderProps) {
  const t = useT();
  const [visible, setVisible] = useState(delay <= 0);
  useEffect(() => {
    if (delay <= 0) {
      setVisible(true);
      return;
    }
    const timer = setTimeout(() => setVisible(true), delay);
    return () => clearTimeout(timer);
  }, [delay]);
  return (
    <div
      role="status"
      className={cx(inline ? "inline-flex items-center align-middle" : "flex justify-center py-8", className)}
    >
      {visible ? (
        <span
          className={cx("animate-spin rounded-full border-border border-t-primary", SPINNER[size])}
          aria-hidden="true"
        />
      ) : null}
      <span className="sr-only">{label ?? t("Loading")}</span>
    </div>
  );
}

/** The small spinner inside a busy button, in the button's own text colour (no delay: the label changes too). */
export function InlineSpinner({ className }: { className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cx(
        "size-4 animate-spin rounded-full border-2 border-current/35 border-t-current",
        className,
      )}
    />
  );
}
