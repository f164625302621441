// A post's body with "Translate" beneath it for members whose language has a machine translation service
// (docs/reference/localisation.md#reading-a-post-in-your-language): pressing it shows the post in the page's
// language (a discussion's title too), "Show original" brings the source back. The translation is the server's
// sanitized HTML, like the body itself.
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useI18n, useT } from "../../ui/i18n/i18n-context";
import { useMachineTranslation } from "../../ui/i18n/machine-translation";
import { errorMessage } from "../api/errors";
import { postTranslationQuery, type TranslatableRecord } from "../api/post-translations";

export interface TranslatablePostBodyProps {
  recordType: TranslatableRecord;
  recordID: number;
  /** The post's sanitized HTML. */
  html: string;
  className: string;
}

export function TranslatablePostBody({ recordType, recordID, html, className }: TranslatablePostBodyProps) {
  const t = useT();
  const canTranslate = useMachineTranslation();
  const [translated, setTranslated] = useState(false);
  if (!canTranslate) return <PostHtml html={html} className={className} />;
  return translated ? (
    <TranslatedBody
      recordType={recordType}
      recordID={recordID}
      className={className}
      onOriginal={() => setTranslated(false)}
    />
  ) : (
    <>
      <PostHtml html={html} className={className} />
      <TranslateToggle onClick={() => setTranslated(true)}>{t("Translate")}</TranslateToggle>
    </>
  );
}

function PostHtml({ html, className, lang }: { html: string; className: string; lang?: string }) {
  return (
    <div
      className={className}
      lang={lang}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized HTML from the API (src/server/format)
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}

function TranslateToggle({ children, onClick }: { children: string; onClick: () => void }) {
  return (
    <button
      type="button"
      className="mt-2 text-sm text-primary underline-offset-2 hover:underline focus-visible:outline-2"
      onClick={onClick}
    >
      {children}
    </button>
  );
}

function TranslatedBody({
  recordType,
  recordID,
  className,
  onOriginal,
}: Omit<TranslatablePostBodyProps, "html"> & { onOriginal: () => void }) {
  const t = useT();
  const { locale } = useI18n();
  const query = useQuery(postTranslationQuery(recordType, recordID, locale));
  if (query.isPending)
    return (
      <p className="mt-4 text-sm text-fg-muted" role="status">
        {t("Translating…")}
      </p>
    );
  if (query.isError)
    return (
      <div className="mt-4 text-sm" role="alert">
        <p className="text-danger">{errorMessage(query.error)}</p>
        <TranslateToggle onClick={onOriginal}>{t("Show original")}</TranslateToggle>
      </div>
    );
  const translation = query.data;
  return (
    <section aria-label={t("Translation")} className="mt-4">
      <p className="text-xs text-fg-muted">
        {translation.detectedSource
          ? t("Translated from {language} by machine", {
              language: languageName(translation.detectedSource, locale),
            })
          : t("Translated by machine")}
      </p>
      {translation.name ? (
        <p className="mt-1 font-semibold text-fg" lang={locale}>
          {translation.name}
        </p>
      ) : null}
      <PostHtml html={translation.body} className={className} lang={locale} />
      <TranslateToggle onClick={onOriginal}>{t("Show original")}</TranslateToggle>
    </section>
  );
}

/** "en" in French → "anglais"; the code itself when the browser cannot name it. */
function languageName(code: string, inLocale: string): string {
  try {
    return new Intl.DisplayNames([inLocale], { type: "language" }).of(code) ?? code;
  } catch {
    return code;
  }
}
