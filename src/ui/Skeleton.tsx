// Placeholders shown while content loads; they keep the page's shape so nothing jumps when it arrives.
import { cx } from "./cx";
import { useT } from "./i18n/i18n-context";

function Skeleton({ className }: { className?: string }) {
  return <div aria-hidden="true" className={cx("animate-pulse rounded-control bg-bg-hover", className)} />;
}

/** A widget-sized placeholder: a heading line and a few item lines. */
export function WidgetSkeleton() {
  return (
    <div aria-hidden="true" className="my-4 space-y-3">
      <Skeleton className="h-6 w-1/3" />
      <Skeleton className="h-4 w-full" />
      <Skeleton className="h-4 w-5/6" />
      <Skeleton className="h-4 w-2/3" />
    </div>
  );
}

/** A whole layout page while its layout is fetched: a banner band and a two-column body. */
export function PageSkeleton() {
  const t = useT();
  return (
    <div aria-busy="true" aria-label={t("Loading page")} role="status">
      <Skeleton className="h-44 w-full rounded-none" />
      <div className="mx-auto mt-8 grid max-w-(--width-content) gap-(--spacing-gutter) px-4 sm:px-6 md:grid-cols-[minmax(0,1fr)_var(--width-panel)]">
        <div className="space-y-6">
          <WidgetSkeleton />
          <WidgetSkeleton />
        </div>
        <div className="hidden md:block">
          <WidgetSkeleton />
        </div>
      </div>
    </div>
  );
}

/**
 * What a Suspense boundary shows while it waits when it should show nothing (a section, a panel, a host): an empty
 * hidden element, so that tests and previews can tell "still loading" from "settled and empty"
 * (tests/visual/story-page.ts waits until none is left).
 */
export function PendingMarker() {
  return <span data-pending="" hidden />;
}
