// The "Site Navigation" panel's body: one level of the navigation at a time. An item with children opens its
// level (its own link first, when it has one) with a back button; back returns to the parent level with focus on
// the item that was opened. The mobile-only items, the site sections' language links and the interface language
// choice follow the top level, each in its own section.
import { useLayoutEffect, useRef, useState } from "react";
import { isActivePath } from "../../src/lib/entry-url";
import { navigationHref } from "../../src/lib/navigation";
import type { TitleBarHydrated } from "../../src/types/generated/widgets/hydrated/title-bar";
import { AppLink } from "../../src/ui/AppLink";
import { cx } from "../../src/ui/cx";
import { Icon } from "../../src/ui/Icon";
import { useI18n } from "../../src/ui/i18n/i18n-context";
import { InterfaceLanguageList } from "./InterfaceLanguageToggle";
import { NavLabel } from "./NavLabel";
import { childrenOf, type NavItem } from "./nav-item";

const ROW =
  "flex w-full items-center justify-between gap-2 rounded-control px-3 py-2.5 text-start font-semibold";

export function NestedNavigation({
  items,
  mobileOnlyItems = [],
  languages = [],
  pathname,
}: {
  items: NavItem[];
  mobileOnlyItems?: NavItem[];
  languages?: TitleBarHydrated["languages"];
  pathname: string;
}) {
  // Item names are the site's own, or the default list's keys (src/lib/navigation.ts).
  const i18n = useI18n();
  // The opened items, outermost first; empty = the top level.
  const [trail, setTrail] = useState<NavItem[]>([]);
  const root = useRef<HTMLDivElement>(null);
  // After a move, where focus goes: the back button (deeper) or the item we came back from.
  const focusAfter = useRef<string | null>(null);

  useLayoutEffect(() => {
    const target = focusAfter.current;
    if (target === null) return;
    focusAfter.current = null;
    const keyed = root.current?.querySelectorAll<HTMLElement>("[data-nav-key]") ?? [];
    [...keyed].find((element) => element.dataset.navKey === target)?.focus();
  });

  const current = trail.at(-1);
  const level = current
    ? [...(current.url ? [{ ...current, children: [] }] : []), ...childrenOf(current)]
    : items;
  const open = (item: NavItem) => {
    focusAfter.current = "back";
    setTrail([...trail, item]);
  };
  const back = () => {
    focusAfter.current = current ? `item:${current.id}` : null;
    setTrail(trail.slice(0, -1));
  };

  return (
    <div ref={root} className="flex-1 overflow-y-auto p-2">
      {current ? (
        <div className="mb-1 flex items-center gap-1 border-b border-border pb-1">
          <button
            type="button"
            data-nav-key="back"
            onClick={back}
            className={cx(ROW, "w-auto text-fg-muted hover:bg-bg-hover hover:text-fg")}
          >
            <Icon name="chevronLeft" size={18} className="rtl:-scale-x-100" />
            {i18n.t("Back")}
          </button>
          <span className="truncate font-bold">{i18n.text(current.name)}</span>
        </div>
      ) : null}
      <nav aria-label={current ? i18n.text(current.name) : i18n.t("Main")}>
        <ul className="space-y-0.5">
          {level.map((item) => (
            <li key={item.id}>
              {childrenOf(item).length > 0 ? (
                <button
                  type="button"
                  data-nav-key={`item:${item.id}`}
                  onClick={() => open(item)}
                  className={cx(ROW, "hover:bg-bg-hover")}
                >
                  <span>
                    <NavLabel item={item} />
                  </span>
                  <Icon name="chevronRight" size={18} className="rtl:-scale-x-100" />
                </button>
              ) : (
                <PanelLink item={item} pathname={pathname} />
              )}
            </li>
          ))}
        </ul>
      </nav>
      {!current && mobileOnlyItems.length > 0 ? (
        <nav aria-label={i18n.t("More")} className="mt-2 border-t border-border pt-2">
          <ul className="space-y-0.5">
            {mobileOnlyItems.map((item) => (
              <li key={item.id}>
                <PanelLink item={item} pathname={pathname} />
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {!current && languages.length > 1 ? (
        <nav aria-label={i18n.t("Language")} className="mt-2 border-t border-border pt-2">
          <ul className="space-y-0.5">
            {languages.map((language) => (
              <li key={language.url}>
                <AppLink
                  to={language.url}
                  lang={language.locale}
                  aria-current={language.current ? "true" : undefined}
                  className={cx(
                    ROW,
                    language.current ? "bg-primary-soft text-primary-hover" : "hover:bg-bg-hover",
                  )}
                >
                  {language.name}
                  <span className="text-xs font-normal text-fg-muted uppercase">{language.locale}</span>
                </AppLink>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {current ? null : <InterfaceLanguageList />}
    </div>
  );
}

function PanelLink({ item, pathname }: { item: NavItem; pathname: string }) {
  const active = isActivePath(item.url, pathname);
  return (
    <AppLink
      to={navigationHref(item.url)}
      aria-current={active ? "page" : undefined}
      className={cx(ROW, active ? "bg-primary-soft text-primary-hover" : "hover:bg-bg-hover")}
    >
      <span>
        <NavLabel item={item} />
      </span>
    </AppLink>
  );
}
