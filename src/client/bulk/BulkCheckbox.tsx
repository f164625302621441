// The checkbox on a discussion in a list, for viewers who may bulk-moderate (discussions.manage in some category,
// or community.moderate). The checkbox and its selection store load on demand (selection-checkbox-chunk.ts).
import { usePermissionSource } from "../permissions/use-permission";
import { canBulkModerate } from "./bulk-permissions";
import { SelectionCheckboxChunk } from "./selection-checkbox-chunk";
import type { SelectedDiscussion } from "./selection-store";

export function BulkCheckbox({ discussion }: { discussion: SelectedDiscussion }) {
  const source = usePermissionSource();
  if (!canBulkModerate(source)) return null;
  return <SelectionCheckboxChunk.Component discussion={discussion} />;
}

/** Whether the viewer gets checkboxes (the list mounts the selection host for them). */
export function useCanBulkModerate(): boolean {
  return canBulkModerate(usePermissionSource());
}
