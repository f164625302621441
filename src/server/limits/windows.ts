// Fixed-window counters with several windows per key (6 a minute AND 30 an hour), the one rule behind every limit
// of the site: requests per address (http/rate-limits.ts), sign-in and mail attempts (auth/attempt-limits.ts),
// posting (services/posting/flood-control.ts). A window opens at the first counted hit and closes windowMs later.
// Two stores: this process's memory (PGlite: one process owns the site) and a table every process shares
// (PostgreSQL: limits/postgres-windows.ts). docs/reference/operations.md#the-shared-bus.

export interface LimitRule {
  max: number;
  windowMs: number;
}

export interface HitResult {
  /** Seconds to wait until the blocking window closes; 0 when the hit was counted. */
  wait: number;
  /** The first rule's window after the hit: its count and the milliseconds until it closes. */
  count: number;
  ttlMs: number;
}

export interface WindowStore {
  /** Counts a hit on every window of the key unless one of them is already full (a refused hit is not counted). */
  hit(key: string, rules: readonly LimitRule[]): Promise<HitResult>;
}

interface Window {
  start: number;
  count: number;
}

export class MemoryWindowStore implements WindowStore {
  private readonly windows = new Map<string, Map<number, Window>>();

  constructor(
    private readonly maxKeys = 10_000,
    private readonly clock: () => number = () => Date.now(),
  ) {}

  async hit(key: string, rules: readonly LimitRule[]): Promise<HitResult> {
    return this.hitNow(key, rules, this.clock());
  }

  hitNow(key: string, rules: readonly LimitRule[], now: number): HitResult {
    const known = this.windows.get(key) ?? new Map<number, Window>();
    const windows = rules.map((rule) => {
      const window = known.get(rule.windowMs);
      return !window || now - window.start >= rule.windowMs ? { start: now, count: 0 } : window;
    });
    let wait = 0;
    windows.forEach((window, index) => {
      const rule = rules[index] as LimitRule;
      if (window.count >= rule.max)
        wait = Math.max(wait, Math.ceil((window.start + rule.windowMs - now) / 1000));
    });
    if (wait === 0) {
      windows.forEach((window, index) => {
        window.count += 1;
        known.set((rules[index] as LimitRule).windowMs, window);
      });
    }
    // Re-inserted so the Map's order is least recently used first, then evicted from the front.
    this.windows.delete(key);
    this.windows.set(key, known);
    while (this.windows.size > this.maxKeys) {
      const oldest = this.windows.keys().next().value;
      if (oldest === undefined) break;
      this.windows.delete(oldest);
    }
    const first = windows[0];
    const firstRule = rules[0];
    return {
      wait,
      count: first?.count ?? 0,
      ttlMs: first && firstRule ? first.start + firstRule.windowMs - now : 0,
    };
  }
}
