// Title bar (docs/reference/ui-behaviour.md#account-box, docs/reference/layout-widgets.md#widget-props-in-detail,
// docs/reference/ui-behaviour.md#title-bar): skip link, logo, navigation with mega menus, the search box
// (TitleBarSearch), the language toggles (site sections; interface language) and the account area. Heights 48 / 44
// on compact screens; compact at ≤ 800 px, where navigation moves into a "Site Navigation" panel. A sticky bar slides
// away while the reader scrolls down past 400 px and comes back on scrolling up (hide-on-scroll.ts), unless focus is
// inside it. Colours come from props, falling back to the theme variables. In a transparent positioning over a page
// that starts with a banner, the bar lies over the banner's top and shows it through, in the banner's text colour; a
// sticky one turns solid once the banner has scrolled out from under it (src/layout/page-chrome.tsx).
import { type CSSProperties, useState } from "react";
import { useKnownDevice } from "../../src/layout/DeviceContext";
import { usePageChrome, usePastBanner } from "../../src/layout/page-chrome";
import { isStickyPositioning, titleBarHeight, titleBarLook } from "../../src/layout/title-bar-overlay";
import type { TitleBarHydrated } from "../../src/types/generated/widgets/hydrated/title-bar";
import { cx } from "../../src/ui/cx";
import { useT } from "../../src/ui/i18n/i18n-context";
import { useCurrentLocation } from "../../src/ui/location";
import { AccountArea } from "./AccountArea";
import { useHideOnScroll } from "./hide-on-scroll";
import { InterfaceLanguageToggle } from "./InterfaceLanguageToggle";
import { LanguageToggle } from "./LanguageToggle";
import { Logo } from "./Logo";
import { MegaMenuNavigation } from "./MegaMenu";
import { SiteNavigationMenu } from "./SiteNavigationMenu";
import { TitleBarSearch } from "./TitleBarSearch";

/** Over a banner image, a soft shade from the top keeps the bar's links readable. */
const IMAGE_SCRIM = "linear-gradient(to bottom, rgb(0 0 0 / 0.35), transparent)";

const BORDERS = {
  none: "",
  border: "border-b border-black/15",
  shadow: "shadow-[0_1px_6px_rgb(0_0_0/0.18)]",
} as const;

export default function TitleBar(props: TitleBarHydrated) {
  const t = useT();
  // Not known on the server nor while hydrating: both rows render and CSS shows the one for the viewport.
  const known = useKnownDevice();
  const device = known ?? "desktop";
  const { pathname } = useCurrentLocation();
  const height = titleBarHeight(props, device);
  // Transparent modes need a banner under the bar; without one they read as their solid counterparts
  // (docs/reference/ui-behaviour.md#title-bar).
  const { overlap, banner } = usePageChrome();
  const pastBanner = usePastBanner(
    banner?.element ?? null,
    height,
    overlap > 0 && isStickyPositioning(props.positioning),
  );
  const look = titleBarLook(props.positioning, overlap, banner !== null, pastBanner);
  const style = {
    "--titlebar-bg": look.transparent ? "transparent" : props.backgroundColor || "var(--color-titlebar-bg)",
    "--titlebar-fg":
      look.transparent && banner ? banner.color : props.foregroundColor || "var(--color-titlebar-fg)",
    backgroundImage: look.transparent && banner?.hasImage ? IMAGE_SCRIM : undefined,
    // The overlap never changes while the page scrolls: turning solid only repaints, nothing moves.
    marginBottom: look.overlaps ? -height : undefined,
    height: known ? height : undefined,
    "--titlebar-height": `${titleBarHeight(props, "desktop")}px`,
    "--titlebar-height-compact": `${titleBarHeight(props, "mobile")}px`,
  } as CSSProperties;
  const scrolledAway = useHideOnScroll(look.sticky);
  // A bar the reader is using (a menu open, focus inside) never slides away under them, and Shift+Tab back into
  // a hidden bar brings it back.
  const [focusWithin, setFocusWithin] = useState(false);
  const hidden = scrolledAway && !focusWithin;
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: focus is only watched (to keep the bar in view), not handled.
    <header
      onFocus={() => setFocusWithin(true)}
      onBlur={(event) => {
        const next = event.relatedTarget;
        if (!(next instanceof Node) || !event.currentTarget.contains(next)) setFocusWithin(false);
      }}
      data-device={known ?? "auto"}
      data-positioning={props.positioning ?? "StickySolid"}
      data-transparent={look.transparent ? "true" : "false"}
      data-scrolled-away={hidden ? "true" : "false"}
      className={cx(
        "z-[1050] w-full bg-(--titlebar-bg) text-(--titlebar-fg)",
        "transition-[background-color,color,box-shadow,translate] duration-200 motion-reduce:transition-none",
        look.sticky ? "sticky top-0" : "relative",
        look.transparent ? "" : BORDERS[props.borderType ?? "none"],
        hidden && "-translate-y-full",
        !known && "q-titlebar-auto",
      )}
      style={style}
    >
      <a
        href="#content"
        className="sr-only rounded-control bg-bg text-sm font-semibold text-primary shadow-raised focus:not-sr-only focus:absolute focus:start-2 focus:top-2 focus:z-10 focus:px-4 focus:py-2"
      >
        {t("Skip to content")}
      </a>
      {known ? (
        <TitleBarRow {...props} compact={known === "mobile"} pathname={pathname} />
      ) : (
        <>
          <TitleBarRow {...props} compact={false} pathname={pathname} className="q-hide-mobile" />
          <TitleBarRow {...props} compact pathname={pathname} className="q-hide-tablet q-hide-desktop" />
        </>
      )}
    </header>
  );
}

/** The bar's content: logo, navigation, search and account area, in the full or the compact arrangement. */
function TitleBarRow({
  compact,
  pathname,
  className,
  ...props
}: TitleBarHydrated & { compact: boolean; pathname: string; className?: string }) {
  const height = titleBarHeight(props, compact ? "mobile" : "desktop");
  const items = props.navigationItems ?? [];
  const languages = props.languages ?? [];
  const logoCentered = (compact ? props.logo?.alignmentMobile : props.logo?.alignment) === "center";
  // Double-logo strategy (docs/reference/ui-behaviour.md#title-bar): "mobile-only" shows no logo on the full layout,
  // "hidden" none at all.
  const strategy = props.logo?.doubleLogoStrategy ?? "visible";
  const showLogo = strategy === "visible" || (strategy === "mobile-only" && compact);
  const logo = showLogo ? <Logo {...props} compact={compact} maxHeight={height - 12} /> : <div />;
  const navigation = (
    <MegaMenuNavigation items={items} pathname={pathname} align={props.navigation?.alignment} />
  );
  return (
    <div
      className={cx(
        "mx-auto box-content grid h-full max-w-(--width-content) items-center gap-3",
        compact ? "grid-cols-[auto_1fr_auto] px-2" : "px-6",
        !compact && (logoCentered ? "grid-cols-[1fr_auto_1fr]" : "grid-cols-[auto_1fr_auto]"),
        className,
      )}
    >
      {compact ? (
        <>
          <SiteNavigationMenu
            items={items}
            mobileOnlyItems={props.mobileOnlyItems}
            languages={languages}
            pathname={pathname}
            signInUrl={props.signInUrl}
            registerUrl={props.registerUrl}
          />
          <div className={cx("flex min-w-0", logoCentered ? "justify-center" : "justify-start")}>{logo}</div>
        </>
      ) : logoCentered ? (
        <>
          {navigation}
          {logo}
        </>
      ) : (
        <>
          {logo}
          {navigation}
        </>
      )}
      <div className="flex items-center justify-end gap-1">
        <TitleBarSearch compact={compact} />
        {compact ? null : <LanguageToggle languages={languages} />}
        {compact ? null : <InterfaceLanguageToggle />}
        <AccountArea
          compact={compact}
          signInUrl={props.signInUrl}
          registerUrl={props.registerUrl}
          signOutUrl={props.signOutUrl}
          conversationsEnabled={props.conversationsEnabled ?? true}
        />
      </div>
    </div>
  );
}
