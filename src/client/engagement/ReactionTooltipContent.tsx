// What a reaction's tooltip says (docs/reference/ui-behaviour.md#share,
// docs/reference/ui-behaviour.md#optimistic-updates): its name, then who chose it — up to 5 names, stacked with a +N
// when there are more, a plain list otherwise — or 'No Reactions Yet'. Names need reactions.view; without it the
// tooltip gives the name and the count only.
import { useT } from "../../ui/i18n/i18n-context";
import type { ReactionLogEntry } from "../api/reactions";
import { tooltipNames } from "./reaction-state";

export interface ReactionTooltipContentProps {
  name: string;
  count: number;
  /** The record's log (newest first), when the viewer may see it and it has loaded. */
  entries: readonly ReactionLogEntry[] | undefined;
  tagID: number;
  loading: boolean;
}

export function ReactionTooltipContent({
  name,
  count,
  entries,
  tagID,
  loading,
}: ReactionTooltipContentProps) {
  const t = useT();
  let who: React.ReactNode = null;
  if (count === 0) who = <span className="block">{t("No Reactions Yet")}</span>;
  else if (loading) who = <span className="block">{t("Loading…")}</span>;
  else if (entries) {
    const names = entries.filter((entry) => entry.tagID === tagID).map((entry) => entry.user.name);
    const { shown, more } = tooltipNames(names, count);
    const stacked = more > 0;
    who = (
      <ul
        className={stacked ? "mt-1 flex flex-col items-center" : "mt-1"}
        data-stacked={stacked || undefined}
      >
        {shown.map((userName, index) => (
          // Names repeat only for 'Unknown User'/'Deleted User': the position keeps keys apart.
          // biome-ignore lint/suspicious/noArrayIndexKey: a name may repeat, the list never reorders.
          <li key={`${userName}-${index}`}>{userName}</li>
        ))}
        {stacked ? <li className="font-semibold">+{more}</li> : null}
      </ul>
    );
  } else
    who = (
      <span className="block">{t("{count, plural, one {# reaction} other {# reactions}}", { count })}</span>
    );
  return (
    <span className="block">
      <span className="block font-semibold">{name}</span>
      {who}
    </span>
  );
}
