// Each reaction urlcode's own icon (spec 001 §3 "each has its own icon"): small line drawings inline like
// src/ui/Icon, so they look the same whatever emoji font the reader's system has. Decorative: the name is beside it.
import type { ReactNode } from "react";

const PATHS: Record<string, ReactNode> = {
  Promote: <path d="m12 3.5 2.6 5.3 5.9.9-4.3 4.1 1 5.8-5.2-2.7-5.2 2.7 1-5.8-4.3-4.1 5.9-.9Z" />,
  Insightful: (
    <>
      <path d="M9 17.5h6M10 20.5h4" />
      <path d="M12 3.5a5.5 5.5 0 0 0-3.3 9.9c.7.5 1.3 1.5 1.3 2.4v.2h4v-.2c0-.9.6-1.9 1.3-2.4A5.5 5.5 0 0 0 12 3.5Z" />
    </>
  ),
  Disagree: (
    <>
      <circle cx="12" cy="12" r="8.5" />
      <path d="m9 9 6 6m0-6-6 6" />
    </>
  ),
  Agree: (
    <>
      <circle cx="12" cy="12" r="8.5" />
      <path d="m8.2 12.3 2.6 2.6 5-5.3" />
    </>
  ),
  Dislike: (
    <path d="M10 20.5 8 14H4.5a1 1 0 0 1-1-1.2l1.6-7.5a1 1 0 0 1 1-.8H16v9.5l-4 6.5ZM16 4.5h4v9.5h-4" />
  ),
  Like: <path d="m14 3.5 2 6.5h3.5a1 1 0 0 1 1 1.2l-1.6 7.5a1 1 0 0 1-1 .8H8V10l4-6.5ZM8 19.5H4V10h4" />,
  Support: (
    <path d="M12 20s-7.5-4.4-7.5-10A4.2 4.2 0 0 1 12 7.6 4.2 4.2 0 0 1 19.5 10c0 5.6-7.5 10-7.5 10Z" />
  ),
  Awesome: (
    <path d="M12 3.5v4M12 16.5v4M3.5 12h4M16.5 12h4M6 6l2.5 2.5M15.5 15.5 18 18M6 18l2.5-2.5M15.5 8.5 18 6" />
  ),
  LOL: (
    <>
      <circle cx="12" cy="12" r="8.5" />
      <path d="M8 13.5c1 2 2.4 3 4 3s3-1 4-3ZM9 9.5h.01M15 9.5h.01" />
    </>
  ),
  WTF: (
    <>
      <circle cx="12" cy="12" r="8.5" />
      <path d="M12 7.5v5.5M12 16.5h.01" />
    </>
  ),
  Up: <path d="m6 14 6-6 6 6" />,
  Down: <path d="m6 10 6 6 6-6" />,
};

const FALLBACK = <circle cx="12" cy="12" r="3" />;

export function ReactionIcon({ urlcode, size = 16 }: { urlcode: string; size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className="shrink-0"
    >
      {PATHS[urlcode] ?? FALLBACK}
    </svg>
  );
}
