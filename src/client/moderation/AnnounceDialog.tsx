// Announce (docs/reference/permissions.md#global-permissions: discussions.moderate or community.manage): don't
// announce, announce in the discussion's category, or everywhere (every recent-discussions list). Saved as pinned +
// pinLocation.
import { useEffect, useState } from "react";
import { msg } from "../../lib/i18n/msg";
import type { Discussion } from "../../types/generated/api/discussion";
import { useT } from "../../ui/i18n/i18n-context";
import { OptionDialog } from "./OptionDialog";

export type AnnounceChoice = "none" | "category" | "recent";

const CHOICES: ReadonlyArray<{ value: AnnounceChoice; label: string; hint: string }> = [
  { value: "none", label: msg("Don't announce"), hint: msg("The discussion is listed like any other.") },
  {
    value: "category",
    label: msg("Announce in its category"),
    hint: msg("Listed first in its category."),
  },
  {
    value: "recent",
    label: msg("Announce everywhere"),
    hint: msg("Listed first in its category and in the recent discussions."),
  },
];

function announceChoiceOf(discussion: Pick<Discussion, "pinned" | "pinLocation">): AnnounceChoice {
  if (!discussion.pinned) return "none";
  return discussion.pinLocation === "recent" ? "recent" : "category";
}

export interface AnnounceDialogProps {
  open: boolean;
  discussion: Pick<Discussion, "pinned" | "pinLocation">;
  onSubmit(choice: AnnounceChoice): Promise<void>;
  onClose(): void;
}

export function AnnounceDialog({ open, discussion, onSubmit, onClose }: AnnounceDialogProps) {
  const t = useT();
  const current = announceChoiceOf(discussion);
  const [choice, setChoice] = useState<AnnounceChoice>(current);
  // Each opening starts from what the discussion is now.
  useEffect(() => {
    if (open) setChoice(current);
  }, [open, current]);

  return (
    <OptionDialog
      open={open}
      title={t("Announce")}
      submitLabel={t("Save")}
      pendingLabel={t("Saving…")}
      onSubmit={() => onSubmit(choice)}
      onClose={onClose}
    >
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-semibold">
          {t("Where should this discussion be announced?")}
        </legend>
        {CHOICES.map((option) => (
          <label key={option.value} className="flex cursor-pointer items-start gap-2 text-sm">
            <input
              type="radio"
              name="announce"
              value={option.value}
              checked={choice === option.value}
              onChange={() => setChoice(option.value)}
              className="mt-0.5 size-4 accent-primary"
            />
            <span>
              <span className="block font-semibold">{t(option.label)}</span>
              <span className="block text-fg-muted">{t(option.hint)}</span>
            </span>
          </label>
        ))}
      </fieldset>
    </OptionDialog>
  );
}
