// Rendered bodies, least recently used out. There is no rendered-body column (no migration for it yet), so bodies
// render on read; a stored version is (record, id, dateUpdated ?? dateInserted), and the source is kept and
// compared on a hit so that two databases in one process (tests) can never be served each other's HTML.
import type { RenderedBody } from "./render";

interface Entry {
  source: string;
  format: string;
  rendered: RenderedBody;
}

export class RenderCache {
  private readonly entries = new Map<string, Entry>();

  constructor(private readonly maxEntries = 5000) {}

  get(key: string, source: string, format: string): RenderedBody | undefined {
    const entry = this.entries.get(key);
    if (!entry || entry.source !== source || entry.format !== format) return undefined;
    // Re-insert: a Map iterates in insertion order, so the front is the least recently used.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.rendered;
  }

  set(key: string, source: string, format: string, rendered: RenderedBody): void {
    this.entries.delete(key);
    this.entries.set(key, { source, format, rendered });
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }

  get size(): number {
    return this.entries.size;
  }
}
