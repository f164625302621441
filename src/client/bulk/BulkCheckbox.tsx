// The checkbox on a discussion in a list, for viewers who may bulk-moderate (discussions.manage in some category,
// or community.moderate). Checked state lives in the selection store, so it holds across pages and reloads; a
// pending discussion (an action runs on it) shows disabled.
import { useHydrated } from "../../ui/client-value";
import { usePermissionSource } from "../permissions/use-permission";
import { canBulkModerate } from "./bulk-permissions";
import { type SelectedDiscussion, useSelection } from "./selection-store";

export function BulkCheckbox({ discussion }: { discussion: SelectedDiscussion }) {
  const source = usePermissionSource();
  const checked = useSelection((state) => state.checkedIDs.includes(discussion.discussionID));
  const pending = useSelection((state) => state.pendingIDs.includes(discussion.discussionID));
  const setChecked = useSelection((state) => state.setChecked);
  // The selection comes from this tab's storage, which the server cannot see: unchecked until hydrated.
  const hydrated = useHydrated();
  if (!canBulkModerate(source)) return null;
  return (
    <input
      type="checkbox"
      className="mt-1 size-4 shrink-0 cursor-pointer accent-primary disabled:cursor-wait"
      aria-label={`Select ${discussion.name}`}
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

/** Whether the viewer gets checkboxes (the list mounts the selection host for them). */
export function useCanBulkModerate(): boolean {
  return canBulkModerate(usePermissionSource());
}
