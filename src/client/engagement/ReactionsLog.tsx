// The reactions log (docs/reference/ui-behaviour.md#optimistic-updates,
// docs/reference/permissions.md#category-permissions): for community.moderate, a 'View Reactions Log' button opens a
// modal listing who reacted how and when, newest first. Its delete ('Remove reaction') only removes — it never adds
// the way the bar's toggle does — and the bar's counts and score follow at once.
import { useState } from "react";
import { Button } from "../../ui/Button";
import { FormAlert } from "../../ui/FormAlert";
import { Icon } from "../../ui/Icon";
import { useT } from "../../ui/i18n/i18n-context";
import { Loader } from "../../ui/Loader";
import { Modal } from "../../ui/Modal";
import { RelativeTime } from "../../ui/RelativeTime";
import { toast } from "../../ui/toast-store";
import { UserPhoto } from "../../ui/UserPhoto";
import { errorMessage } from "../api/errors";
import {
  type ReactableType,
  type ReactionLogEntry,
  useDeleteReactionMutation,
  useReactionLog,
} from "../api/reactions";
import { ACTION_BUTTON } from "./action-button";
import { reactionIcon } from "./reaction-icons";

export interface ReactionsLogProps {
  recordType: ReactableType;
  recordID: number;
  viewerID: number;
  /** After a reaction was removed (the bar adjusts its count and score). */
  onRemoved(entry: ReactionLogEntry): void;
  /** Open from the first render (stories). */
  defaultOpen?: boolean;
}

export function ReactionsLogButton(props: ReactionsLogProps) {
  const t = useT();
  const [open, setOpen] = useState(props.defaultOpen === true);
  return (
    <>
      <button type="button" className={ACTION_BUTTON} onClick={() => setOpen(true)}>
        <Icon name="log" />
        {t("View Reactions Log")}
      </button>
      <Modal open={open} onClose={() => setOpen(false)} title={t("Reactions Log")} size="medium">
        <ReactionsLogList {...props} />
      </Modal>
    </>
  );
}

function ReactionsLogList({ recordType, recordID, viewerID, onRemoved }: ReactionsLogProps) {
  const t = useT();
  const log = useReactionLog(recordType, recordID);
  const removal = useDeleteReactionMutation(recordType, recordID);

  const remove = (entry: ReactionLogEntry) =>
    removal.mutate(entry.userID, {
      onSuccess: () => onRemoved(entry),
      onError: (error) => toast.error(errorMessage(error), { dismissible: true }),
    });

  if (log.isPending) return <Loader label={t("Loading reactions")} />;
  if (log.isError) return <FormAlert message={errorMessage(log.error)} />;
  if (log.data.length === 0) return <p className="text-fg-muted">{t("No Reactions Yet")}</p>;
  return (
    <ul className="flex flex-col divide-y divide-border">
      {log.data.map((entry) => (
        <li key={`${entry.userID}-${entry.tagID}`} className="flex items-center gap-3 py-2">
          <UserPhoto url={entry.user.photoUrl} name={entry.user.name} size={28} />
          <span className="min-w-0 flex-1">
            <span className="block font-semibold text-fg-heading">
              {entry.userID === viewerID ? t("{name} (you)", { name: entry.user.name }) : entry.user.name}
            </span>
            <span className="block text-sm text-fg-muted">
              <span className="me-1 inline-flex align-[-3px]">
                <Icon name={reactionIcon(entry.reactionType.urlcode)} size={14} className="shrink-0" />
              </span>
              {entry.reactionType.name} · <RelativeTime date={entry.dateInserted} />
            </span>
          </span>
          <Button
            size="sm"
            aria-label={t("Remove reaction of {name}", { name: entry.user.name })}
            disabled={removal.isPending}
            onClick={() => remove(entry)}
          >
            {t("Remove reaction")}
          </Button>
        </li>
      ))}
    </ul>
  );
}
