// The reactions and score of one record with optimistic toggles: the bar changes at once, the server's counts replace
// the guessed ones, and a failure puts everything back and says why in a toast
// (docs/reference/ui-behaviour.md#optimistic-updates, docs/reference/errors.md#discussions-and-moderation: vote
// failures stay until dismissed). One toggle at a time per record, so a revert never undoes a later click.
import { useCallback, useEffect, useRef, useState } from "react";
import type { Reaction } from "../../types/generated/api/reaction";
import { toast } from "../../ui/toast-store";
import { ApiError, errorMessage } from "../api/errors";
import { type ReactableType, useIsTogglingReaction, useToggleReactionMutation } from "../api/reactions";
import {
  isVote,
  type ReactionState,
  toggleReaction,
  withoutLoggedReaction,
  withServerCounts,
} from "./reaction-state";

export interface RecordReactions {
  state: ReactionState;
  /** The urlcode being saved, or null. */
  pending: string | null;
  toggle(urlcode: string): Promise<void>;
  /** After the log removed someone's reaction. */
  removed(tagID: number, wasViewers: boolean): void;
}

function failureText(error: unknown): string {
  return error instanceof ApiError ? (error.description ?? error.message) : errorMessage(error);
}

export function useRecordReactions(
  recordType: ReactableType,
  recordID: number,
  reactions: readonly Reaction[] | undefined,
  score: number,
): RecordReactions {
  const mutation = useToggleReactionMutation(recordType, recordID);
  const isToggling = useIsTogglingReaction(recordType, recordID);
  const mutate = mutation.mutateAsync;
  const [state, setStateValue] = useState<ReactionState>(() => ({
    reactions: [...(reactions ?? [])],
    score,
  }));
  // The latest state, read by the toggle (which must know what to put back on failure before React renders).
  const latest = useRef(state);
  const setState = useCallback((next: ReactionState) => {
    latest.current = next;
    setStateValue(next);
  }, []);

  // A fresher record from the page (a refetch) wins, unless a toggle is in flight.
  useEffect(() => {
    if (!isToggling()) setState({ reactions: [...(reactions ?? [])], score });
  }, [reactions, score, setState, isToggling]);

  const toggle = useCallback(
    async (urlcode: string) => {
      if (isToggling()) return;
      const before = latest.current;
      setState(toggleReaction(before, urlcode));
      try {
        setState(withServerCounts(latest.current, await mutate(urlcode)));
      } catch (error) {
        setState(before);
        const vote = isVote(urlcode);
        toast.error(
          failureText(error),
          vote ? { persistent: true, dismissible: true } : { dismissible: true },
        );
      }
    },
    [isToggling, mutate, setState],
  );

  const removed = useCallback(
    (tagID: number, wasViewers: boolean) =>
      setState(withoutLoggedReaction(latest.current, tagID, wasViewers)),
    [setState],
  );

  const pending = mutation.isPending ? (mutation.variables ?? null) : null;
  return { state, pending, toggle, removed };
}
