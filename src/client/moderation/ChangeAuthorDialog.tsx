// Change author (docs/reference/permissions.md#global-permissions: site.manage or community.manage): a user picker
// over GET /users/by-names (the names starting with what is typed, 50 ms after typing pauses), worked from the text
// box with the arrow keys and Enter like the mention suggestions (aria-activedescendant), or by pointer.
import { useQuery } from "@tanstack/react-query";
import { type KeyboardEvent, useEffect, useId, useState } from "react";
import type { Discussion } from "../../types/generated/api/discussion";
import { cx } from "../../ui/cx";
import { RichMessage, useT } from "../../ui/i18n/i18n-context";
import { INPUT_CLASSES } from "../../ui/TextField";
import { UserPhoto } from "../../ui/UserPhoto";
import { type MentionSuggestion, mentionSuggestionsQuery } from "../api/users";
import { OptionDialog } from "./OptionDialog";

const TYPING_PAUSE_MS = 50;

function useDebounced(value: string, delay: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}

export interface ChangeAuthorDialogProps {
  open: boolean;
  discussion: Pick<Discussion, "insertUserID" | "insertUser">;
  onSubmit(user: MentionSuggestion): Promise<void>;
  onClose(): void;
}

export function ChangeAuthorDialog({ open, discussion, onSubmit, onClose }: ChangeAuthorDialogProps) {
  const t = useT();
  const id = useId();
  const [typed, setTyped] = useState("");
  const [active, setActive] = useState(0);
  const [chosen, setChosen] = useState<MentionSuggestion | null>(null);
  const query = useDebounced(typed.trim(), TYPING_PAUSE_MS);
  const suggestions = useQuery({ ...mentionSuggestionsQuery(query), enabled: open && query !== "" });
  const options = (suggestions.data ?? [])
    .filter((user) => user.userID !== discussion.insertUserID)
    .slice(0, 10);
  const expanded = query !== "" && options.length > 0 && chosen?.name !== typed;
  useEffect(() => {
    if (!open) return;
    setTyped("");
    setChosen(null);
    setActive(0);
  }, [open]);

  function choose(user: MentionSuggestion) {
    setChosen(user);
    setTyped(user.name);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (!expanded) return;
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      const step = event.key === "ArrowDown" ? 1 : -1;
      setActive((index) => (index + step + options.length) % options.length);
    } else if (event.key === "Enter") {
      const user = options[active];
      if (user) {
        // Enter picks the suggestion; it submits only once a user is chosen.
        event.preventDefault();
        choose(user);
      }
    }
  }

  const currentName = discussion.insertUser?.name;
  return (
    <OptionDialog
      open={open}
      title={t("Change Author")}
      description={currentName ? t("The discussion is now by {name}.", { name: currentName }) : undefined}
      submitLabel={t("Change Author")}
      pendingLabel={t("Changing…")}
      canSubmit={chosen !== null && chosen.name === typed}
      onSubmit={() => (chosen ? onSubmit(chosen) : Promise.resolve())}
      onClose={onClose}
    >
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-input`} className="text-sm font-semibold">
          {t("New author")}
        </label>
        <input
          id={`${id}-input`}
          type="text"
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={`${id}-list`}
          aria-activedescendant={
            expanded && options[active] ? `${id}-option-${options[active].userID}` : undefined
          }
          value={typed}
          onChange={(event) => {
            setTyped(event.target.value);
            setActive(0);
          }}
          onKeyDown={onKeyDown}
          placeholder={t("Type a name")}
          className={INPUT_CLASSES}
        />
        <div
          id={`${id}-list`}
          role="listbox"
          aria-label={t("Users")}
          hidden={!expanded}
          className="max-h-60 overflow-y-auto rounded-control border border-border"
        >
          {expanded
            ? options.map((user, index) => (
                // biome-ignore lint/a11y/useKeyWithClickEvents: the text box's arrow keys and Enter choose options (aria-activedescendant).
                <div
                  key={user.userID}
                  id={`${id}-option-${user.userID}`}
                  role="option"
                  // Reachable by the keys through the text box, never by Tab: the option itself is not focused.
                  tabIndex={-1}
                  aria-selected={index === active}
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => choose(user)}
                  className={cx(
                    "flex cursor-pointer items-center gap-2 px-3 py-1.5 text-sm",
                    index === active && "bg-bg-hover",
                  )}
                >
                  <UserPhoto url={user.photoUrl} size={24} />
                  {user.name}
                </div>
              ))
            : null}
        </div>
        {chosen && chosen.name === typed ? (
          <p className="text-sm" aria-live="polite">
            <RichMessage
              id="New author: <strong>{name}</strong>"
              values={{ name: chosen.name, strong: (chunks) => <strong>{chunks}</strong> }}
            />
          </p>
        ) : null}
      </div>
    </OptionDialog>
  );
}
