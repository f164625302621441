// A small seeded PRNG (mulberry32): the scale seed must produce the same rows on every run and engine.

export class Random {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** A float in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** An integer in [min, max], both included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    const item = items[Math.floor(this.next() * items.length)];
    if (item === undefined) throw new Error("pick() from an empty list");
    return item;
  }

  /** An index in [0, count) skewed towards 0: a few popular items, a long tail (like real authors and tags). */
  skewedIndex(count: number, power = 2): number {
    return Math.min(count - 1, Math.floor(count * this.next() ** power));
  }

  /** An exponentially distributed duration with the given mean (gaps between replies). */
  exponential(mean: number): number {
    return -Math.log(1 - this.next()) * mean;
  }
}

/** Picks by weight; the table is built once because the seed draws millions of times. */
export class WeightedPicker<T> {
  private readonly cumulative: number[] = [];
  private readonly total: number;

  constructor(private readonly items: readonly { item: T; weight: number }[]) {
    let sum = 0;
    for (const { weight } of items) {
      sum += weight;
      this.cumulative.push(sum);
    }
    this.total = sum;
    if (!(sum > 0)) throw new Error("WeightedPicker needs a positive total weight");
  }

  pick(random: Random): T {
    const target = random.next() * this.total;
    let index = this.cumulative.findIndex((c) => target < c);
    if (index < 0) index = this.items.length - 1;
    const entry = this.items[index];
    if (!entry) throw new Error("WeightedPicker is empty");
    return entry.item;
  }
}
