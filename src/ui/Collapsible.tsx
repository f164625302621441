// Long content shown collapsed with an Expand/Collapse button (docs/reference/ui-behaviour.md#shared-components,
// docs/reference/ui-behaviour.md#title-bar, docs/reference/ui-behaviour.md#sizes-and-breakpoints): collapsed to 100
// px, but only when the content is taller than 100 + 50 px — cutting off a couple of lines would hide more than it
// saves. Collapsing scrolls smoothly back up to the content's top when that has scrolled out of view.
import { type ReactNode, useId, useLayoutEffect, useRef, useState } from "react";
import { useT } from "./i18n/i18n-context";

const COLLAPSIBLE_MAX_HEIGHT = 100;
const COLLAPSIBLE_OVERSHOOT = 50;

/** Whether content this tall gets collapsed at all. */
export function shouldCollapse(
  contentHeight: number,
  maxHeight = COLLAPSIBLE_MAX_HEIGHT,
  overshoot = COLLAPSIBLE_OVERSHOOT,
): boolean {
  return contentHeight > maxHeight + overshoot;
}

export interface CollapsibleProps {
  children: ReactNode;
  maxHeight?: number;
  overshoot?: number;
  defaultExpanded?: boolean;
  expandLabel?: string;
  collapseLabel?: string;
  className?: string;
}

function prefersReducedMotion(): boolean {
  return (
    typeof window.matchMedia === "function" && window.matchMedia("(prefers-reduced-motion: reduce)").matches
  );
}

export function Collapsible({
  children,
  maxHeight = COLLAPSIBLE_MAX_HEIGHT,
  overshoot = COLLAPSIBLE_OVERSHOOT,
  defaultExpanded = false,
  expandLabel,
  collapseLabel,
  className,
}: CollapsibleProps) {
  const t = useT();
  const [expanded, setExpanded] = useState(defaultExpanded);
  const [collapsible, setCollapsible] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const content = useRef<HTMLDivElement>(null);
  const contentID = useId();

  // Measured before paint, and again whenever the content resizes (images loading, fonts, window width).
  useLayoutEffect(() => {
    const element = content.current;
    if (!element) return;
    const measure = () => setCollapsible(shouldCollapse(element.scrollHeight, maxHeight, overshoot));
    measure();
    if (typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [maxHeight, overshoot]);

  function toggle() {
    const next = !expanded;
    setExpanded(next);
    const top = root.current?.getBoundingClientRect().top ?? 0;
    if (!next && top < 0) {
      root.current?.scrollIntoView({ behavior: prefersReducedMotion() ? "auto" : "smooth", block: "start" });
    }
  }

  const collapsed = collapsible && !expanded;
  return (
    <div ref={root} className={className}>
      <div id={contentID} className="relative overflow-hidden" style={collapsed ? { maxHeight } : undefined}>
        {/* The inner box keeps its natural height, so scrollHeight measures the full content even when clipped. */}
        <div ref={content}>{children}</div>
        {collapsed ? (
          <div
            aria-hidden="true"
            className="pointer-events-none absolute inset-x-0 bottom-0 h-10 bg-linear-to-b from-transparent to-bg"
          />
        ) : null}
      </div>
      {collapsible ? (
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={contentID}
          onClick={toggle}
          className="mt-2 text-sm font-semibold text-primary hover:underline underline-offset-2"
        >
          {expanded ? (collapseLabel ?? t("Collapse")) : (expandLabel ?? t("Expand"))}
        </button>
      ) : null}
    </div>
  );
}
