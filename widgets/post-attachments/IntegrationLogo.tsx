// The small mark beside an integration's attachment (catalogue logoIcon, docs/reference/integrations.md): an issue
// for GitHub Issues, a hook for webhooks, a generic link for anything else. Decorative: the integration's name is
// written beside it. Drawn here, not in src/ui/icons, so only post pages with attachments carry them.
const PATHS: Record<string, string[]> = {
  github: ["M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18z", "M12 10.5a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3z"],
  webhook: [
    "M9 7.5a3 3 0 1 1 4.5 2.6L16 14.5",
    "M6.5 17a3 3 0 1 1 2.5-4.6H14",
    "M15.5 12.4A3 3 0 1 1 17.5 18H12",
  ],
  link: [
    "M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1",
    "M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1",
  ],
};

export function IntegrationLogo({ name }: { name: string }) {
  const paths = PATHS[name] ?? PATHS.link ?? [];
  return (
    <svg
      aria-hidden="true"
      width={20}
      height={20}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      className="shrink-0 text-fg-muted"
    >
      {paths.map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}
