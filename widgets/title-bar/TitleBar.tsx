// Title bar (spec 000 §2, layout-format §4.2 / §7): skip link, logo, navigation and the account area. Heights
// 48 / 44 on compact screens; compact at ≤ 800 px, where navigation moves into a "Site Navigation" panel.
// Colours come from props, falling back to the theme variables.
import type { CSSProperties } from "react";
import { useDevice } from "../../src/layout/DeviceContext";
import { isActivePath } from "../../src/lib/entry-url";
import type { TitleBarHydrated } from "../../src/types/generated/widgets/hydrated/title-bar";
import { AppLink } from "../../src/ui/AppLink";
import { cx } from "../../src/ui/cx";
import { useCurrentLocation } from "../../src/ui/location";
import { AccountArea } from "./AccountArea";
import { Logo } from "./Logo";
import { SiteNavigationMenu } from "./SiteNavigationMenu";

export type NavigationItem = TitleBarHydrated["navigationItems"][number];

const BORDERS = {
  none: "",
  border: "border-b border-black/15",
  shadow: "shadow-[0_1px_6px_rgb(0_0_0/0.18)]",
} as const;

export default function TitleBar(props: TitleBarHydrated) {
  const device = useDevice();
  const compact = device === "mobile";
  const { pathname } = useCurrentLocation();
  const height = compact ? props.heightMobile || 44 : props.height || 48;
  // Transparent modes need a banner under the bar; without one they read as their solid counterparts (spec 000 §2).
  const sticky = props.positioning?.startsWith("Sticky") ?? true;
  const style = {
    "--titlebar-bg": props.backgroundColor || "var(--color-titlebar-bg)",
    "--titlebar-fg": props.foregroundColor || "var(--color-titlebar-fg)",
    height,
  } as CSSProperties;
  const items = props.navigationItems ?? [];
  const logoCentered = (compact ? props.logo?.alignmentMobile : props.logo?.alignment) === "center";
  return (
    <header
      data-device={device}
      className={cx(
        "z-[1050] w-full bg-(--titlebar-bg) text-(--titlebar-fg)",
        sticky ? "sticky top-0" : "relative",
        BORDERS[props.borderType ?? "none"],
      )}
      style={style}
    >
      <a
        href="#content"
        className="sr-only rounded-control bg-bg text-sm font-semibold text-primary shadow-raised focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-10 focus:px-4 focus:py-2"
      >
        Skip to content
      </a>
      <div
        className={cx(
          "mx-auto box-content grid h-full max-w-(--width-content) items-center gap-3",
          compact ? "grid-cols-[auto_1fr_auto] px-2" : "px-6",
          !compact && (logoCentered ? "grid-cols-[1fr_auto_1fr]" : "grid-cols-[auto_1fr_auto]"),
        )}
      >
        {compact ? (
          <>
            <SiteNavigationMenu
              items={items}
              pathname={pathname}
              signInUrl={props.signInUrl}
              registerUrl={props.registerUrl}
            />
            <div className={cx("flex min-w-0", logoCentered ? "justify-center" : "justify-start")}>
              <Logo {...props} compact maxHeight={height - 12} />
            </div>
          </>
        ) : logoCentered ? (
          <>
            <Navigation items={items} pathname={pathname} align={props.navigation?.alignment} />
            <Logo {...props} compact={false} maxHeight={height - 12} />
          </>
        ) : (
          <>
            <Logo {...props} compact={false} maxHeight={height - 12} />
            <Navigation items={items} pathname={pathname} align={props.navigation?.alignment} />
          </>
        )}
        <div className="flex justify-end">
          <AccountArea compact={compact} signInUrl={props.signInUrl} registerUrl={props.registerUrl} />
        </div>
      </div>
    </header>
  );
}

function Navigation({
  items,
  pathname,
  align,
}: {
  items: NavigationItem[];
  pathname: string;
  align?: "left" | "center";
}) {
  if (items.length === 0) return <div />;
  return (
    <nav
      aria-label="Main"
      className={cx("flex min-w-0", align === "center" ? "justify-center" : "justify-start")}
    >
      <ul className="flex items-center gap-1">
        {items.map((item) => {
          const active = isActivePath(item.url, pathname);
          return (
            <li key={item.id}>
              <AppLink
                to={item.url}
                aria-current={active ? "page" : undefined}
                className={cx(
                  "relative inline-flex h-9 items-center rounded-control px-3 text-sm font-semibold whitespace-nowrap transition-colors",
                  "hover:bg-[color-mix(in_srgb,currentColor_12%,transparent)]",
                  active &&
                    "after:absolute after:inset-x-3 after:-bottom-0.5 after:h-0.5 after:rounded-full after:bg-current",
                )}
              >
                {item.name}
              </AppLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
