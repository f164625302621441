// "You have unsaved changes" while the article editor holds changes not saved to the article: the browser's prompt
// on closing or reloading the tab, and the app's when a link would leave the editor (the layout editor's guard and
// dialog). The autosaved draft keeps the text either way; the prompt says so.
import { msg } from "../../../lib/i18n/msg";
import { LeaveDialog } from "../../editor/pages/LeaveDialog";
import { useUnsavedGuard } from "../../editor/pages/use-unsaved-guard";

export function UnsavedArticleGuard({ dirty }: { dirty: boolean }) {
  const blocker = useUnsavedGuard(dirty);
  return (
    <LeaveDialog
      blocker={blocker}
      description={msg(
        "Your changes are kept in a draft, but the article does not show them until you save. Leave anyway?",
      )}
    />
  );
}
