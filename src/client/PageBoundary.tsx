// Around every page (src/client/routes.tsx): the error boundary of docs/reference/errors.md#render-errors, cleared on
// the next path, and the chunk debugger (docs/reference/ui-behaviour.md#chunk-debugger) when debugging is on. A page
// that fails to render registers a debug chunk, so the debugger lists it beside failed widgets.
import type { ReactNode } from "react";
import { registerDebugChunk } from "../lib/debug-chunks";
import { ChunkDebugger } from "../ui/ChunkDebugger";
import { ErrorBoundary } from "../ui/ErrorBoundary";
import { useDebugMode } from "./debug-mode";

export function PageBoundary({ path, children }: { path: string; children: ReactNode }) {
  const debug = useDebugMode();
  return (
    <>
      <ErrorBoundary
        scope="page"
        name={path}
        debug={debug}
        resetKey={path}
        onError={(error) => {
          if (debug) registerDebugChunk(`page:${path}`, { kind: "page", detail: error.message });
        }}
      >
        {children}
      </ErrorBoundary>
      <ChunkDebugger enabled={debug} />
    </>
  );
}
