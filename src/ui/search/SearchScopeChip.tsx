// The chip inside a search box that names the category searched; its button widens the search to the whole forum
// (search-scope.ts); the box then focuses its text again (the caller's onWiden).
import type { RefObject } from "react";
import { cx } from "../cx";
import { Icon } from "../Icon";
import { useT } from "../i18n/i18n-context";
import type { ScopeCategory, useCategoryScope } from "./search-scope";

function SearchScopeChip({ category, onWiden }: { category: ScopeCategory; onWiden(): void }) {
  const t = useT();
  return (
    <span className="ms-2 inline-flex max-w-[45%] shrink-0 items-center gap-1 rounded-full bg-bg-hover py-0.5 pe-0.5 ps-2.5 text-sm text-fg">
      <span className="truncate">
        <span className="sr-only">{t("Searching in")} </span>
        {category.name}
      </span>
      <button
        type="button"
        onClick={onWiden}
        aria-label={t("Search all the forum, not only {category}", { category: category.name })}
        title={t("Search all the forum")}
        className="inline-flex size-6 shrink-0 items-center justify-center rounded-full text-fg-muted hover:bg-bg hover:text-fg"
      >
        <Icon name="close" size={12} />
      </button>
    </span>
  );
}

/**
 * What a search box shows before its text: the search icon, then the scope's chip while it has one. Widening
 * focuses the text again, so the reader keeps typing.
 */
export function SearchBoxLeading({
  scope,
  input,
  iconClassName,
}: {
  scope: ReturnType<typeof useCategoryScope>;
  input: RefObject<HTMLInputElement | null>;
  iconClassName: string;
}) {
  return (
    <>
      <span
        aria-hidden="true"
        className={cx("pointer-events-none flex items-center text-fg-muted", iconClassName)}
      >
        <Icon name="search" size={18} />
      </span>
      {scope.category ? (
        <SearchScopeChip
          category={scope.category}
          onWiden={() => {
            scope.widen();
            input.current?.focus();
          }}
        />
      ) : null}
    </>
  );
}
