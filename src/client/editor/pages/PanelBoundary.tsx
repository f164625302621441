// Keeps one failing panel from taking the whole editor down: the panel shows the error message of
// docs/reference/errors.md#render-errors (src/ui/ErrorBoundary), the rest (and the unsaved document) stay usable, so
// the admin can still save or copy the JSON.
import type { ReactNode } from "react";
import { ErrorBoundary } from "../../../ui/ErrorBoundary";

export function PanelBoundary({
  name,
  children,
}: {
  /** The panel's name for people, in the page's language: "outline"; named in the message of debug builds. */
  name: string;
  children: ReactNode;
}) {
  return (
    <ErrorBoundary name={name} debug={import.meta.env.DEV}>
      {children}
    </ErrorBoundary>
  );
}
