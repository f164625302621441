// Site Totals (docs/reference/layout-widgets.md#widgets): a band of counts (members, posts…) with an icon, a label or
// both, numbers full or abbreviated (docs/reference/ui-behaviour.md#shared-components: 1.2k, 3.4m). Screen readers
// always get the full number and the label.
import type { CSSProperties } from "react";
import { formatCompactNumber, formatFullNumber } from "../../src/lib/format-number";
import type { SiteTotalsWidgetHydrated } from "../../src/types/generated/widgets/hydrated/sitetotals";
import { backgroundStyle, hasBackground } from "../../src/ui/background";
import { cx } from "../../src/ui/cx";
import { Icon, type IconName } from "../../src/ui/Icon";
import { useI18n, useLocale } from "../../src/ui/i18n/i18n-context";

const ICONS: Record<string, IconName> = {
  user: "user",
  onlineUser: "eye",
  post: "comment",
  discussion: "comment",
  comment: "comment",
  category: "folder",
  question: "question",
  accepted: "check",
};

const JUSTIFY: Record<SiteTotalsWidgetHydrated["containerOptions"]["alignment"], string> = {
  "flex-start": "justify-start",
  center: "justify-center",
  "flex-end": "justify-end",
  "space-around": "justify-around",
};

export default function SiteTotalsWidget(props: SiteTotalsWidgetHydrated) {
  const { containerOptions: options, labelType } = props;
  // The labels are the author's, or the schema's defaults (catalogue keys).
  const i18n = useI18n();
  const locale = useLocale();
  const coloured = hasBackground(options.background);
  const style: CSSProperties = {
    ...backgroundStyle(options.background),
    ...(options.textColor ? { color: options.textColor } : {}),
  };
  return (
    <section
      aria-label={i18n.t("Site totals")}
      data-widget="site-totals"
      className={cx("my-6 rounded-box px-4 py-5 first:mt-0 sm:px-6", !coloured && "bg-bg-subtle")}
      style={style}
    >
      <ul className={cx("flex flex-wrap gap-x-8 gap-y-4", JUSTIFY[options.alignment])}>
        {props.totals.map((total) => {
          const label = i18n.text(total.label);
          const full = formatFullNumber(total.count, locale);
          return (
            <li key={total.recordType} className="flex items-center gap-2" title={`${full} ${label}`}>
              {labelType !== "text" ? (
                <Icon name={ICONS[total.recordType] ?? "comment"} size={22} className="shrink-0 opacity-80" />
              ) : null}
              <span aria-hidden="true" className="text-xl font-bold tabular-nums">
                {props.formatNumbers ? formatCompactNumber(total.count, locale) : full}
              </span>
              {labelType !== "icon" ? (
                <span aria-hidden="true" className={cx("text-sm", !options.textColor && "text-fg-muted")}>
                  {label}
                </span>
              ) : null}
              <span className="sr-only">
                {full} {label}
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
