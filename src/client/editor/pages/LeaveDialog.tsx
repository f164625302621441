// The in-app "You have unsaved changes" prompt shown while the router holds a navigation away from the editor.
import { useRef } from "react";
import type { Blocker } from "react-router";
import { msg } from "../../../lib/i18n/msg";
import { Button, buttonClasses } from "../../../ui/Button";
import { useT } from "../../../ui/i18n/i18n-context";
import { Modal } from "../../../ui/Modal";
import { UNSAVED_MESSAGE } from "./use-unsaved-guard";

/** `description` says what is lost (a message key); the layout editor's by default. */
export function LeaveDialog({
  blocker,
  description = msg("Leave the editor and lose them, or stay and save a draft first?"),
}: {
  blocker: Blocker;
  description?: string;
}) {
  const t = useT();
  const stay = useRef<HTMLButtonElement>(null);
  if (blocker.state !== "blocked") return null;
  return (
    <Modal
      open
      title={t(UNSAVED_MESSAGE)}
      description={t(description)}
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
