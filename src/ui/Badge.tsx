// Small status labels (Announcement, Closed, Answered…) and user tags
// (docs/reference/ui-behaviour.md#shared-components tag presets).
import type { ReactNode } from "react";
import { cx } from "./cx";

export type BadgeTone = "standard" | "primary" | "success" | "warning" | "muted";

const TONES: Record<BadgeTone, string> = {
  standard: "border-border-strong bg-bg text-fg",
  primary: "border-transparent bg-primary-soft text-primary-hover",
  success: "border-transparent bg-success-soft text-success",
  warning: "border-transparent bg-warning-soft text-warning",
  muted: "border-transparent bg-bg-hover text-fg-muted",
};

export function Badge({
  tone = "standard",
  children,
  className,
}: {
  tone?: BadgeTone;
  children: ReactNode;
  className?: string;
}) {
  return (
    <span
      className={cx(
        "inline-flex items-center gap-1 rounded-full border px-2 py-0.5 text-xs leading-4 font-semibold",
        TONES[tone],
        className,
      )}
    >
      {children}
    </span>
  );
}
