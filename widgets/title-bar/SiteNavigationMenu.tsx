// The compact title bar's menu button and its "Site Navigation" panel (docs/reference/ui-behaviour.md#title-bar
// hamburger side menu): nested items with a back button, the mobile-only items in their own section, the language
// links. The panel is a modal dialog: focus moves into it and stays there, Escape or the backdrop closes it, and
// focus returns to the button. The panel is its own chunk, loaded on the first press: most visits never open it.
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import type { TitleBarHydrated } from "../../src/types/generated/widgets/hydrated/title-bar";
import { Icon } from "../../src/ui/Icon";
import { useT } from "../../src/ui/i18n/i18n-context";
import { PendingMarker } from "../../src/ui/Skeleton";
import type { NavItem } from "./nav-item";

const SiteNavigationPanel = lazy(() => import("./SiteNavigationPanel"));

export type SiteNavigationProps = Pick<TitleBarHydrated, "signInUrl" | "registerUrl"> & {
  items: NavItem[];
  mobileOnlyItems?: NavItem[];
  languages?: TitleBarHydrated["languages"];
  pathname: string;
};

export function SiteNavigationMenu({
  items,
  mobileOnlyItems,
  languages,
  pathname,
  signInUrl,
  registerUrl,
}: SiteNavigationProps) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const close = () => {
    setOpen(false);
    button.current?.focus();
  };
  // Following a link closes the panel (client-side navigation keeps this component mounted).
  // biome-ignore lint/correctness/useExhaustiveDependencies: the pathname change is the trigger
  useEffect(() => setOpen(false), [pathname]);
  return (
    <>
      <button
        ref={button}
        type="button"
        aria-label={t("Open site navigation")}
        aria-expanded={open}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        className="inline-flex size-10 items-center justify-center rounded-control hover:bg-[color-mix(in_srgb,currentColor_12%,transparent)]"
      >
        <Icon name="menu" size={22} />
      </button>
      {open ? (
        <Suspense fallback={<PendingMarker />}>
          <SiteNavigationPanel
            items={items}
            mobileOnlyItems={mobileOnlyItems}
            languages={languages}
            pathname={pathname}
            signInUrl={signInUrl}
            registerUrl={registerUrl}
            onClose={close}
          />
        </Suspense>
      ) : null}
    </>
  );
}
