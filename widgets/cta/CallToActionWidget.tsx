// Call To Action (docs/reference/layout-widgets.md#widgets): a title, a description and one button to where the
// author says, in a box with a border, a shadow or nothing, over an optional colour or image (darkened by default for
// legibility).
import type { CSSProperties } from "react";
import { isSafeUrl } from "../../src/lib/safe-url";
import type { CallToActionWidgetProps } from "../../src/types/generated/widgets/cta";
import { ButtonLink, type ButtonVariant } from "../../src/ui/Button";
import { backgroundStyle, hasBackground } from "../../src/ui/background";
import { cx } from "../../src/ui/cx";
import { useI18n, useT } from "../../src/ui/i18n/i18n-context";

const BORDERS = {
  none: "",
  border: "border border-border",
  shadow: "shadow-card border border-transparent",
} as const;

/** On a colour or image the theme's button colours may vanish, so buttons follow the text colour instead. */
function variantFor(type: CallToActionWidgetProps["button"]["type"], onColour: boolean): ButtonVariant {
  if (!onColour) return type;
  return type === "primary" ? "inverse-solid" : type === "text" ? "text" : "inverse-outline";
}

export default function CallToActionWidget(props: CallToActionWidgetProps) {
  const t = useT();
  // The author's own texts, or the schema's defaults (catalogue keys).
  const i18n = useI18n();
  const coloured = hasBackground(props.background);
  const centered = props.alignment === "center";
  const style: CSSProperties = {
    ...backgroundStyle(props.background, true),
    ...(props.textColor ? { color: props.textColor } : {}),
  };
  const title = props.titleType === "none" ? "" : i18n.text(props.title);
  const description = props.descriptionType === "none" ? "" : i18n.text(props.description);
  const { button } = props;
  const showButton = button.shouldUseButton && button.url !== "" && isSafeUrl(button.url);
  return (
    <section
      aria-label={title || t("Call to action")}
      data-widget="cta"
      className={cx(
        "my-6 rounded-box p-5 first:mt-0 sm:p-6",
        coloured ? "" : "bg-bg-subtle",
        BORDERS[props.borderType],
        centered ? "text-center" : "text-start",
      )}
      style={style}
    >
      {title ? <h2 className="text-lg font-bold text-inherit sm:text-xl">{title}</h2> : null}
      {description ? (
        <p className={cx("mt-1 text-sm sm:text-base", coloured ? "opacity-90" : "text-fg-muted")}>
          {description}
        </p>
      ) : null}
      {showButton ? (
        <div className={cx("mt-4 flex", centered && "justify-center")}>
          <ButtonLink to={button.url} variant={variantFor(button.type, coloured)}>
            {button.title ? i18n.text(button.title) : t("Button")}
          </ButtonLink>
        </div>
      ) : null}
    </section>
  );
}
