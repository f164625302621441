// Debug chunks (spec 000 §2: "a chunk debugger modal opens if debug chunks are registered"): named pieces of
// diagnostic information any part of the app registers — a widget that failed to render, a lazy chunk that failed to
// load, the message sources of a page in translation debug mode. The chunk debugger (src/ui/ChunkDebugger.tsx) lists
// them in a dialog when debugging is on (docs/reference/ui-behaviour.md#chunk-debugger). A plain store with
// subscribe/snapshot, so React reads it through useSyncExternalStore and non-React code can register too.

export interface DebugChunkInfo {
  /** What kind of thing this is: "widget", "chunk", "i18n"… */
  kind: string;
  /** One line saying what happened or what it holds. */
  detail: string;
}

export interface DebugChunk extends DebugChunkInfo {
  name: string;
  /** How many times it was registered (a widget failing on every page shows once, counted). */
  count: number;
}

/** Enough for any page; beyond it the oldest go (a loop registering forever must not grow memory). */
const MAX_CHUNKS = 50;

let chunks: readonly DebugChunk[] = [];
const listeners = new Set<() => void>();

/** Adds (or counts again) a named chunk. */
export function registerDebugChunk(name: string, info: DebugChunkInfo): void {
  const known = chunks.find((chunk) => chunk.name === name);
  const next: DebugChunk = { name, ...info, count: (known?.count ?? 0) + 1 };
  chunks = [...chunks.filter((chunk) => chunk.name !== name), next].slice(-MAX_CHUNKS);
  for (const listener of listeners) listener();
}

export function clearDebugChunks(): void {
  chunks = [];
  for (const listener of listeners) listener();
}

export function debugChunks(): readonly DebugChunk[] {
  return chunks;
}

export function subscribeDebugChunks(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
