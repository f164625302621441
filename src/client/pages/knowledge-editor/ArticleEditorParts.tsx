// Smaller parts of the article editor: the excerpt (the summary lists and search show; the first words of the body
// when left empty) and the notice that a draft was restored, with a way to throw it away.
import { useId } from "react";
import { Button } from "../../../ui/Button";
import { cx } from "../../../ui/cx";
import { useT } from "../../../ui/i18n/i18n-context";
import { INPUT_CLASSES } from "../../../ui/TextField";
import { EXCERPT_MAX_LENGTH } from "./article-form";

const TEXTAREA_CLASSES = `${INPUT_CLASSES.replace("h-9 ", "")} py-2`;

export function ArticleExcerptField({
  value,
  errors,
  onChange,
}: {
  value: string;
  errors: string[] | undefined;
  onChange(excerpt: string): void;
}) {
  const t = useT();
  const id = useId();
  const invalid = (errors?.length ?? 0) > 0;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold text-fg-heading">
        {t("Excerpt")}
      </label>
      <textarea
        id={id}
        value={value}
        rows={3}
        maxLength={EXCERPT_MAX_LENGTH}
        className={TEXTAREA_CLASSES}
        aria-invalid={invalid || undefined}
        aria-describedby={`${id}-${invalid ? "error" : "hint"}`}
        onChange={(event) => onChange(event.target.value)}
      />
      {invalid ? (
        <div id={`${id}-error`} className="text-sm text-danger">
          {errors?.map((message) => (
            <p key={message}>{message}</p>
          ))}
        </div>
      ) : (
        <p id={`${id}-hint`} className="text-xs text-fg-muted">
          {t("Shown in lists and search results. Left empty, the first words of the article are shown.")}
        </p>
      )}
    </div>
  );
}

export function RestoredDraftNotice({ onDiscard }: { onDiscard(): void }) {
  const t = useT();
  return (
    <div
      role="status"
      className={cx(
        "flex flex-wrap items-center justify-between gap-2 rounded-control border border-primary/40 border-s-4",
        "border-s-primary bg-primary-soft px-3 py-2 text-sm text-fg",
      )}
    >
      <p>{t("Your unsaved draft of this article was restored.")}</p>
      <Button size="sm" onClick={onDiscard}>
        {t("Discard draft")}
      </Button>
    </div>
  );
}
