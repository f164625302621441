// A post in the page's language, by machine (docs/reference/localisation.md#reading-a-post-in-your-language): its
// own chunk (translated-body-chunk.ts), loaded when a member first asks for a translation, never while the
// translation addon is off (docs/reference/addons.md).
import { useQuery } from "@tanstack/react-query";
import { useI18n, useT } from "../../ui/i18n/i18n-context";
import { errorMessage } from "../api/errors";
import { postTranslationQuery, type TranslatableRecord } from "../api/post-translations";
import { PostHtml, TranslateToggle, TranslatingNotice } from "./post-html";

export interface TranslatedBodyProps {
  recordType: TranslatableRecord;
  recordID: number;
  className: string;
  onOriginal(): void;
}

export function TranslatedBody({ recordType, recordID, className, onOriginal }: TranslatedBodyProps) {
  const t = useT();
  const { locale } = useI18n();
  const query = useQuery(postTranslationQuery(recordType, recordID, locale));
  if (query.isPending) return <TranslatingNotice />;
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
