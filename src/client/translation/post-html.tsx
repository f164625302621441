// The pieces the post body and its machine translation share: the sanitized HTML, the text toggle under it
// (Translate, Show original) and the notice while a translation loads.
import { useT } from "../../ui/i18n/i18n-context";

export function PostHtml({ html, className, lang }: { html: string; className: string; lang?: string }) {
  return (
    <div
      className={className}
      lang={lang}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized HTML from the API (src/server/format)
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}

export function TranslateToggle({
  children,
  onClick,
  onPrepare,
}: {
  children: string;
  onClick: () => void;
  /** Pointer over or focus in: the moment to start loading what the click shows. */
  onPrepare?: () => void;
}) {
  return (
    <button
      type="button"
      className="mt-2 text-sm text-primary underline-offset-2 hover:underline focus-visible:outline-2"
      onPointerEnter={onPrepare}
      onFocus={onPrepare}
      onClick={onClick}
    >
      {children}
    </button>
  );
}

/** While the translation (or its chunk) loads. */
export function TranslatingNotice() {
  const t = useT();
  return (
    <p className="mt-4 text-sm text-fg-muted" role="status">
      {t("Translating…")}
    </p>
  );
}
