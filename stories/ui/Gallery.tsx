// A row of labelled specimens for primitive stories. Inline styles: the app's Tailwind build does not scan stories.
import type { ReactNode } from "react";

export function Gallery({ children }: { children: ReactNode }) {
  return <div style={{ display: "flex", flexWrap: "wrap", alignItems: "center", gap: 16 }}>{children}</div>;
}

export function Specimen({ label, children }: { label: string; children: ReactNode }) {
  return (
    <figure style={{ margin: 0, display: "flex", flexDirection: "column", alignItems: "flex-start", gap: 6 }}>
      {children}
      <figcaption style={{ fontSize: 12, color: "var(--color-fg-muted)" }}>{label}</figcaption>
    </figure>
  );
}
