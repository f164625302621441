// "You have unsaved changes" while the theme editor holds changes not saved: the browser's prompt on closing or
// reloading the tab, and the app's when a link would leave the editor (the layout editor's guard, use-unsaved-guard).
import { useRef } from "react";
import { Button, buttonClasses } from "../../../ui/Button";
import { useT } from "../../../ui/i18n/i18n-context";
import { Modal } from "../../../ui/Modal";
import { UNSAVED_MESSAGE, useUnsavedGuard } from "../../editor/pages/use-unsaved-guard";

export function UnsavedThemeGuard({ dirty }: { dirty: boolean }) {
  const t = useT();
  const blocker = useUnsavedGuard(dirty);
  const stay = useRef<HTMLButtonElement>(null);
  if (blocker.state !== "blocked") return null;
  return (
    <Modal
      open
      title={t(UNSAVED_MESSAGE)}
      description={t("Leave the theme editor and lose them, or stay and save first?")}
      onClose={() => blocker.reset()}
      initialFocus={stay}
    >
      <div className="flex justify-end gap-2">
        <button ref={stay} type="button" className={buttonClasses("primary")} onClick={() => blocker.reset()}>
          {t("Stay")}
        </button>
        <Button onClick={() => blocker.proceed()}>{t("Leave without saving")}</Button>
      </div>
    </Modal>
  );
}
