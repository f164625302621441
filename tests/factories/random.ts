// Deterministic randomness for factories: every value is a pure function of (kind, id), so a story or a test
// gets the same discussion #7 no matter how many other things were made before it.

const FACTORY_SEED = 0x51a7_c0de;

/** mulberry32: tiny, fast, and good enough for fake forum data (and the API fuzz test's cases). */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function hashString(text: string): number {
  let hash = 2166136261;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 16777619);
  }
  return hash >>> 0;
}

export interface Rng {
  /** Integer in [min, max]. */
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  chance(probability: number): boolean;
}

export function rngFor(kind: string, id: number): Rng {
  const next = mulberry32(FACTORY_SEED ^ hashString(kind) ^ Math.imul(id, 0x9e3779b1));
  return {
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    pick: (items) => {
      const item = items[Math.floor(next() * items.length)];
      if (item === undefined) throw new Error("rng.pick: empty list");
      return item;
    },
    chance: (probability) => next() < probability,
  };
}

/** Items cycle by id (1-based), so the first N ids are all distinct. */
export function cycle<T>(items: readonly T[], id: number): T {
  const item = items[(((id - 1) % items.length) + items.length) % items.length];
  if (item === undefined) throw new Error("cycle: empty list");
  return item;
}

export function slugify(text: string): string {
  return text
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[^\w\s-]/g, "")
    .trim()
    .replace(/[\s_-]+/g, "-");
}
