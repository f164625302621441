// The reactions and score of one record as the engagement bar shows them, and how a toggle changes them before the
// server answers (docs/reference/ui-behaviour.md#optimistic-updates: the old reaction's value leaves the score, the
// new one's joins it; docs/reference/ui-behaviour.md#optimistic-updates: choosing one's current reaction takes it
// back). Pure, so the optimistic rules are tested without a browser.
import { englishText, type Translate } from "../../lib/english-text";
import type { Reaction } from "../../types/generated/api/reaction";
import type { ReactionCount } from "../../types/generated/api/reaction-count";

export interface ReactionState {
  reactions: Reaction[];
  score: number;
}

/** The vote urlcodes (docs/reference/api-conventions.md#resources Discussion.reactions "urlcode Up/Down"). */
export const VOTE_UP = "Up";
export const VOTE_DOWN = "Down";
export const isVote = (urlcode: string) => urlcode === VOTE_UP || urlcode === VOTE_DOWN;

/** The viewer's reaction is removed, then the chosen one added unless it was the one removed. */
export function toggleReaction(state: ReactionState, urlcode: string): ReactionState {
  const chosen = state.reactions.find((reaction) => reaction.urlcode === urlcode);
  if (!chosen) return state;
  const previous = state.reactions.find((reaction) => reaction.hasReacted);
  const adding = previous?.urlcode !== urlcode;
  let score = state.score - (previous?.reactionValue ?? 0);
  if (adding) score += chosen.reactionValue;
  const reactions = state.reactions.map((reaction) => {
    if (reaction === previous)
      return { ...reaction, hasReacted: false, count: Math.max(0, reaction.count - 1) };
    if (adding && reaction === chosen) return { ...reaction, hasReacted: true, count: reaction.count + 1 };
    return reaction;
  });
  return { reactions, score };
}

/** The server's counts after a toggle (every type's, by tagID); the viewer's choice stays as toggled. */
export function withServerCounts(state: ReactionState, counts: readonly ReactionCount[]): ReactionState {
  const byTag = new Map(counts.map((entry) => [entry.tagID, entry.count]));
  return {
    ...state,
    reactions: state.reactions.map((reaction) => {
      const count = byTag.get(reaction.tagID);
      return count === undefined || count === reaction.count ? reaction : { ...reaction, count };
    }),
  };
}

/** One reaction taken off the record (the log's delete): its count and the score drop; the viewer's own clears. */
export function withoutLoggedReaction(
  state: ReactionState,
  tagID: number,
  wasViewers: boolean,
): ReactionState {
  const target = state.reactions.find((reaction) => reaction.tagID === tagID);
  if (!target) return state;
  return {
    score: state.score - target.reactionValue,
    reactions: state.reactions.map((reaction) =>
      reaction === target
        ? {
            ...reaction,
            count: Math.max(0, reaction.count - 1),
            hasReacted: wasViewers ? false : reaction.hasReacted,
          }
        : reaction,
    ),
  };
}

/** docs/reference/ui-behaviour.md#optimistic-updates: '%s point' when zero, otherwise '%s points'. */
export function pointsLabel(score: number, t: Translate = englishText): string {
  // `count` lets a translation choose its own plural; English keeps the spec's forms.
  const values = { score, count: Math.abs(score) };
  return score === 0 ? t("{score} point", values) : t("{score} points", values);
}

/**
 * Up to `max` names to list, and how many more there are (the +N of the tooltip,
 * docs/reference/ui-behaviour.md#optimistic-updates).
 */
export function tooltipNames(
  names: readonly string[],
  total: number,
  max = 5,
): { shown: string[]; more: number } {
  const shown = names.slice(0, max);
  return { shown, more: Math.max(0, Math.max(total, names.length) - shown.length) };
}
