import { rngFor } from "./random";

/** Site-wide counts of a mid-sized community (large enough that abbreviated numbers differ from full ones). */
export function makeSiteTotals(): Record<string, number> {
  const rng = rngFor("siteTotals", 1);
  const discussion = rng.int(30_000, 45_000);
  const comment = rng.int(180_000, 260_000);
  const question = Math.round(discussion * 0.3);
  return {
    user: rng.int(9_000, 15_000),
    discussion,
    comment,
    post: discussion + comment,
    category: 15,
    question,
    accepted: Math.round(question * 0.62),
  };
}
