// The engagement bar's line icons (votes, bookmark in its three states, share, report, log), inline like
// src/ui/Icon. Always decorative: every button that shows one has its own accessible name.
import type { ReactNode } from "react";

const PATHS = {
  voteUp: <path d="m6 14 6-6 6 6" />,
  voteDown: <path d="m6 10 6 6 6-6" />,
  bookmark: <path d="M7 3.5h10a1 1 0 0 1 1 1V21l-6-4.2L6 21V4.5a1 1 0 0 1 1-1Z" />,
  share: (
    <>
      <circle cx="18" cy="5.5" r="2.5" />
      <circle cx="6" cy="12" r="2.5" />
      <circle cx="18" cy="18.5" r="2.5" />
      <path d="m8.2 10.8 7.6-4.1M8.2 13.2l7.6 4.1" />
    </>
  ),
  flag: <path d="M5 21V4m0 0h11l-2 4 2 4H5" />,
  log: <path d="M8 6h12M8 12h12M8 18h12M4 6h.01M4 12h.01M4 18h.01" />,
} satisfies Record<string, ReactNode>;

export type EngagementIconName = keyof typeof PATHS;

/** The look of the bar's secondary actions (bookmark, share, report, log): quiet until hovered or focused. */
export const ACTION_BUTTON =
  "inline-flex h-8 items-center gap-1.5 rounded-control px-2 text-sm text-fg-muted hover:text-primary " +
  "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary";

export function EngagementIcon({
  name,
  size = 16,
  filled = false,
  className,
}: {
  name: EngagementIconName;
  size?: number;
  filled?: boolean;
  className?: string;
}) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill={filled ? "currentColor" : "none"}
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
      aria-hidden="true"
      focusable="false"
    >
      {PATHS[name]}
    </svg>
  );
}
