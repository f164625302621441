// The full-width title bar's navigation (docs/reference/ui-behaviour.md#title-bar): links, and items with children
// that open a mega menu. It opens on hover or focus of such an item; Enter, Space or ArrowDown opens it and focuses
// the first child; arrows move between items (Left/Right along the bar or across columns, swapped in right-to-left
// pages; Up/Down within the menu); Escape closes it and gives focus back to its item; Tab leaves (the children are
// not in the Tab order). It closes 250 ms after the pointer or focus leaves, and the panel is removed 200 ms after
// no item is expanded. One is open at a time, also against the page's other flyouts (src/ui/flyout-registry).
import { type KeyboardEvent, useCallback, useEffect, useRef, useState } from "react";
import { isActivePath } from "../../src/lib/entry-url";
import { navigationHref } from "../../src/lib/navigation";
import { AppLink } from "../../src/ui/AppLink";
import { cx } from "../../src/ui/cx";
import { claimFlyout, releaseFlyout } from "../../src/ui/flyout-registry";
import { Icon } from "../../src/ui/Icon";
import { useI18n } from "../../src/ui/i18n/i18n-context";
import { NavLabel } from "./NavLabel";
import { childrenOf, type NavItem } from "./nav-item";

export const MEGA_MENU_CLOSE_DELAY_MS = 250;
export const MEGA_MENU_HIDE_DELAY_MS = 200;

const TOP_SELECTOR = "[data-nav-top]";
const CHILD_SELECTOR = "[data-nav-child]";

const TOP_ITEM =
  "relative inline-flex h-9 items-center gap-1 rounded-control px-3 text-sm font-semibold whitespace-nowrap transition-colors " +
  "hover:bg-[color-mix(in_srgb,currentColor_12%,transparent)]";
const ACTIVE_MARK =
  "after:absolute after:inset-x-3 after:-bottom-0.5 after:h-0.5 after:rounded-full after:bg-current";

/** Expanded item and the panel's life after it collapses, with the spec's two delays. */
function useMegaMenuState(initialID: string | null) {
  const [expandedID, setExpandedID] = useState<string | null>(initialID);
  const [renderedID, setRenderedID] = useState<string | null>(initialID);
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const collapseRef = useRef<() => void>(() => undefined);

  const cancelClose = useCallback(() => clearTimeout(closeTimer.current), []);
  const collapse = useCallback(() => {
    clearTimeout(closeTimer.current);
    setExpandedID(null);
  }, []);
  collapseRef.current = collapse;
  const expand = useCallback((id: string) => {
    clearTimeout(closeTimer.current);
    setExpandedID(id);
    setRenderedID(id);
  }, []);
  const scheduleClose = useCallback(() => {
    clearTimeout(closeTimer.current);
    closeTimer.current = setTimeout(() => setExpandedID(null), MEGA_MENU_CLOSE_DELAY_MS);
  }, []);

  // The panel stays (fading) for the hide delay after nothing is expanded.
  useEffect(() => {
    if (expandedID !== null) return;
    const timer = setTimeout(() => setRenderedID(null), MEGA_MENU_HIDE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [expandedID]);

  // One open at a time with the page's flyouts.
  useEffect(() => {
    if (expandedID === null) return;
    const closer = () => collapseRef.current();
    claimFlyout(closer);
    return () => releaseFlyout(closer);
  }, [expandedID]);

  useEffect(() => () => clearTimeout(closeTimer.current), []);

  return { expandedID, renderedID, expand, collapse, scheduleClose, cancelClose };
}

/** +1 for the arrow key pointing to the reading direction's end (Right in LTR, Left in RTL), -1 for the other. */
function arrowStep(event: KeyboardEvent<HTMLElement>): 1 | -1 {
  const forward = getComputedStyle(event.currentTarget).direction === "rtl" ? "ArrowLeft" : "ArrowRight";
  return event.key === forward ? 1 : -1;
}

function focusables(root: HTMLElement | null, selector: string): HTMLElement[] {
  return root ? [...root.querySelectorAll<HTMLElement>(selector)] : [];
}

export function MegaMenuNavigation({
  items,
  pathname,
  align,
  initialExpandedID = null,
}: {
  items: NavItem[];
  pathname: string;
  align?: "left" | "center";
  /** An item whose menu shows from the first render (stories). */
  initialExpandedID?: string | null;
}) {
  const nav = useRef<HTMLElement>(null);
  const menu = useMegaMenuState(initialExpandedID);
  // Item names are the site's own, or the default list's keys (src/lib/navigation.ts).
  const i18n = useI18n();

  const focusFirstOf = useRef<string | null>(null);
  const quietFocus = useRef(false);
  useEffect(() => {
    if (menu.expandedID === null || focusFirstOf.current !== menu.expandedID) return;
    focusFirstOf.current = null;
    const panel = document.getElementById(`mega-menu-${menu.expandedID}`);
    focusables(panel, CHILD_SELECTOR)[0]?.focus();
  }, [menu.expandedID]);

  // Following a link closes the menu at once (a change of path, not the first render).
  const shownPath = useRef(pathname);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the pathname change is the trigger
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    menu.collapse();
  }, [pathname]);

  if (items.length === 0) return <div />;

  const moveAlongBar = (from: HTMLElement, step: 1 | -1) => {
    const tops = focusables(nav.current, TOP_SELECTOR);
    const index = tops.indexOf(from);
    tops[(index + step + tops.length) % tops.length]?.focus();
  };

  const onTopKeyDown = (event: KeyboardEvent<HTMLElement>, item: NavItem) => {
    const hasChildren = childrenOf(item).length > 0;
    if (event.key === "ArrowRight" || event.key === "ArrowLeft") {
      event.preventDefault();
      moveAlongBar(event.currentTarget, arrowStep(event));
    } else if (hasChildren && ["Enter", " ", "ArrowDown"].includes(event.key)) {
      event.preventDefault();
      // The panel renders with this state change: its first child takes focus once it is there (effect below).
      if (menu.renderedID === item.id) {
        menu.expand(item.id);
        focusables(document.getElementById(`mega-menu-${item.id}`), CHILD_SELECTOR)[0]?.focus();
      } else {
        focusFirstOf.current = item.id;
        menu.expand(item.id);
      }
    } else if (event.key === "Escape" && menu.expandedID === item.id) {
      event.preventDefault();
      menu.collapse();
    }
  };

  const onPanelKeyDown = (event: KeyboardEvent<HTMLDivElement>, trigger: HTMLElement | null) => {
    const links = focusables(event.currentTarget, CHILD_SELECTOR);
    const index = links.indexOf(document.activeElement as HTMLElement);
    const columnOf = (link: HTMLElement | undefined) => link?.closest("[data-nav-column]");
    let target: HTMLElement | undefined;
    if (event.key === "ArrowDown") target = links[(index + 1) % links.length];
    else if (event.key === "ArrowUp") target = links[(index - 1 + links.length) % links.length];
    else if (event.key === "Home") target = links[0];
    else if (event.key === "End") target = links.at(-1);
    else if (event.key === "ArrowRight" || event.key === "ArrowLeft") {
      // The first link of the next (previous) column.
      const columns = [...event.currentTarget.querySelectorAll<HTMLElement>("[data-nav-column]")];
      const current = columns.indexOf(columnOf(links[index]) as HTMLElement);
      const step = arrowStep(event);
      const column = columns[(current + step + columns.length) % columns.length];
      target = column ? focusables(column, CHILD_SELECTOR)[0] : undefined;
    } else if (event.key === "Escape") {
      event.preventDefault();
      event.stopPropagation();
      menu.collapse();
      // Focus goes back to the item without reopening its menu (focus opens it otherwise).
      quietFocus.current = true;
      trigger?.focus();
      quietFocus.current = false;
      return;
    } else if (event.key === "Tab") {
      // Tab leaves: the menu closes and focus moves on from its item.
      menu.collapse();
      return;
    }
    if (target) {
      event.preventDefault();
      target.focus();
    }
  };

  return (
    <nav
      ref={nav}
      aria-label={i18n.t("Main")}
      className={cx("flex min-w-0", align === "center" ? "justify-center" : "justify-start")}
    >
      <ul className="flex items-center gap-1">
        {items.map((item) => {
          const children = childrenOf(item);
          const active =
            isActivePath(item.url, pathname) || children.some((child) => isActivePath(child.url, pathname));
          if (children.length === 0) {
            return (
              <li key={item.id}>
                <AppLink
                  to={navigationHref(item.url)}
                  data-nav-top=""
                  aria-current={isActivePath(item.url, pathname) ? "page" : undefined}
                  onKeyDown={(event) => onTopKeyDown(event, item)}
                  onFocus={() => menu.collapse()}
                  className={cx(TOP_ITEM, active && ACTIVE_MARK)}
                >
                  <NavLabel item={item} />
                </AppLink>
              </li>
            );
          }
          const expanded = menu.expandedID === item.id;
          const panelID = `mega-menu-${item.id}`;
          return (
            <li
              key={item.id}
              className="relative"
              onMouseEnter={() => menu.expand(item.id)}
              onMouseLeave={menu.scheduleClose}
              onFocus={() => menu.cancelClose()}
              onBlur={(event) => {
                const next = event.relatedTarget;
                if (!(next instanceof Node) || !event.currentTarget.contains(next)) menu.scheduleClose();
              }}
            >
              <button
                type="button"
                data-nav-top=""
                aria-expanded={expanded}
                aria-controls={expanded ? panelID : undefined}
                onFocus={() => {
                  if (!quietFocus.current) menu.expand(item.id);
                }}
                onKeyDown={(event) => onTopKeyDown(event, item)}
                className={cx(TOP_ITEM, active && ACTIVE_MARK)}
              >
                <NavLabel item={item} />
                <Icon name="chevronDown" size={14} />
              </button>
              {menu.renderedID === item.id ? (
                <MegaMenuPanel
                  id={panelID}
                  item={item}
                  expanded={expanded}
                  pathname={pathname}
                  onKeyDown={(event) =>
                    onPanelKeyDown(event, event.currentTarget.parentElement?.querySelector("button") ?? null)
                  }
                />
              ) : null}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

function MegaMenuPanel({
  id,
  item,
  expanded,
  pathname,
  onKeyDown,
}: {
  id: string;
  item: NavItem;
  expanded: boolean;
  pathname: string;
  onKeyDown(event: KeyboardEvent<HTMLDivElement>): void;
}) {
  const children = childrenOf(item);
  // Children with their own children make a column each; the plain links share the first column, led by the
  // item's own link when it has one.
  const plain = [
    ...(item.url ? [{ ...item, children: [] }] : []),
    ...children.filter((c) => !c.children?.length),
  ];
  const groups = children.filter((c) => childrenOf(c).length > 0);
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: arrow keys move between the links inside.
    <div
      id={id}
      data-state={expanded ? "open" : "closing"}
      inert={!expanded}
      onKeyDown={onKeyDown}
      className={cx(
        "absolute start-0 top-full z-[1060] mt-1 flex max-h-[60vh] gap-6 overflow-y-auto rounded-box border border-border",
        "bg-bg p-4 text-sm text-fg shadow-raised transition-opacity duration-200 motion-reduce:transition-none",
        expanded ? "opacity-100" : "pointer-events-none opacity-0",
      )}
    >
      {plain.length > 0 ? (
        <ul data-nav-column="" className="w-max max-w-[300px] min-w-[160px] space-y-0.5">
          {plain.map((child) => (
            <li key={child.id}>
              <ChildLink item={child} pathname={pathname} strong={child.id === item.id} />
            </li>
          ))}
        </ul>
      ) : null}
      {groups.map((group) => (
        <div key={group.id} data-nav-column="" className="w-max max-w-[300px] min-w-[160px]">
          {group.url ? (
            <ChildLink item={group} pathname={pathname} strong />
          ) : (
            <p className="px-2 py-1.5 font-bold">
              <NavLabel item={group} />
            </p>
          )}
          <ul className="space-y-0.5">
            {childrenOf(group).map((child) => (
              <li key={child.id}>
                <ChildLink item={child} pathname={pathname} />
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}

function ChildLink({
  item,
  pathname,
  strong = false,
}: {
  item: NavItem;
  pathname: string;
  strong?: boolean;
}) {
  const active = isActivePath(item.url, pathname);
  return (
    <AppLink
      to={navigationHref(item.url)}
      data-nav-child=""
      tabIndex={-1}
      aria-current={active ? "page" : undefined}
      className={cx(
        "block rounded-control px-2 py-1.5 outline-none hover:bg-bg-hover focus-visible:bg-bg-hover focus-visible:ring-2 focus-visible:ring-primary",
        strong ? "font-bold" : "font-normal",
        active && "text-primary",
      )}
    >
      <NavLabel item={item} />
    </AppLink>
  );
}
