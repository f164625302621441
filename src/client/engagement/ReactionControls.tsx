// The engagement bar's reaction controls: the vote buttons and score, and the other reactions as buttons with their
// counts. Their own chunk (reaction-controls-chunk.ts): a page loads them only while the reactions addon is on
// (docs/reference/addons.md#a-switched-off-addon); the record's reaction state stays with the bar.
import type { Reaction } from "../../types/generated/api/reaction";
import { useT } from "../../ui/i18n/i18n-context";
import type { ReactableType } from "../api/reactions";
import { ReactionButton } from "./ReactionButton";
import { VoteButtons } from "./VoteButtons";

export interface ReactionControlsProps {
  recordType: ReactableType;
  recordID: number;
  score: number;
  up: Reaction | undefined;
  down: Reaction | undefined;
  canVoteUp: boolean;
  canVoteDown: boolean;
  /** The reactions other than votes this viewer may use. */
  others: readonly Reaction[];
  canViewWho: boolean;
  pending: string | null;
  onToggle(urlcode: string): void;
}

export function ReactionControls(props: ReactionControlsProps) {
  const t = useT();
  return (
    <>
      <VoteButtons
        score={props.score}
        up={props.up}
        down={props.down}
        canVoteUp={props.canVoteUp}
        canVoteDown={props.canVoteDown}
        pending={props.pending}
        onVote={props.onToggle}
      />
      {props.others.length ? (
        <ul className="flex flex-wrap items-center gap-1.5" aria-label={t("Reactions")}>
          {props.others.map((reaction) => (
            <li key={reaction.tagID}>
              <ReactionButton
                recordType={props.recordType}
                recordID={props.recordID}
                reaction={reaction}
                canViewWho={props.canViewWho}
                pending={props.pending}
                onToggle={props.onToggle}
              />
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}
