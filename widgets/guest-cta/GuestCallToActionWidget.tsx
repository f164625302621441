// Guest Sign In (docs/reference/layout-widgets.md#widgets): a welcome with Sign In (primary) and Register buttons.
// The server sends it only to guests; Register is hidden when registration is closed (registerUrl null).
import type { CSSProperties } from "react";
import type { GuestCallToActionWidgetHydrated } from "../../src/types/generated/widgets/hydrated/guest-cta";
import { ButtonLink, type ButtonVariant } from "../../src/ui/Button";
import { backgroundStyle, hasBackground } from "../../src/ui/background";
import { cx } from "../../src/ui/cx";
import { useI18n, useT } from "../../src/ui/i18n/i18n-context";

const BORDERS = {
  none: "",
  border: "border border-border",
  shadow: "shadow-card border border-transparent",
} as const;

function variantFor(type: "standard" | "primary" | "text", onColour: boolean): ButtonVariant {
  if (!onColour) return type;
  return type === "primary" ? "inverse-solid" : type === "text" ? "text" : "inverse-outline";
}

export default function GuestCallToActionWidget(props: GuestCallToActionWidgetHydrated) {
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
  return (
    <section
      aria-label={title || t("Sign in")}
      className={cx(
        "my-6 rounded-box p-5 first:mt-0",
        coloured ? "" : "bg-bg-subtle",
        BORDERS[props.borderType ?? "border"],
        centered ? "text-center" : "text-start",
      )}
      style={style}
    >
      {title ? <h2 className="text-lg font-bold text-inherit">{title}</h2> : null}
      {description ? (
        <p className={cx("mt-1 text-sm", coloured ? "opacity-90" : "text-fg-muted")}>{description}</p>
      ) : null}
      <div className={cx("mt-4 flex flex-wrap gap-2", centered && "justify-center")}>
        <ButtonLink to={props.signInUrl} variant={variantFor(props.button?.type ?? "primary", coloured)}>
          {props.button?.title ? i18n.text(props.button.title) : t("Sign In")}
        </ButtonLink>
        {props.registerUrl ? (
          <ButtonLink
            to={props.registerUrl}
            variant={variantFor(props.secondButton?.type ?? "standard", coloured)}
          >
            {props.secondButton?.title ? i18n.text(props.secondButton.title) : t("Register")}
          </ButtonLink>
        ) : null}
      </div>
    </section>
  );
}
