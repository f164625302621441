// Compiled request validators and response serializers live as long as the process. A server builds one app, but
// the API tests build one per test file in a shared worker, and compiling every route's schemas against the ~110
// shared ones took 3–4 s of each build. Keys are JSON text, so only equal schemas share a compiled function.

/** The value cached under `key`'s JSON text, made by `make` the first time. */
export function compileOnce<T>(cache: Map<string, T>, key: unknown, make: () => T): T {
  const text = JSON.stringify(key);
  let value = cache.get(text);
  if (value === undefined) {
    value = make();
    cache.set(text, value);
  }
  return value;
}
