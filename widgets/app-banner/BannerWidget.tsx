// Banner (docs/reference/layout-widgets.md#widget-props-in-detail, docs/reference/ui-behaviour.md#title-bar): the
// page's title (h1), a description and a search box, over a colour or an image. Min height 50 px; search bar at
// most 705 px wide and at least 40 px high.
import { type CSSProperties, useRef } from "react";
import { useLeadingBanner } from "../../src/layout/page-chrome";
import type { BannerWidgetProps } from "../../src/types/generated/widgets/app-banner";
import { backgroundStyle } from "../../src/ui/background";
import { cx } from "../../src/ui/cx";
import { useI18n } from "../../src/ui/i18n/i18n-context";
import { BannerSearch } from "./BannerSearch";

const DEFAULT_GLOW =
  "radial-gradient(ellipse at 85% 0%, rgb(255 255 255 / 0.14), transparent 55%), " +
  "radial-gradient(ellipse at 0% 100%, rgb(0 0 0 / 0.18), transparent 50%)";

export default function BannerWidget(props: BannerWidgetProps) {
  const { showTitle, showDescription, showSearch, searchPlacement, alignment } = props;
  // The author's own texts (or the layout's defaults, catalogue keys) translate; page values are records.
  const i18n = useI18n();
  const title = props.titleType === "static" ? i18n.text(props.title) : props.title;
  const description = props.descriptionType === "static" ? i18n.text(props.description) : props.description;
  const centered = alignment === "center";
  const hasTitle = showTitle && props.titleType !== "none" && Boolean(title);
  const hasDescription = showDescription && props.descriptionType !== "none" && Boolean(description);
  const ref = useRef<HTMLDivElement>(null);
  const color = props.textColor || "var(--color-banner-fg)";
  // First on a page whose title bar lies over it (transparent positioning): room for the bar on top.
  const underTitleBar = useLeadingBanner(ref, color, Boolean(props.background?.image));
  const style: CSSProperties = {
    color,
    backgroundColor: "var(--color-banner-bg)",
    // Without an image, a soft light falloff keeps a plain colour from looking flat.
    ...(props.background?.image ? {} : { backgroundImage: DEFAULT_GLOW }),
    ...backgroundStyle(props.background, true),
    paddingTop: underTitleBar || undefined,
  };
  const padding: CSSProperties = {
    paddingTop: props.spacing?.top ?? undefined,
    paddingBottom: props.spacing?.bottom ?? undefined,
  };
  const search = showSearch ? <BannerSearch centered={centered} category={props.searchCategory} /> : null;
  return (
    // Not overflow-hidden: the search box's suggestions hang below the banner (z-10 keeps them over what follows).
    <div ref={ref} className="relative isolate z-10 min-h-[50px]" style={style} data-widget="banner">
      <div
        className={cx(
          "mx-auto flex max-w-(--width-content) box-content flex-col gap-3 px-4 py-10 sm:px-6 sm:py-14",
          centered ? "items-center text-center" : "items-start text-start",
        )}
        style={padding}
      >
        {hasTitle ? (
          <h1 className="text-3xl font-bold tracking-tight text-inherit sm:text-4xl">{title}</h1>
        ) : null}
        {hasDescription ? <p className="max-w-2xl text-base opacity-90 sm:text-lg">{description}</p> : null}
        {searchPlacement !== "bottom" && search ? <div className="mt-3 w-full">{search}</div> : null}
      </div>
      {searchPlacement === "bottom" && search ? (
        <div className="bg-black/15">
          <div className="mx-auto box-content max-w-(--width-content) px-4 py-4 sm:px-6">{search}</div>
        </div>
      ) : null}
    </div>
  );
}
