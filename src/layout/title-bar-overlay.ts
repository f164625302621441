// Title bar positioning (docs/reference/ui-behaviour.md#title-bar): StickySolid | StickyTransparent | StaticSolid |
// StaticTransparent. A transparent bar lies over the top of the page's first banner and shows it through; a page that
// does not start with a banner has nothing to show through, so the transparent modes read as their solid counterparts
// there (as Vanilla's legacy pages do). Pure functions: the page, the title bar and the tests share them.
import type { HydratedNode } from "../types/generated/layout/hydrated-node";
import { type Device, isNodeVisible } from "./device";
import { toNodeList } from "./nodes";

/** Components a transparent title bar may lie over. */
const BANNER_COMPONENTS = new Set(["BannerWidget", "BannerContentWidget"]);
/** The only section that starts at the page's top edge: the others have a margin the bar would show. */
const EDGE_TO_EDGE_SECTION = "SectionFullWidth";

const TITLE_BAR_HEIGHT = 48;
const TITLE_BAR_HEIGHT_MOBILE = 44;

export function isStickyPositioning(positioning: string | undefined): boolean {
  return !positioning || positioning.startsWith("Sticky");
}

function isTransparentPositioning(positioning: string | undefined): boolean {
  return positioning === "StickyTransparent" || positioning === "StaticTransparent";
}

function firstVisible(nodes: unknown, device: Device): HydratedNode | undefined {
  return toNodeList(nodes).find((node) => isNodeVisible(node, device));
}

/**
 * Whether the first thing the page shows on `device` is a banner: a banner node first, or a full-width section
 * whose first visible child is one.
 */
export function startsWithBanner(layout: readonly HydratedNode[], device: Device): boolean {
  const first = firstVisible(layout, device);
  if (!first) return false;
  if (BANNER_COMPONENTS.has(first.$reactComponent)) return true;
  if (first.$reactComponent !== EDGE_TO_EDGE_SECTION) return false;
  const child = firstVisible(first.$reactProps.children, device);
  return child !== undefined && BANNER_COMPONENTS.has(child.$reactComponent);
}

/** The bar's height on a device (props win, then the theme's 48 / 44 px). */
export function titleBarHeight(
  props: { height?: number; heightMobile?: number } | undefined,
  device: Device,
): number {
  return device === "mobile"
    ? props?.heightMobile || TITLE_BAR_HEIGHT_MOBILE
    : props?.height || TITLE_BAR_HEIGHT;
}

/**
 * How many pixels the title bar overlaps the page's first banner: its height in a transparent mode over a page
 * that starts with a banner, else 0 (the bar sits above the page, solid).
 */
export function titleBarOverlap(
  titleBarProps: { positioning?: string; height?: number; heightMobile?: number } | undefined,
  layout: readonly HydratedNode[] | undefined,
  device: Device,
): number {
  if (!isTransparentPositioning(titleBarProps?.positioning) || !layout) return 0;
  return startsWithBanner(layout, device) ? titleBarHeight(titleBarProps, device) : 0;
}

export interface TitleBarLook {
  /** position: sticky (else the bar scrolls away with the page). */
  sticky: boolean;
  /** The bar lies over the banner (negative bottom margin): fixed for the page, so scrolling never shifts layout. */
  overlaps: boolean;
  /** The background is see-through now: over the banner, before a sticky bar has scrolled past it. */
  transparent: boolean;
}

/**
 * The bar's look. `overlap` comes from the page (titleBarOverlap); `bannerReady` says the banner under the bar has
 * rendered (until then there is nothing to show through); `pastBanner` that a sticky bar no longer has the banner
 * under it.
 */
export function titleBarLook(
  positioning: string | undefined,
  overlap: number,
  bannerReady: boolean,
  pastBanner: boolean,
): TitleBarLook {
  const sticky = isStickyPositioning(positioning);
  const overlaps = overlap > 0 && isTransparentPositioning(positioning);
  return { sticky, overlaps, transparent: overlaps && bannerReady && !(sticky && pastBanner) };
}

/** Elements that take no room at the top of the page (a screen-reader heading, stylesheets). */
function takesNoRoom(element: Element): boolean {
  return (
    element.classList.contains("sr-only") || ["STYLE", "LINK", "SCRIPT", "TEMPLATE"].includes(element.tagName)
  );
}

/**
 * Whether `element` is the first thing inside `container`: nothing that takes room comes before it, at every level.
 * Decides which banner the title bar lies over when a page holds several.
 */
export function isFirstInside(element: Element, container: Element): boolean {
  if (!container.contains(element) || element === container) return false;
  for (let node: Element | null = element; node && node !== container; node = node.parentElement) {
    for (let before = node.previousElementSibling; before; before = before.previousElementSibling) {
      if (!takesNoRoom(before)) return false;
    }
  }
  return true;
}
