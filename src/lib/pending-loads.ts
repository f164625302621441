// Chunk loads started by a render (a lazily loaded widget or panel) that nobody awaits. `loadsSettled()` lets the
// unit test setup wait for them before a file ends: a load cut off by the test runner's teardown rejects, and
// React.lazy keeps that rejection for every later file of the worker, which shares the module graph.
const pending = new Set<Promise<unknown>>();

/** Records a load until it settles; returns it unchanged. */
export function trackLoad<T>(load: Promise<T>): Promise<T> {
  pending.add(load);
  const forget = () => pending.delete(load);
  load.then(forget, forget);
  return load;
}

/** Settles once every tracked load, including those started while waiting, has loaded or failed. */
export async function loadsSettled(): Promise<void> {
  while (pending.size > 0) await Promise.allSettled([...pending]);
}
