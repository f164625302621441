// The article's body: the composer the create post form uses (a text box with @mention suggestions and Insert image)
// under Write, and under Preview the body rendered by the server's renderer and sanitizer, as readers will see it
// (POST /articles/preview). The format stays the article's own; a new article is Markdown or plain text.
import { type ReactNode, useId } from "react";
import { msg } from "../../../lib/i18n/msg";
import { cx } from "../../../ui/cx";
import { FormAlert } from "../../../ui/FormAlert";
import { useT } from "../../../ui/i18n/i18n-context";
import { Loader } from "../../../ui/Loader";
import { Tabs } from "../../../ui/Tabs";
import { INPUT_CLASSES } from "../../../ui/TextField";
import { errorMessage } from "../../api/errors";
import { type ArticleFormat, useArticlePreview } from "../../api/knowledge/articles";
import { InsertImageButton, withImage } from "../../composer/InsertImageButton";
import { MentionTextarea } from "../../mentions/MentionTextarea";

export type BodyTab = "write" | "preview";

const LABEL = "text-sm font-semibold text-fg-heading";
const TEXTAREA_CLASSES = `${INPUT_CLASSES.replace("h-9 ", "")} min-h-72 py-2 font-mono`;
const TAB_CLASS = (selected: boolean) =>
  cx(
    "border-b-2 px-3 py-1.5 text-sm font-semibold",
    selected ? "border-primary text-primary" : "border-transparent text-fg-muted hover:text-fg",
  );

/** Names of the formats: Markdown and HTML are names, plain text is translated. */
const FORMAT_LABELS: Record<ArticleFormat, { label: string; translated: boolean }> = {
  // i18n-exempt: a format's name
  markdown: { label: "Markdown", translated: false },
  text: { label: msg("Plain text"), translated: true },
  // i18n-exempt: a format's name
  html: { label: "HTML", translated: false },
};

/** The formats offered: a new article's two, plus the stored one when it is another (an imported HTML article). */
function formatOptions(current: ArticleFormat): ArticleFormat[] {
  return current === "html" ? ["markdown", "text", "html"] : ["markdown", "text"];
}

export interface ArticleBodyFieldProps {
  value: string;
  format: ArticleFormat;
  tab: BodyTab;
  onTab(tab: BodyTab): void;
  onChange(body: string): void;
  onFormat(format: ArticleFormat): void;
  errors: string[] | undefined;
}

export function ArticleBodyField({
  value,
  format,
  tab,
  onTab,
  onChange,
  onFormat,
  errors,
}: ArticleBodyFieldProps) {
  const t = useT();
  const id = useId();
  const invalid = (errors?.length ?? 0) > 0;
  return (
    <div className="flex flex-col gap-1.5">
      <span id={`${id}-label`} className={LABEL}>
        {t("Body")}
      </span>
      <Tabs<BodyTab>
        tabs={[
          { id: "write", label: t("Write") },
          { id: "preview", label: t("Preview") },
        ]}
        selected={tab}
        onSelect={onTab}
        label={t("Body")}
        listClassName="flex gap-1 border-b border-border"
        tabClassName={TAB_CLASS}
        renderPanel={(open) =>
          open === "write" ? (
            <div className="flex flex-col gap-2 pt-2">
              <MentionTextarea
                id={`${id}-body`}
                aria-labelledby={`${id}-label`}
                aria-invalid={invalid || undefined}
                aria-describedby={invalid ? `${id}-error` : undefined}
                value={value}
                onValueChange={onChange}
                rows={16}
                maxLength={100000}
                placeholder={t("Write in Markdown; @name mentions a member.")}
                className={TEXTAREA_CLASSES}
              />
              {invalid ? (
                <div id={`${id}-error`} className="text-sm text-danger">
                  {errors?.map((message) => (
                    <p key={message}>{message}</p>
                  ))}
                </div>
              ) : null}
              <div className="flex flex-wrap items-center justify-between gap-2">
                <InsertImageButton onInsert={(markdown) => onChange(withImage(value, markdown))} />
                <FormatSelect id={`${id}-format`} value={format} onChange={onFormat} />
              </div>
            </div>
          ) : (
            <ArticlePreview body={value} format={format} />
          )
        }
      />
    </div>
  );
}

function FormatSelect({
  id,
  value,
  onChange,
}: {
  id: string;
  value: ArticleFormat;
  onChange(format: ArticleFormat): void;
}) {
  const t = useT();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm text-fg-muted">
        {t("Format")}
      </label>
      <select
        id={id}
        value={value}
        className={cx(INPUT_CLASSES, "w-auto")}
        onChange={(event) => onChange(event.target.value as ArticleFormat)}
      >
        {formatOptions(value).map((option) => {
          const { label, translated } = FORMAT_LABELS[option];
          return (
            <option key={option} value={option}>
              {translated ? t(label) : label}
            </option>
          );
        })}
      </select>
    </div>
  );
}

/** The server's rendering of the body; the last one stays while a newer one loads. */
export function ArticlePreview({ body, format }: { body: string; format: ArticleFormat }) {
  const t = useT();
  const preview = useArticlePreview(body, format, body.trim() !== "");
  let content: ReactNode;
  if (!body.trim()) content = <p className="text-fg-muted">{t("Nothing to preview yet.")}</p>;
  else if (preview.isError) content = <FormAlert message={errorMessage(preview.error)} />;
  else if (!preview.data) content = <Loader label={t("Loading the preview")} />;
  else
    content = (
      <div
        className="userContent text-fg"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized HTML from the API (src/server/format)
        dangerouslySetInnerHTML={{ __html: preview.data.body }}
      />
    );
  return (
    <div className="mt-2 min-h-72 rounded-box border border-border bg-bg p-4" aria-busy={preview.isFetching}>
      {content}
    </div>
  );
}
