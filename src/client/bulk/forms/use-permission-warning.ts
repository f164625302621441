// The form-side check of docs/reference/errors.md#bulk-actions: which selected discussions the viewer may not act on,
// as the warning the form shows before sending (the server makes the same decision and reports each refused one).
import { useT } from "../../../ui/i18n/i18n-context";
import { usePermissionSource } from "../../permissions/use-permission";
import { mayDo, permissionMessage } from "../bulk-permissions";
import type { BulkAction, SelectedDiscussion } from "../selection-store";

export function usePermissionWarning(action: BulkAction, discussions: SelectedDiscussion[]) {
  const t = useT();
  const source = usePermissionSource();
  const refused = source ? discussions.filter((discussion) => !mayDo(source, action, discussion)) : [];
  return {
    loaded: source !== null,
    refused,
    allowed: discussions.filter((discussion) => !refused.includes(discussion)),
    warning: refused.length
      ? { message: t(permissionMessage(action)), names: refused.map((discussion) => discussion.name) }
      : null,
  };
}
