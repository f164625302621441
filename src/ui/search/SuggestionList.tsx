// The listbox under a search box (docs/reference/ui-behaviour.md#search-box): quick links to places in their own group
// at the top, the suggested records, then "Search for …". Options are never focused: the text box keeps focus and names
// the highlighted one with aria-activedescendant. Always in the document (hidden while closed) so the box's
// aria-controls always names an element.
import type { ReactNode } from "react";
import { cx } from "../cx";
import { Icon } from "../Icon";
import { useT } from "../i18n/i18n-context";
import type { SearchOption } from "./search-options";

export interface SuggestionListProps {
  id: string;
  label: string;
  open: boolean;
  options: readonly SearchOption[];
  highlight: number;
  onHighlight(index: number): void;
  onPick(option: SearchOption): void;
}

export function SuggestionList({
  id,
  label,
  open,
  options,
  highlight,
  onHighlight,
  onPick,
}: SuggestionListProps) {
  const t = useT();
  const indexed = options.map((option, index) => ({ option, index }));
  const places = indexed.filter((entry) => entry.option.kind === "place");
  const records = indexed.filter((entry) => entry.option.kind === "record");
  const create = indexed.filter((entry) => entry.option.kind === "create");
  const render = (entry: { option: SearchOption; index: number }) => (
    <Option
      key={entry.option.id}
      option={entry.option}
      highlighted={entry.index === highlight}
      onHover={() => onHighlight(entry.index)}
      onPick={() => onPick(entry.option)}
    />
  );
  return (
    <div
      id={id}
      role="listbox"
      aria-label={label}
      hidden={!open || options.length === 0}
      className="absolute start-0 end-0 top-full z-[1060] mt-1 max-h-[60vh] min-w-[240px] overflow-y-auto rounded-box border border-border bg-bg py-1 text-start text-fg shadow-raised"
    >
      {places.length > 0 ? <Group label={t("Quick links")}>{places.map(render)}</Group> : null}
      {records.length > 0 ? <Group label={t("Suggestions")}>{records.map(render)}</Group> : null}
      {create.map(render)}
    </div>
  );
}

function Group({ label, children }: { label: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: a group of options inside a listbox (a fieldset is not allowed there)
    <div role="group" aria-label={label} className="border-b border-border pb-1 last:border-b-0">
      <div aria-hidden="true" className="px-3 pt-1.5 pb-1 text-xs font-semibold text-fg-muted uppercase">
        {label}
      </div>
      {children}
    </div>
  );
}

/** By what the option is: a place, a post, a member; the create option searches. */
function iconOf(option: SearchOption) {
  if (option.kind === "place") return "folder";
  if (option.kind === "create") return "search";
  return option.suggestion?.type === "user" ? "user" : "comment";
}

function Option({
  option,
  highlighted,
  onHover,
  onPick,
}: {
  option: SearchOption;
  highlighted: boolean;
  onHover(): void;
  onPick(): void;
}) {
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the keys are the text box's (aria-activedescendant); focus stays there.
    <div
      id={option.id}
      role="option"
      tabIndex={-1}
      aria-selected={highlighted}
      // Pressing an option must not take focus from the text box (that would close the list first).
      onMouseDown={(event) => event.preventDefault()}
      onMouseMove={onHover}
      onClick={onPick}
      className={cx(
        "flex cursor-pointer items-center gap-2 px-3 py-1.5 text-sm",
        highlighted && "bg-bg-hover outline-2 -outline-offset-2 outline-primary",
        option.kind === "create" && "font-semibold",
      )}
    >
      <span aria-hidden="true" className="shrink-0 text-fg-muted">
        <Icon name={iconOf(option)} size={16} />
      </span>
      <span className="truncate">{option.label}</span>
    </div>
  );
}
