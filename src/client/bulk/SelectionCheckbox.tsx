// The bulk-moderation checkbox itself (BulkCheckbox.tsx decides who gets it). Checked state lives in the selection
// store, so it holds across pages and reloads; a pending discussion (an action runs on it) shows disabled.
import { useHydrated } from "../../ui/client-value";
import { useT } from "../../ui/i18n/i18n-context";
import { type SelectedDiscussion, useSelection } from "./selection-store";

export default function SelectionCheckbox({ discussion }: { discussion: SelectedDiscussion }) {
  const t = useT();
  const checked = useSelection((state) => state.checkedIDs.includes(discussion.discussionID));
  const pending = useSelection((state) => state.pendingIDs.includes(discussion.discussionID));
  const setChecked = useSelection((state) => state.setChecked);
  // The selection comes from this tab's storage, which the server cannot see: unchecked until hydrated.
  const hydrated = useHydrated();
  return (
    <input
      type="checkbox"
      className="mt-1 size-4 shrink-0 cursor-pointer accent-primary disabled:cursor-wait"
      aria-label={t("Select {name}", { name: discussion.name })}
      checked={hydrated && checked}
      disabled={pending}
      onChange={(event) =>
        setChecked(
          {
            discussionID: discussion.discussionID,
            name: discussion.name,
            categoryID: discussion.categoryID,
            closed: discussion.closed,
          },
          event.target.checked,
        )
      }
    />
  );
}
