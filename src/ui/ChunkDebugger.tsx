// The chunk debugger (spec 000 §2, docs/reference/ui-behaviour.md#chunk-debugger): when debugging is on and debug
// chunks are registered (src/lib/debug-chunks.ts), a dialog lists them. It opens by itself when a new chunk arrives,
// stays closed once closed until the next one, and Clear empties the list. With debugging off it renders nothing.
import { lazy, Suspense, useState, useSyncExternalStore } from "react";
import { clearDebugChunks, type DebugChunk, debugChunks, subscribeDebugChunks } from "../lib/debug-chunks";

// The dialog and the modal stay out of the pages' first JavaScript: almost nobody debugs (bundle budget).
const ChunkDebuggerDialog = lazy(() =>
  import("./ChunkDebuggerDialog").then((module) => ({ default: module.ChunkDebuggerDialog })),
);

const NO_CHUNKS: readonly DebugChunk[] = [];
const serverChunks = () => NO_CHUNKS;

/** How many registrations a list holds: a chunk registered again counts, so the dialog opens again. */
const registrations = (chunks: readonly DebugChunk[]) => chunks.reduce((sum, chunk) => sum + chunk.count, 0);

export function ChunkDebugger({ enabled }: { enabled: boolean }) {
  const chunks = useSyncExternalStore(subscribeDebugChunks, debugChunks, serverChunks);
  const [seen, setSeen] = useState(0);
  const total = registrations(chunks);
  if (!enabled || chunks.length === 0 || total <= seen) return null;
  return (
    <Suspense fallback={null}>
      <ChunkDebuggerDialog chunks={chunks} onClose={() => setSeen(total)} onClear={clearDebugChunks} />
    </Suspense>
  );
}
