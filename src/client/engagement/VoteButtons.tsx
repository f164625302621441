// Votes (docs/reference/ui-behaviour.md#optimistic-updates): Up and Down are reactions; voting the same way again
// takes the vote back, the other way switches it. Between them the points label of
// docs/reference/ui-behaviour.md#optimistic-updates. Without the right to vote only the points show.
import type { Reaction } from "../../types/generated/api/reaction";
import { cx } from "../../ui/cx";
import { Icon } from "../../ui/Icon";
import { useT } from "../../ui/i18n/i18n-context";
import { pointsLabel } from "./reaction-state";

export interface VoteButtonsProps {
  score: number;
  up: Reaction | undefined;
  down: Reaction | undefined;
  canVoteUp: boolean;
  canVoteDown: boolean;
  pending: string | null;
  onVote(urlcode: string): void;
}

const VOTE =
  "inline-flex h-8 w-8 items-center justify-center rounded-control border border-transparent text-fg-muted " +
  "hover:border-border-strong hover:text-primary focus-visible:outline-2 focus-visible:outline-offset-2 " +
  "focus-visible:outline-primary aria-pressed:bg-primary-soft aria-pressed:text-primary-hover aria-disabled:opacity-60";

function VoteButton({
  reaction,
  label,
  icon,
  pending,
  onVote,
}: {
  reaction: Reaction;
  label: string;
  icon: "voteUp" | "voteDown";
  pending: string | null;
  onVote(urlcode: string): void;
}) {
  return (
    <button
      type="button"
      className={VOTE}
      aria-label={label}
      aria-pressed={reaction.hasReacted}
      aria-disabled={pending !== null || undefined}
      aria-busy={pending === reaction.urlcode || undefined}
      onClick={() => {
        if (pending === null) onVote(reaction.urlcode);
      }}
    >
      <Icon name={icon} size={18} />
    </button>
  );
}

export function VoteButtons({ score, up, down, canVoteUp, canVoteDown, pending, onVote }: VoteButtonsProps) {
  const t = useT();
  return (
    <div className="inline-flex items-center gap-1" data-testid="votes">
      {up && canVoteUp ? (
        <VoteButton reaction={up} label={t("Vote Up")} icon="voteUp" pending={pending} onVote={onVote} />
      ) : null}
      <output
        className={cx(
          "min-w-[4.5rem] text-center text-sm font-semibold",
          score < 0 ? "text-danger" : "text-fg",
        )}
        aria-live="polite"
        data-testid="points"
      >
        {pointsLabel(score, t)}
      </output>
      {down && canVoteDown ? (
        <VoteButton
          reaction={down}
          label={t("Vote Down")}
          icon="voteDown"
          pending={pending}
          onVote={onVote}
        />
      ) : null}
    </div>
  );
}
