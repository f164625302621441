// The banner's search box: a real form (GET /search?query=…, docs/reference/ui-behaviour.md#title-bar), so it works
// before scripts load.
import { useId } from "react";
import { cx } from "../../src/ui/cx";
import { Icon } from "../../src/ui/Icon";

export function BannerSearch({ centered }: { centered: boolean }) {
  const inputId = useId();
  return (
    <search className={cx("w-full max-w-[705px]", centered && "mx-auto")}>
      <form
        action="/search"
        method="get"
        className="focus-ring-within flex min-h-10 w-full rounded-box bg-bg shadow-raised"
      >
        <label htmlFor={inputId} className="sr-only">
          Search the community
        </label>
        <span className="pointer-events-none flex items-center pl-3.5 text-fg-muted">
          <Icon name="search" size={18} />
        </span>
        <input
          id={inputId}
          type="search"
          name="query"
          placeholder="Search"
          autoComplete="off"
          className="h-11 min-w-0 flex-1 bg-transparent px-3 text-base text-fg placeholder:text-fg-muted focus-visible:shadow-none focus-visible:outline-none"
        />
        <button
          type="submit"
          className="m-1 rounded-control bg-primary px-5 text-sm font-semibold text-primary-contrast transition-colors hover:bg-primary-hover"
        >
          Search
        </button>
      </form>
    </search>
  );
}
