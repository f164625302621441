// What the page's title bar and its first banner tell each other (docs/reference/ui-behaviour.md#title-bar,
// transparent positioning): the page says how far the bar overlaps the top of the page; the banner that comes first
// pads itself by that much and registers its element and text colour; the bar shows the banner through, in the
// banner's text colour, until a sticky bar has scrolled past it. Outside a page (widget stories, the editor) there is
// no provider: bars are solid.
import {
  createContext,
  type ReactNode,
  type RefObject,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useState,
} from "react";
import { isFirstInside } from "./title-bar-overlay";

export interface LeadingBanner {
  element: HTMLElement;
  /** The banner's text colour (a CSS colour or var()): the bar's foreground while transparent. */
  color: string;
  /** An image behind the banner: the bar adds a soft scrim so its links stay readable. */
  hasImage: boolean;
}

interface PageChrome {
  /** Pixels the title bar overlaps the page's top; 0 = the bar sits above the page. */
  overlap: number;
  banner: LeadingBanner | null;
  setBanner: (update: (current: LeadingBanner | null) => LeadingBanner | null) => void;
}

const PageChromeContext = createContext<PageChrome | null>(null);

/** Marks the element holding the page's content: a banner is "first" relative to it. */
export const PAGE_CONTENT_ATTRIBUTE = "data-page-content";

export function PageChromeProvider({ overlap, children }: { overlap: number; children: ReactNode }) {
  const [banner, setBanner] = useState<LeadingBanner | null>(null);
  const value = useMemo<PageChrome>(() => ({ overlap, banner, setBanner }), [overlap, banner]);
  return <PageChromeContext.Provider value={value}>{children}</PageChromeContext.Provider>;
}

/** For the title bar: the overlap and the banner under it (null outside a page or before the banner renders). */
export function usePageChrome(): { overlap: number; banner: LeadingBanner | null } {
  const chrome = useContext(PageChromeContext);
  return { overlap: chrome?.overlap ?? 0, banner: chrome?.banner ?? null };
}

/**
 * For banners: when this banner is the first thing on a page whose title bar overlaps it, registers it with the
 * bar and answers the padding to add on top (the bar's height), else 0. Runs before paint, so the banner never
 * shows unpadded under the bar.
 */
export function useLeadingBanner(
  ref: RefObject<HTMLElement | null>,
  color: string,
  hasImage: boolean,
): number {
  const chrome = useContext(PageChromeContext);
  const overlap = chrome?.overlap ?? 0;
  const setBanner = chrome?.setBanner;
  const [leading, setLeading] = useState(false);
  useLayoutEffect(() => {
    const element = ref.current;
    const page = element?.closest(`[${PAGE_CONTENT_ATTRIBUTE}]`);
    const first = Boolean(overlap > 0 && element && page && isFirstInside(element, page));
    setLeading(first);
    if (!first || !element || !setBanner) return;
    setBanner(() => ({ element, color, hasImage }));
    return () => setBanner((current) => (current?.element === element ? null : current));
  }, [ref, overlap, setBanner, color, hasImage]);
  return leading ? overlap : 0;
}

/**
 * For a sticky transparent bar: whether the page has scrolled so far that the banner no longer lies under the
 * bar (its bottom edge is above the bar's). Watched with an IntersectionObserver, not scroll events.
 */
export function usePastBanner(element: HTMLElement | null, barHeight: number, enabled: boolean): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    setPast(false);
    if (!enabled || !element || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver(
      (entries) => {
        const entry = entries[entries.length - 1];
        if (entry) setPast(entry.boundingClientRect.bottom <= barHeight);
      },
      // The line the banner crosses is the bar's bottom edge, not the viewport's top.
      { rootMargin: `-${barHeight}px 0px 0px 0px`, threshold: 0 },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, barHeight, enabled]);
  return past;
}
