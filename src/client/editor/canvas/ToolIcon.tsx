// Small stroke icons for the section toolbar (the UI font has no glyphs for some of these symbols).
const PATHS = {
  up: "M12 19V5m-6 6 6-6 6 6",
  down: "M12 5v14m-6-6 6 6 6-6",
  swap: "M7 7h13m-4-4 4 4-4 4M17 17H4m4-4-4 4 4 4",
  duplicate: "M8 8h11v11H8zM5 16V5h11",
  delete: "M5 7h14M10 7V4h4v3m-7 0 1 13h8l1-13",
  grip: "M9 6h.01M15 6h.01M9 12h.01M15 12h.01M9 18h.01M15 18h.01",
} as const;

export type ToolIconName = keyof typeof PATHS;

export function ToolIcon({ name }: { name: ToolIconName }) {
  return (
    <svg
      width={14}
      height={14}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={name === "grip" ? 3 : 2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={PATHS[name]} />
    </svg>
  );
}
