// One reaction of the bar: a toggle button (aria-pressed) with its icon, name and count, and a tooltip of who chose
// it, fetched the first time the button is hovered or focused (docs/reference/api-conventions.md#other-call-families:
// fetched lazily on hover).
import { useState } from "react";
import type { Reaction } from "../../types/generated/api/reaction";
import { cx } from "../../ui/cx";
import { Icon } from "../../ui/Icon";
import { Tooltip } from "../../ui/Tooltip";
import { type ReactableType, useReactionLog } from "../api/reactions";
import { ReactionTooltipContent } from "./ReactionTooltipContent";
import { reactionIcon } from "./reaction-icons";

export interface ReactionButtonProps {
  recordType: ReactableType;
  recordID: number;
  reaction: Reaction;
  canViewWho: boolean;
  pending: string | null;
  onToggle(urlcode: string): void;
  /** Opens the tooltip from the first render (stories). */
  tooltipOpen?: boolean;
}

const BUTTON =
  "inline-flex h-8 items-center gap-1.5 rounded-full border px-2.5 text-sm text-fg focus-visible:outline-2 " +
  "focus-visible:outline-offset-2 focus-visible:outline-primary aria-disabled:opacity-60";

export function ReactionButton({
  recordType,
  recordID,
  reaction,
  canViewWho,
  pending,
  onToggle,
  tooltipOpen,
}: ReactionButtonProps) {
  const [wanted, setWanted] = useState(tooltipOpen === true);
  const want = () => setWanted(true);
  const tooltip = { name: reaction.name, count: reaction.count, tagID: reaction.tagID };
  // The log's query exists only once asked for: a page of posts renders dozens of these buttons, on the server too.
  const label =
    wanted && canViewWho && reaction.count > 0 ? (
      <WhoReacted recordType={recordType} recordID={recordID} {...tooltip} />
    ) : (
      <ReactionTooltipContent {...tooltip} entries={undefined} loading={false} />
    );
  return (
    <Tooltip label={label} open={tooltipOpen}>
      <button
        type="button"
        className={cx(
          BUTTON,
          reaction.hasReacted
            ? "border-primary bg-primary-soft text-primary-hover"
            : "border-border hover:border-primary",
        )}
        aria-pressed={reaction.hasReacted}
        aria-disabled={pending !== null || undefined}
        aria-busy={pending === reaction.urlcode || undefined}
        data-urlcode={reaction.urlcode}
        onMouseEnter={want}
        onFocus={want}
        onClick={() => {
          if (pending === null) onToggle(reaction.urlcode);
        }}
      >
        <Icon name={reactionIcon(reaction.urlcode)} className="shrink-0" />
        <span>{reaction.name}</span> <span className="font-semibold tabular-nums">{reaction.count}</span>
      </button>
    </Tooltip>
  );
}

function WhoReacted({
  recordType,
  recordID,
  ...tooltip
}: {
  recordType: ReactableType;
  recordID: number;
  name: string;
  count: number;
  tagID: number;
}) {
  const log = useReactionLog(recordType, recordID, { staleTime: 30 * 1000 });
  return <ReactionTooltipContent {...tooltip} entries={log.data} loading={log.isLoading} />;
}
