// Content banner (docs/reference/layout-widgets.md#widgets, docs/reference/ui-behaviour.md#home-widgets): a shorter
// banner than the home one, with the page's title, a description and an optional logo, and no search box. Min
// height 120 px; the logo is clamped to 80–180 px.
import { type CSSProperties, useRef } from "react";
import { useLeadingBanner } from "../../src/layout/page-chrome";
import { isSafeUrl } from "../../src/lib/safe-url";
import type { BannerContentWidgetProps } from "../../src/types/generated/widgets/content-banner";
import { backgroundStyle } from "../../src/ui/background";
import { cx } from "../../src/ui/cx";
import { useI18n } from "../../src/ui/i18n/i18n-context";

const LOGO_MIN = 80;
const LOGO_MAX = 180;

export default function BannerContentWidget(props: BannerContentWidgetProps) {
  const { showTitle, showDescription, alignment } = props;
  // The author's own texts (or the layout's defaults, catalogue keys) translate; page values are records.
  const i18n = useI18n();
  const title = props.titleType === "static" ? i18n.text(props.title) : props.title;
  const description = props.descriptionType === "static" ? i18n.text(props.description) : props.description;
  const centered = alignment === "center";
  const hasTitle = showTitle && props.titleType !== "none" && Boolean(title);
  const hasDescription = showDescription && props.descriptionType !== "none" && Boolean(description);
  const logo = props.logo?.imageUrl && isSafeUrl(props.logo.imageUrl) ? props.logo : null;
  const ref = useRef<HTMLDivElement>(null);
  const color = props.textColor || "var(--color-banner-fg)";
  // First on a page whose title bar lies over it (transparent positioning): room for the bar on top.
  const underTitleBar = useLeadingBanner(ref, color, Boolean(props.background?.image));
  const style: CSSProperties = {
    color,
    backgroundColor: "var(--color-banner-bg)",
    ...backgroundStyle(props.background, true),
    paddingTop: underTitleBar || undefined,
  };
  return (
    <div
      ref={ref}
      className="relative isolate min-h-[120px] overflow-hidden"
      style={style}
      data-widget="content-banner"
    >
      <div
        className={cx(
          "mx-auto box-content flex min-h-[120px] max-w-(--width-content) items-center gap-4 px-4 py-6 sm:gap-6 sm:px-6 sm:py-8",
          centered ? "flex-col justify-center text-center" : "flex-row text-start",
        )}
        style={{
          paddingTop: props.spacing?.top ?? undefined,
          paddingBottom: props.spacing?.bottom ?? undefined,
        }}
      >
        {logo ? (
          <img
            src={logo.imageUrl}
            alt={logo.alt ?? ""}
            className="h-auto shrink-0 object-contain"
            // clamp(80px, 18vw, 180px), spelled out so every engine reads it.
            style={{ width: "18vw", minWidth: LOGO_MIN, maxWidth: LOGO_MAX, maxHeight: LOGO_MAX }}
          />
        ) : null}
        <div className={cx("flex min-w-0 flex-col gap-2", centered && "items-center")}>
          {hasTitle ? (
            <h1 className="text-2xl font-bold tracking-tight text-inherit sm:text-3xl">{title}</h1>
          ) : null}
          {hasDescription ? <p className="max-w-2xl text-base opacity-90">{description}</p> : null}
        </div>
      </div>
    </div>
  );
}
