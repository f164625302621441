/** The look of the engagement bar's secondary actions (bookmark, share, report, log): quiet until hovered or focused. */
export const ACTION_BUTTON =
  "inline-flex h-8 items-center gap-1.5 rounded-control px-2 text-sm text-fg-muted hover:text-primary " +
  "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary";
