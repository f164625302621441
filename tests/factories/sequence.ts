// Default ids for factories called without one. Content depends only on the id, so resetting the sequences
// (between tests) makes every run produce the same records.
const counters = new Map<string, number>();

export function nextID(kind: string): number {
  const next = (counters.get(kind) ?? 0) + 1;
  counters.set(kind, next);
  return next;
}

export function resetFactories(): void {
  counters.clear();
}
