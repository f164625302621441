// The chip inside a search box that names the category searched; its button widens the search to the whole forum
// (search-scope.ts); the box then focuses its text again (the caller's onWiden).
import { Icon } from "../Icon";
import type { ScopeCategory } from "./search-scope";

export function SearchScopeChip({ category, onWiden }: { category: ScopeCategory; onWiden(): void }) {
  return (
    <span className="ml-2 inline-flex max-w-[45%] shrink-0 items-center gap-1 rounded-full bg-bg-hover py-0.5 pr-0.5 pl-2.5 text-sm text-fg">
      <span className="truncate">
        <span className="sr-only">Searching in </span>
        {category.name}
      </span>
      <button
        type="button"
        onClick={onWiden}
        aria-label={`Search all the forum, not only ${category.name}`}
        title="Search all the forum"
        className="inline-flex size-6 shrink-0 items-center justify-center rounded-full text-fg-muted hover:bg-bg hover:text-fg"
      >
        <Icon name="close" size={12} />
      </button>
    </span>
  );
}
