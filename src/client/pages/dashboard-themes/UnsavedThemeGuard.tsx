// "You have unsaved changes" while the theme editor holds changes not saved: the browser's prompt on closing or
// reloading the tab, and the app's when a link would leave the editor (the layout editor's guard and dialog).
import { msg } from "../../../lib/i18n/msg";
import { LeaveDialog } from "../../editor/pages/LeaveDialog";
import { useUnsavedGuard } from "../../editor/pages/use-unsaved-guard";

export function UnsavedThemeGuard({ dirty }: { dirty: boolean }) {
  const blocker = useUnsavedGuard(dirty);
  return (
    <LeaveDialog
      blocker={blocker}
      description={msg("Leave the theme editor and lose them, or stay and save first?")}
    />
  );
}
