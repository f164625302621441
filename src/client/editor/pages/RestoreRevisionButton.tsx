// Restore on a revision list (the layout editor's and the theme editor's): with unsaved changes the first press
// asks again ("Restore and discard my changes") and says why; the second restores.
import { useState } from "react";
import { Button } from "../../../ui/Button";
import { useT } from "../../../ui/i18n/i18n-context";

/** Which revision awaits a second press, and the press itself: `restore` runs at once when nothing is unsaved. */
export function useRestoreConfirmation(dirty: boolean, restore: (revisionID: number) => void) {
  const [confirming, setConfirming] = useState<number | null>(null);
  function ask(revisionID: number) {
    if (dirty && confirming !== revisionID) {
      setConfirming(revisionID);
      return;
    }
    setConfirming(null);
    restore(revisionID);
  }
  return { confirming, ask };
}

export function RestoreRevisionButton({
  revisionID,
  confirming,
  disabled,
  onAsk,
}: {
  revisionID: number;
  confirming: number | null;
  disabled: boolean;
  onAsk(revisionID: number): void;
}) {
  const t = useT();
  const asking = confirming === revisionID;
  return (
    <>
      <Button
        size="sm"
        disabled={disabled}
        onClick={() => onAsk(revisionID)}
        aria-label={t("Restore revision {id}", { id: String(revisionID) })}
      >
        {asking ? t("Restore and discard my changes") : t("Restore")}
      </Button>
      {asking ? (
        <span role="alert" className="text-sm text-warning">
          {t("You have unsaved changes: restoring replaces them.")}
        </span>
      ) : null}
    </>
  );
}
