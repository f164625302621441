// A horizontally scrolling row of items with Previous / Next buttons (a group announced as a carousel). The track
// is a focusable, labelled list, so keyboard users can scroll it with the arrow keys, and Tab into an item scrolls
// it into view; items snap into place. Scrolling is instant for people who ask for reduced motion. The scroll
// padding matches the track's padding, so the first item's snap position is the unscrolled track: otherwise the
// browser snaps 4 px at first layout, a smooth scroll that ends the page's largest-contentful-paint recording.
import { type ReactNode, useCallback, useEffect, useId, useRef, useState } from "react";
import { cx } from "./cx";
import { Icon } from "./Icon";
import { useT } from "./i18n/i18n-context";

export interface CarouselProps {
  label: string;
  /** How many items fit the track's width on a wide screen (the item width follows). */
  columns: number;
  children: ReactNode[];
}

/** Right to left, scrollLeft runs from 0 at the start to negative values: the distance from the start is its size. */
function isRtl(element: HTMLElement): boolean {
  return getComputedStyle(element).direction === "rtl";
}

function prefersReducedMotion(): boolean {
  return (
    typeof window.matchMedia === "function" && window.matchMedia("(prefers-reduced-motion: reduce)").matches
  );
}

export function Carousel({ label, columns, children }: CarouselProps) {
  const t = useT();
  const track = useRef<HTMLUListElement>(null);
  const trackID = useId();
  // Until measured, assume the row overflows, so the buttons do not pop in after the first paint.
  const [edges, setEdges] = useState({ atStart: true, atEnd: false });

  const measure = useCallback(() => {
    const element = track.current;
    if (!element) return;
    const max = element.scrollWidth - element.clientWidth;
    const fromStart = Math.abs(element.scrollLeft);
    setEdges({ atStart: fromStart <= 1, atEnd: fromStart >= max - 1 });
  }, []);

  useEffect(() => {
    const element = track.current;
    if (!element) return;
    measure();
    element.addEventListener("scroll", measure, { passive: true });
    const observer = typeof ResizeObserver === "undefined" ? null : new ResizeObserver(measure);
    observer?.observe(element);
    return () => {
      element.removeEventListener("scroll", measure);
      observer?.disconnect();
    };
  }, [measure]);

  const scroll = (direction: 1 | -1) => {
    const element = track.current;
    if (!element) return;
    element.scrollBy({
      left: (isRtl(element) ? -direction : direction) * element.clientWidth * 0.9,
      behavior: prefersReducedMotion() ? "auto" : "smooth",
    });
  };

  const width = `calc((100% - ${(columns - 1) * 16}px) / ${columns})`;
  return (
    // The APG carousel pattern: a labelled group announced as a carousel (a fieldset would claim a form).
    // biome-ignore lint/a11y/useSemanticElements: no element means "carousel"; role group + roledescription does
    <div className="relative" role="group" aria-roledescription={t("carousel")} aria-label={label}>
      <ul
        ref={track}
        id={trackID}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable to scroll by keyboard
        tabIndex={0}
        aria-label={label}
        className="scrollbar-none -mx-1 flex snap-x snap-mandatory scroll-px-1 gap-4 overflow-x-auto scroll-smooth px-1 pt-1 pb-3 motion-reduce:scroll-auto"
      >
        {children.map((child, index) => (
          <li
            // biome-ignore lint/suspicious/noArrayIndexKey: children come pre-keyed; the slot is positional
            key={index}
            className="shrink-0 snap-start"
            style={{ width, minWidth: "min(240px, 80%)" }}
          >
            {child}
          </li>
        ))}
      </ul>
      <div className={cx("mt-2 flex justify-end gap-2", edges.atStart && edges.atEnd && "hidden")}>
        <CarouselButton
          label={t("Previous")}
          controls={trackID}
          disabled={edges.atStart}
          onClick={() => scroll(-1)}
          icon="chevronLeft"
        />
        <CarouselButton
          label={t("Next")}
          controls={trackID}
          disabled={edges.atEnd}
          onClick={() => scroll(1)}
          icon="chevronRight"
        />
      </div>
    </div>
  );
}

function CarouselButton({
  label,
  controls,
  disabled,
  onClick,
  icon,
}: {
  label: string;
  /** The track's id: the button scrolls it. */
  controls: string;
  disabled: boolean;
  onClick(): void;
  icon: "chevronLeft" | "chevronRight";
}) {
  return (
    <button
      type="button"
      aria-label={label}
      aria-controls={controls}
      disabled={disabled}
      onClick={onClick}
      className={cx(
        "inline-flex size-9 items-center justify-center rounded-full border border-border-strong bg-bg text-fg",
        "transition-colors hover:border-primary hover:text-primary disabled:cursor-not-allowed disabled:opacity-40",
      )}
    >
      <Icon name={icon} size={18} className="rtl:-scale-x-100" />
    </button>
  );
}
