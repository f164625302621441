// The contrast check (docs/reference/themes.md#contrast): every text and background pair a page shows, with a sample,
// its ratio and whether it reaches WCAG AA (4.5:1). Live: it follows the form as the author types. A failing pair is
// named with what it needs, and the summary (a polite live region) says how many fail.
import { useId } from "react";
import { type ContrastResult, MINIMUM_CONTRAST } from "../../../lib/theme/contrast";
import { Badge } from "../../../ui/Badge";
import { useLocale, useT } from "../../../ui/i18n/i18n-context";
import { contrastMessage, formatRatio } from "./theme-problems";

export function ContrastPanel({ results }: { results: readonly ContrastResult[] }) {
  const t = useT();
  const locale = useLocale();
  const headingID = useId();
  const failing = results.filter((result) => !result.passes);
  return (
    <section aria-labelledby={headingID} className="flex flex-col gap-3 rounded-box border border-border p-4">
      <h2 id={headingID} className="text-base font-semibold text-fg-heading">
        {t("Contrast check")}
      </h2>
      <p aria-live="polite" className={failing.length > 0 ? "text-sm text-danger" : "text-sm text-success"}>
        {failing.length > 0
          ? t("{count, plural, one {# pair is} other {# pairs are}} too close to read.", {
              count: failing.length,
            })
          : t("Every pair reaches {minimum}:1.", { minimum: formatRatio(MINIMUM_CONTRAST, locale) })}
      </p>
      {failing.length > 0 ? (
        <ul className="flex flex-col gap-1 text-sm text-danger" aria-label={t("Failing pairs")}>
          {failing.map((result) => (
            <li key={result.label}>{contrastMessage(result, t, locale)}</li>
          ))}
        </ul>
      ) : null}
      <table className="w-full border-collapse text-sm">
        <caption className="sr-only">{t("Every text and background pair")}</caption>
        <thead>
          <tr className="border-b border-border text-xs text-fg-muted">
            <th scope="col" className="px-1 py-1 text-start font-semibold">
              {t("Pair")}
            </th>
            <th scope="col" className="px-1 py-1 text-start font-semibold">
              {t("Sample")}
            </th>
            <th scope="col" className="px-1 py-1 text-end font-semibold">
              {t("Ratio")}
            </th>
            <th scope="col" className="px-1 py-1 text-start font-semibold">
              {t("Result")}
            </th>
          </tr>
        </thead>
        <tbody>
          {results.map((result) => (
            <tr key={result.label} className="border-b border-border last:border-b-0">
              <th scope="row" className="px-1 py-1.5 text-start font-normal">
                {t(result.label)}
              </th>
              <td className="px-1 py-1.5">
                {/* The pair itself; decorative: the ratio and the result say what it shows. Drawn, not written:
                    a failing pair is shown failing on purpose, and a text checker must not take it for the page's. */}
                <svg
                  aria-hidden="true"
                  width="32"
                  height="22"
                  viewBox="0 0 32 22"
                  className="rounded-control border border-border"
                >
                  <rect width="32" height="22" fill={result.background} />
                  <text x="16" y="15.5" textAnchor="middle" fontSize="13" fontWeight="600" fill={result.text}>
                    {/* i18n-exempt: a type sample, the same in every language */}
                    {"Aa"}
                  </text>
                </svg>
              </td>
              <td className="px-1 py-1.5 text-end tabular-nums">
                {t("{ratio}:1", { ratio: formatRatio(result.ratio, locale) })}
              </td>
              <td className="px-1 py-1.5">
                {result.passes ? (
                  <Badge tone="success">{t("Passes")}</Badge>
                ) : (
                  <Badge tone="warning">{t("Fails")}</Badge>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
