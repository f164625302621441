// The in-app "You have unsaved changes" prompt shown while the router holds a navigation away from the editor.
import { useRef } from "react";
import type { Blocker } from "react-router";
import { Button, buttonClasses } from "../../../ui/Button";
import { Modal } from "../../../ui/Modal";
import { UNSAVED_MESSAGE } from "./use-unsaved-guard";

export function LeaveDialog({ blocker }: { blocker: Blocker }) {
  const stay = useRef<HTMLButtonElement>(null);
  if (blocker.state !== "blocked") return null;
  return (
    <Modal
      open
      title={UNSAVED_MESSAGE}
      description="Leave the editor and lose them, or stay and save a draft first?"
      onClose={() => blocker.reset()}
      initialFocus={stay}
    >
      <div className="flex justify-end gap-2">
        <button ref={stay} type="button" className={buttonClasses("primary")} onClick={() => blocker.reset()}>
          Stay
        </button>
        <Button onClick={() => blocker.proceed()}>Leave without saving</Button>
      </div>
    </Modal>
  );
}
